import { addDays, addMonths } from './dates.js';

/**
 * A month of rent of a monthly tenancy: `upcoming` before its due date, `due` on it, `late`
 * from the day after while unpaid, `paid` (on time or late) or `waived` by the landlord.
 */
export const RENT_STATES = ['upcoming', 'due', 'paid', 'late', 'waived'] as const;
export type RentState = (typeof RENT_STATES)[number];

export const RENT_STATE_LABELS: Record<RentState, string> = {
  upcoming: 'Upcoming',
  due: 'Due',
  paid: 'Paid',
  late: 'Late',
  waived: 'Waived',
};

/** States in which a month can still be paid. */
export const RENT_OPEN_STATES = ['upcoming', 'due', 'late'] as const satisfies readonly RentState[];

/** Days before a due date the tenant is reminded. */
export const RENT_REMINDER_DAYS = [5, 1] as const;

/**
 * Days after the due date on which the saved card is charged: on the due date, then again
 * after 2 and 5 days when a charge fails; after the last, the tenant is asked to pay by link.
 */
export const RENT_CHARGE_DAYS = [0, 2, 5] as const;

/** A monthly tenancy runs this many months (the first payment pays the first months of it). */
export const MONTHLY_RENT_TERM_MONTHS = 12;

/**
 * The due date (YYYY-MM-DD, WAT) of the rent `month` months after the move-in date: the same
 * day of the month, or the month's last day when it has no such day (a move-in on the 31st
 * pays on 30 April and on 28 or 29 February).
 */
export const rentDueDate = (moveInDate: string, month: number) => addMonths(moveInDate, month);

/**
 * The due dates of a monthly tenancy: from the first month after those paid in advance, every
 * month until the end date (exclusive).
 */
export function rentDueDates(
  moveInDate: string,
  advanceMonths: number,
  endDate: string,
): { month: number; dueDate: string }[] {
  const dates: { month: number; dueDate: string }[] = [];
  for (let month = Math.max(1, advanceMonths); ; month++) {
    const dueDate = rentDueDate(moveInDate, month);
    if (dueDate >= endDate) return dates;
    dates.push({ month: month + 1, dueDate });
  }
}

/** The day (WAT) of the automatic charge numbered `attempt` (1 for the first). */
export const rentChargeDay = (dueDate: string, attempt: number) =>
  addDays(dueDate, RENT_CHARGE_DAYS[attempt - 1] ?? RENT_CHARGE_DAYS.at(-1)!);

/** The state of an unpaid, not waived month on `today` (WAT). */
export const openRentState = (dueDate: string, today: string): RentState =>
  dueDate > today ? 'upcoming' : dueDate === today ? 'due' : 'late';

/** The saved card automatic payment uses: never its number, only what identifies it. */
export interface RentCardDto {
  brand: string | null;
  last4: string | null;
  expMonth: string | null;
  expYear: string | null;
  /** Expired by the end of its expiry month (WAT). */
  expired: boolean;
}

export interface RentInstalmentDto {
  id: string;
  /** The tenancy's month this pays (1 is the move-in month). */
  month: number;
  /** YYYY-MM-DD (WAT). */
  dueDate: string;
  /** Whole naira. */
  amount: number;
  state: RentState;
  paidAt: string | null;
  /** Paid after its due date. */
  paidLate: boolean;
  /** Automatic charges tried for it. */
  autoAttempts: number;
  /** The next automatic charge's day (WAT), when one is planned. */
  nextChargeOn: string | null;
  /** Why the last automatic charge failed. */
  lastFailure: string | null;
  /** When the money was released to the landlord (24 hours after payment). */
  releasedAt: string | null;
  /** The month's statutory rent receipt, once released. */
  receiptUrl: string | null;
  waivedAt: string | null;
  waiveReason: string | null;
}

/** A tenancy's rent schedule as its tenant, its landlord and staff read it. */
export interface RentScheduleDto {
  tenancyId: string;
  /** Whether the tenancy pays rent monthly (the listing accepted it). */
  monthly: boolean;
  /** Monthly rent, whole naira. */
  rent: number;
  instalments: RentInstalmentDto[];
  /** The first month still to pay, if any. */
  next: RentInstalmentDto | null;
  autopay: boolean;
  /** The card of the move-in payment, when the gateway lets it be charged again. */
  card: RentCardDto | null;
}

export interface AutopayRequest {
  enabled: boolean;
}

export interface RentWaiveRequest {
  reason: string;
}

export const RENT_WAIVE_REASON_MAX_LENGTH = 500;
