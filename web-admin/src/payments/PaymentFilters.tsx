import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { PAYMENT_STATUS_CHOICES } from './constants';

/**
 * Filters of GET /api/admin/payments: reference, status, flag, chargeback, money stranded (paid
 * for an unsuccessful application and not refunded), and the day range it was started
 * (calendar days in West Africa Time, both included).
 */
export const paymentFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search reference" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={PAYMENT_STATUS_CHOICES}
    emptyText="Any status"
    alwaysOn
  />,
  <SelectInput
    key="flagged"
    source="flagged"
    label="Flag"
    choices={[
      { id: 'open', name: 'Flagged, not yet checked' },
      { id: 'true', name: 'Flagged (checked or not)' },
      { id: 'false', name: 'Not flagged' },
    ]}
    alwaysOn
  />,
  <SelectInput
    key="dispute"
    source="dispute"
    label="Chargeback"
    choices={[
      { id: 'open', name: 'Open chargebacks' },
      { id: 'any', name: 'Any chargeback' },
    ]}
  />,
  <SelectInput
    key="stranded"
    source="stranded"
    label="Refund due"
    choices={[{ id: 'true', name: 'Unsuccessful, paid, not refunded' }]}
  />,
  <DateInput key="createdFrom" source="createdFrom" label="Started from" />,
  <DateInput key="createdTo" source="createdTo" label="Started until" />,
];
