import { TIME_ZONE } from './constants.js';

const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** ₦1,250,000 — whole naira, no decimals. */
export function formatNaira(amount: number): string {
  return naira.format(Math.round(amount));
}

/** ₦1.3M, ₦450K — for tight spaces such as cards and chart axes. */
export function formatNairaCompact(amount: number): string {
  if (Math.abs(amount) >= 1_000_000) return `₦${trim(amount / 1_000_000)}M`;
  if (Math.abs(amount) >= 1_000) return `₦${trim(amount / 1_000)}K`;
  return formatNaira(amount);
}

function trim(n: number): string {
  return n.toFixed(1).replace(/\.0$/, '');
}

const dateFmt = new Intl.DateTimeFormat('en-NG', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFmt = new Intl.DateTimeFormat('en-NG', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const timeFmt = new Intl.DateTimeFormat('en-NG', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** 22 Nov 2026, in West Africa Time. */
export function formatDate(value: string | Date): string {
  return dateFmt.format(new Date(value));
}

/** 22 Nov 2026, from a calendar date written YYYY-MM-DD (a day of West Africa Time). */
export function formatDay(date: string): string {
  return formatDate(`${date}T12:00:00Z`);
}

/** 22 Nov 2026, 14:05 WAT. */
export function formatDateTime(value: string | Date): string {
  return `${dateTimeFmt.format(new Date(value))} WAT`;
}

/** 14:05, in West Africa Time. */
export function formatTime(value: string | Date): string {
  return timeFmt.format(new Date(value));
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a record's id: anything else names nothing that exists. */
export const isRecordId = (id: string): boolean => UUID.test(id);
