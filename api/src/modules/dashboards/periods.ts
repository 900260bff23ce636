import { type AnalyticsPeriod, type DateRange, lagosToday } from '@rentnaija/shared';

/**
 * The periods of the dashboards, as West Africa Time calendar dates (UTC+1 all year, no
 * daylight saving). Every period ends with today, included, and starts at a WAT midnight:
 *
 * - week: the last 7 days (today and the 6 before it);
 * - month, 3months, year: since the day after the same date 1, 3 or 12 months ago (on 24 Nov:
 *   25 Oct, 25 Aug, 25 Nov of last year); a date the earlier month lacks becomes its last day
 *   (31 May − 3 months = 28 Feb), as PostgreSQL's interval arithmetic does.
 *
 * The previous period has the same number of days and ends the day before the period starts.
 * SQL compares timestamps with `[from 00:00 WAT, to + 1 day 00:00 WAT)` and dates (views are
 * dated in WAT) with `[from, to + 1 day)`.
 */
export interface PeriodBounds {
  range: DateRange;
  previousRange: DateRange;
  /** `range.to` + 1 day: the exclusive end. */
  end: string;
}

const MONTHS: Record<Exclude<AnalyticsPeriod, 'week'>, number> = {
  month: 1,
  '3months': 3,
  year: 12,
};

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `date` + `days` (negative goes back). */
export const addDays = (date: string, days: number) => fromUtc(toUtc(date) + days * DAY_MS);

/** `date` + `months`, clamped to the end of a shorter month. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(d, last)));
}

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DateRange) =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

export function periodBounds(period: AnalyticsPeriod, now: Date = new Date()): PeriodBounds {
  const today = lagosToday(now);
  const from =
    period === 'week' ? addDays(today, -6) : addDays(addMonths(today, -MONTHS[period]), 1);
  const range = { from, to: today };
  const length = daysIn(range);
  return {
    range,
    previousRange: { from: addDays(from, -length), to: addDays(from, -1) },
    end: addDays(today, 1),
  };
}

/** The WAT calendar month of `now`, from its first day to today. */
export function currentMonth(now: Date = new Date()): DateRange & { end: string } {
  const today = lagosToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today, end: addDays(today, 1) };
}

/** The first days of the last `count` WAT months, oldest first (this month last). */
export function lastMonths(count: number, now: Date = new Date()): string[] {
  const first = currentMonth(now).from;
  return Array.from({ length: count }, (_, i) => addMonths(first, i - (count - 1)));
}
