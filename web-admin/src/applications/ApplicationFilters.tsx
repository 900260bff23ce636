import { choiceFilter, searchFilter, statusFilter } from '../common/filters';
import { listingFilter } from '../common/ListingFilter';
import { GUARANTOR_CHOICES, STATUS_CHOICES } from './decisions';

/** Filters of GET /api/admin/applications: the applicant's name or email, status, listing. */
export const applicationFilters = [
  searchFilter('Search applicant'),
  statusFilter(STATUS_CHOICES),
  listingFilter(),
  choiceFilter('guarantorStatus', 'Guarantor', GUARANTOR_CHOICES),
];
