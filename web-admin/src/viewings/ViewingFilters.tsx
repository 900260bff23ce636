import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { listingFilter } from '../common/ListingFilter';
import { REQUESTED_BY_LABELS, VIEWING_STATUS_CHOICES, VIEWING_TYPE_CHOICES } from './constants';

/** Filters of GET /api/admin/viewings: the tenant, status, day (WAT) and listing. */
export const viewingFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search tenant" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={VIEWING_STATUS_CHOICES}
    emptyText="Any status"
    alwaysOn
  />,
  <DateInput key="viewingDate" source="viewingDate" label="Day" alwaysOn />,
  listingFilter(),
  <SelectInput
    key="viewingType"
    source="viewingType"
    label="Type"
    choices={VIEWING_TYPE_CHOICES}
  />,
  <SelectInput
    key="requestedBy"
    source="requestedBy"
    label="Made by"
    choices={Object.entries(REQUESTED_BY_LABELS).map(([id, name]) => ({ id, name }))}
  />,
];
