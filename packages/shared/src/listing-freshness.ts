import { TIME_ZONE } from './constants.js';

/**
 * Fresh listings: a landlord confirms every LISTING_CONFIRM_EVERY_DAYS that an available listing
 * is still available. The landlord is asked LISTING_CONFIRM_ASK_DAYS after the last
 * confirmation; unconfirmed after LISTING_STALE_DAYS the listing 'may no longer be available'
 * and sinks in search; after LISTING_HIDDEN_DAYS it is hidden from the public until confirmed.
 */
export const LISTING_CONFIRM_EVERY_DAYS = 14;
export const LISTING_CONFIRM_ASK_DAYS = 12;
export const LISTING_STALE_DAYS = 14;
export const LISTING_HIDDEN_DAYS = 30;
/** How long an emailed or texted confirmation link works. */
export const LISTING_CONFIRM_LINK_DAYS = 30;

/**
 * Where a listing stands: confirmed within LISTING_STALE_DAYS ('fresh'), unconfirmed since
 * ('stale': may no longer be available), or unconfirmed for LISTING_HIDDEN_DAYS ('hidden').
 * Only available listings go stale; any other status is 'fresh'.
 */
export const LISTING_FRESHNESS = ['fresh', 'stale', 'hidden'] as const;
export type ListingFreshness = (typeof LISTING_FRESHNESS)[number];

export const LISTING_FRESHNESS_LABELS: Record<ListingFreshness, string> = {
  fresh: 'Confirmed available',
  stale: 'May no longer be available',
  hidden: 'Hidden until confirmed',
};

export const STALE_LISTING_MESSAGE = 'May no longer be available';

/** Why the landlord was asked: the regular reminder, the listing hidden, or a tenant's report. */
export const LISTING_CONFIRM_REASONS = ['due', 'hidden', 'report'] as const;
export type ListingConfirmReason = (typeof LISTING_CONFIRM_REASONS)[number];

const dayOf = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Whole days (of West Africa Time's calendar) from `from` to `now`, never negative. */
export function daysSince(from: string | Date, now: Date = new Date()): number {
  const a = Date.parse(`${dayOf.format(new Date(from))}T00:00:00Z`);
  const b = Date.parse(`${dayOf.format(now)}T00:00:00Z`);
  return Math.max(0, Math.round((b - a) / 86_400_000));
}

/** 'Confirmed available today', '… yesterday', '… 5 days ago' (days of West Africa Time). */
export function confirmedAvailableLabel(
  confirmedAt: string | Date,
  now: Date = new Date(),
): string {
  const days = daysSince(confirmedAt, now);
  if (days === 0) return 'Confirmed available today';
  if (days === 1) return 'Confirmed available yesterday';
  return `Confirmed available ${days} days ago`;
}

/** GET /api/listing-confirmations/:token: what the landlord confirms through an emailed link. */
export interface ListingConfirmationLinkDto {
  propertyId: string;
  title: string;
  location: string;
  status: string;
  confirmedAvailableAt: string;
  freshness: ListingFreshness;
  expiresAt: string;
}

/** POST /api/listing-confirmations/:token and POST /api/properties/:id/confirm-available. */
export interface ListingConfirmedDto {
  propertyId: string;
  title: string;
  confirmedAvailableAt: string;
  freshness: ListingFreshness;
  message: string;
}
