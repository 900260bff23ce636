import { DateInput } from 'react-admin';
import { choicesFrom } from '../common/choices';
import { choiceFilter, searchFilter, statusFilter } from '../common/filters';
import { listingFilter } from '../common/ListingFilter';
import { REQUESTED_BY_LABELS, VIEWING_STATUS_CHOICES, VIEWING_TYPE_CHOICES } from './constants';

/** Filters of GET /api/admin/viewings: the tenant, status, day (WAT) and listing. */
export const viewingFilters = [
  searchFilter('Search tenant'),
  statusFilter(VIEWING_STATUS_CHOICES),
  <DateInput key="viewingDate" source="viewingDate" label="Day" alwaysOn />,
  listingFilter(),
  choiceFilter('viewingType', 'Type', VIEWING_TYPE_CHOICES),
  choiceFilter('requestedBy', 'Made by', choicesFrom(REQUESTED_BY_LABELS)),
];
