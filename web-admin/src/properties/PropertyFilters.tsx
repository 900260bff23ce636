import { PROPERTY_STATUSES } from '@rentnaija/shared';
import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { humanize } from '../common/fields';

/** Filters of GET /api/admin/properties; the moderation state is chosen with the tabs. */
export const propertyFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search listings" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={PROPERTY_STATUSES.map((id) => ({ id, name: humanize(id) }))}
  />,
  <TextInput key="city" source="city" label="City" />,
  <TextInput key="landlordId" source="landlordId" label="Landlord ID" />,
  <SelectInput
    key="pendingChanges"
    source="pendingChanges"
    label="Changes to review"
    choices={[
      { id: 'true', name: 'Changes waiting for review' },
      { id: 'false', name: 'No changes waiting' },
    ]}
  />,
  <SelectInput
    key="archived"
    source="archived"
    label="Archived"
    choices={[
      { id: 'false', name: 'Not archived' },
      { id: 'true', name: 'Archived (kept for records)' },
    ]}
  />,
];
