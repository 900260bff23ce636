import { DateInput } from 'react-admin';
import { choiceFilter, searchFilter, statusFilter } from '../common/filters';
import { PAYMENT_STATUS_CHOICES } from './constants';

/**
 * Filters of GET /api/admin/payments: reference, status, flag, chargeback, money stranded (paid
 * for an unsuccessful application and not refunded), and the day range it was started
 * (calendar days in West Africa Time, both included).
 */
export const paymentFilters = [
  searchFilter('Search reference'),
  statusFilter(PAYMENT_STATUS_CHOICES),
  choiceFilter(
    'flagged',
    'Flag',
    [
      { id: 'open', name: 'Flagged, not yet checked' },
      { id: 'true', name: 'Flagged (checked or not)' },
      { id: 'false', name: 'Not flagged' },
    ],
    { alwaysOn: true },
  ),
  choiceFilter('dispute', 'Chargeback', [
    { id: 'open', name: 'Open chargebacks' },
    { id: 'any', name: 'Any chargeback' },
  ]),
  choiceFilter('stranded', 'Refund due', [
    { id: 'true', name: 'Unsuccessful, paid, not refunded' },
  ]),
  <DateInput key="createdFrom" source="createdFrom" label="Started from" />,
  <DateInput key="createdTo" source="createdTo" label="Started until" />,
];
