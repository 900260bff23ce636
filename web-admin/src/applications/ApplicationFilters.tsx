import { SearchInput, SelectInput } from 'react-admin';
import { listingFilter } from '../common/ListingFilter';
import { GUARANTOR_CHOICES, STATUS_CHOICES } from './decisions';

/** Filters of GET /api/admin/applications: the applicant's name or email, status, listing. */
export const applicationFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search applicant" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={STATUS_CHOICES}
    emptyText="Any status"
    alwaysOn
  />,
  listingFilter(),
  <SelectInput
    key="guarantorStatus"
    source="guarantorStatus"
    label="Guarantor"
    choices={GUARANTOR_CHOICES}
  />,
];
