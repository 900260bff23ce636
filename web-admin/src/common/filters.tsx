import { SearchInput, SelectInput } from 'react-admin';
import type { Choice } from './choices';

/*
 * Inputs for a list's `filters` array. Each takes the API's query parameter as its `source`
 * (and React key), so a list's filters read as one line each (payments/PaymentFilters.tsx):
 *
 *   export const paymentFilters = [
 *     searchFilter('Search reference'),
 *     statusFilter(choicesOf(PAYMENT_STATUSES)),
 *     choiceFilter('dispute', 'Chargeback', [{ id: 'open', name: 'Open chargebacks' }]),
 *     listingFilter(), // common/ListingFilter.tsx
 *   ];
 */

/** The free-text search (`q`), always shown, with `placeholder` saying what it searches. */
export const searchFilter = (placeholder: string) => (
  <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} />
);

/**
 * A drop-down of `choices` for `source`. `alwaysOn` shows it without the Filter button;
 * `emptyText` names the empty choice ('Any status') where react-admin's blank would do less.
 */
export const choiceFilter = (
  source: string,
  label: string,
  choices: Choice[],
  options: { alwaysOn?: boolean; emptyText?: string } = {},
) => <SelectInput key={source} source={source} label={label} choices={choices} {...options} />;

/** The status drop-down a work queue opens with: always shown, 'Any status' when cleared. */
export const statusFilter = (choices: Choice[]) =>
  choiceFilter('status', 'Status', choices, { emptyText: 'Any status', alwaysOn: true });

/** The same for a record whose life is a `state` (payouts, tenancies, disputes). */
export const stateFilter = (choices: Choice[]) =>
  choiceFilter('state', 'State', choices, { emptyText: 'Any state', alwaysOn: true });
