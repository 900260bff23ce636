import { humanize } from './fields';

/** One option of a react-admin `SelectInput`: the value sent and the text shown. */
export interface Choice {
  id: string;
  name: string;
}

/** A shared `{ value, label }` list (contact categories, document types, refund reasons…). */
type Options = readonly { value: string; label: string }[];

/**
 * Choices for a list of values, in its order, named by `labels` or else humanized:
 * `choicesOf(PAYMENT_STATUSES)` → Pending, Completed…; `choicesOf(REVIEW_STATUSES, REVIEW_LABELS)`.
 */
export const choicesOf = <T extends string>(
  values: readonly T[],
  labels?: Partial<Record<T, string>>,
): Choice[] => values.map((id) => ({ id, name: labels?.[id] ?? humanize(id) }));

/** Choices for each entry of a `{ value: text }` record, in its order (`GUARANTOR_LABELS`). */
export const choicesFrom = (labels: Record<string, string>): Choice[] =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

/** Choices for a shared `{ value, label }` list, in its order. */
export const choicesFromOptions = (options: Options): Choice[] =>
  options.map((option) => ({ id: option.value, name: option.label }));

/** The label of `value` in a shared `{ value, label }` list, or the value itself if absent. */
export const optionLabel = (options: Options, value: string): string =>
  options.find((option) => option.value === value)?.label ?? value;
