import type { FigureDefinitions, FigureTrend } from '@rentnaija/shared';
import { PUBLIC_LISTING } from '../properties/search-query.js';

/**
 * Every figure the dashboards and analytics show, defined once: its words (sent with the
 * figures for the tooltips) and its SQL. docs/0016-dashboard-figures.md says the same for people.
 * Period bounds are WAT dates (periods.ts); `watMidnight` turns one into the instant it starts.
 */

/** The instant a WAT date starts, from a `date` parameter: `watMidnight('$2')`. */
export const watMidnight = (param: string) =>
  `((${param})::date::timestamp AT TIME ZONE 'Africa/Lagos')`;

export const FIGURE_DEFINITIONS: FigureDefinitions = {
  /**
   * Listings: the landlord's listings in any state (pending review, approved, rejected), not
   * deleted or archived. In a period's trend: those that existed then (created before, not yet
   * archived).
   */
  listings: 'Your listings in any state, except deleted or archived ones.',
  /** Active listings: approved, visible (not archived, owner not suspended) and available. */
  activeListings: 'Approved listings that are available: tenants can find and apply for them.',
  /**
   * Views: rows of `property_views`, one per visitor per listing per WAT day (a signed-in
   * visitor by account, others by a hash of IP and browser), recorded when the listing's page
   * is opened; its landlord and staff are not counted. Views of archived listings still count.
   */
  views:
    'Unique visitors per listing per day (West Africa Time); your own visits and staff visits are not counted.',
  /**
   * Enquiries: conversations tenants started about the landlord's listings plus applications
   * received for them, by the time they were started or submitted.
   */
  enquiries: 'Conversations started with you plus applications received, in the period.',
  /**
   * Occupancy: of the approved, not archived listings, the share under contract or rented, in
   * whole percent. For a past day it is read from `listing_occupancy_history`.
   */
  occupancy: 'Share of your approved listings (not archived) that are under contract or rented.',
  /**
   * Rent received: money of the landlord's tenancies released to them from the ledger (the
   * move-in rent and fees once the keys are handed over, each month's rent once it falls due),
   * by the release's date in WAT, less deposit deductions released with it. The same figure is
   * the landlord dashboard's 'this month' (the current WAT calendar month). The caution deposit
   * is never in it (it is held apart: deposits held), nor refunded money (never released).
   */
  rentReceived:
    'Rent and fees released to you from your tenants’ payments, by release date (West Africa Time). Caution deposits and refunded money are not included.',
  /**
   * Deposits held: the caution deposits the platform holds now for the landlord's tenancies,
   * from the ledger (what is still held of each tenancy's move-in payment, at most its deposit);
   * returned to the tenant or released to the landlord when the tenancy ends.
   */
  depositsHeld:
    'Caution deposits we hold now for your tenancies; they are returned to the tenant, less agreed deductions, when each tenancy ends.',
  /** Pending applications: applications for the landlord's listings still open (pending or under review). */
  pendingApplications:
    'Applications for your listings waiting for your decision (pending or under review).',
  /** Total spent: the tenant's completed payments minus the refunds processed on them. */
  totalSpent: 'Your completed payments minus any refunds processed on them.',
};

/**
 * Payments with their net amount (`net`: the amount less processed refunds), of one landlord
 * (`owner` 'landlord_id') or tenant ('tenant_id'), completed at some time (a fully refunded
 * payment is 'refunded' now), dated by `payment_date`.
 */
export const netPaymentsSql = (owner: 'landlord_id' | 'tenant_id', userParam: string) => `
  SELECT p.property_id, p.payment_date,
         p.amount - coalesce((SELECT sum(r.amount) FROM refunds r
                              WHERE r.payment_id = p.id AND r.status = 'processed'), 0) AS net
  FROM payments p
  WHERE p.${owner} = ${userParam} AND p.status IN ('completed', 'refunded') AND p.payment_date IS NOT NULL`;

/**
 * Rent received by one landlord: their ledger's releases (positive) and deposit deductions
 * (negative, as the release that carries one is deposit money), each with its listing
 * (`property_id`, by the tenancy or the payment) and when it moved (`at`).
 */
export const rentReceivedSql = (landlordParam: string) => `
  SELECT coalesce(t.property_id, pay.property_id) AS property_id, e.occurred_at AS at,
         CASE e.kind WHEN 'release' THEN e.amount ELSE -e.amount END AS amount
  FROM ledger_entries e
  LEFT JOIN tenancies t ON t.id = e.tenancy_id
  LEFT JOIN payments pay ON pay.id = e.payment_id
  WHERE e.landlord_id = ${landlordParam} AND e.kind IN ('release', 'deduction')`;

/**
 * Caution deposits held now for one landlord's tenancies: of each tenancy's move-in payment,
 * what the ledger still holds (hold − release − refund), at most its deposit (the rent and fees
 * held until the keys are not deposit). `held` in naira, `tenancies` holding some.
 */
export const depositsHeldSql = (landlordParam: string) => `
  SELECT coalesce(sum(least(t.security_deposit, h.held)), 0)::bigint AS held,
         count(*)::int AS tenancies
  FROM tenancies t
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(CASE e.kind WHEN 'hold' THEN e.amount
                                    WHEN 'release' THEN -e.amount
                                    WHEN 'refund' THEN -e.amount ELSE 0 END), 0) AS held
    FROM ledger_entries e WHERE e.payment_id = t.payment_id
  ) h
  WHERE t.landlord_id = ${landlordParam} AND t.state <> 'cancelled' AND h.held > 0
    AND t.security_deposit > 0`;

/** Views (rows of `property_views` alias `v`) dated from `fromParam` (included) to `endParam`. */
export const viewedBetween = (fromParam: string, endParam: string) =>
  `v.viewed_on >= (${fromParam})::date AND v.viewed_on < (${endParam})::date`;

/** Views of one landlord's listings dated from `fromParam` (included) to `endParam` (excluded). */
export const viewsSql = (landlordParam: string, fromParam: string, endParam: string) => `
  SELECT v.property_id, v.viewed_on
  FROM property_views v JOIN properties pv ON pv.id = v.property_id
  WHERE pv.landlord_id = ${landlordParam} AND ${viewedBetween(fromParam, endParam)}`;

/** Enquiries about one landlord's listings: `property_id` and when each was made. */
export const enquiriesSql = (landlordParam: string, fromParam: string, endParam: string) => `
  SELECT c.property_id, c.created_at AS at FROM conversations c
  WHERE c.landlord_id = ${landlordParam}
    AND c.created_at >= ${watMidnight(fromParam)} AND c.created_at < ${watMidnight(endParam)}
  UNION ALL
  SELECT a.property_id, a.created_at AS at FROM property_applications a
  WHERE a.landlord_id = ${landlordParam}
    AND a.created_at >= ${watMidnight(fromParam)} AND a.created_at < ${watMidnight(endParam)}`;

/** A listing that counts for occupancy, and one that is occupied (over `properties p`). */
export const COUNTED_LISTING = `p.moderation_status = 'approved' AND p.archived_at IS NULL`;
export const OCCUPIED_LISTING = `p.status IN ('under_contract', 'rented')`;
export const ACTIVE_LISTING = `${PUBLIC_LISTING} AND p.status = 'available'`;

/** Occupancy of one landlord's listings at an instant, from the history (eligible, occupied). */
export const occupancyAtSql = (landlordParam: string, atSql: string) => `
  SELECT count(*) FILTER (WHERE h.counted)::int AS eligible,
         count(*) FILTER (WHERE h.counted AND h.occupied)::int AS occupied
  FROM (SELECT DISTINCT ON (property_id) counted, occupied FROM listing_occupancy_history
        WHERE landlord_id = ${landlordParam} AND valid_from < ${atSql}
        ORDER BY property_id, valid_from DESC, id DESC) h`;

/** Whole percent, 0 when there is nothing to divide by. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

/** A count or an amount against the previous period: whole percent, null when new. */
export function trendOf(current: number, previous: number): FigureTrend {
  if (previous === 0) return { previous, change: current === 0 ? 0 : null, unit: 'percent' };
  return { previous, change: Math.round(((current - previous) / previous) * 100), unit: 'percent' };
}

/** A rate against the previous period: the difference in percentage points. */
export const pointsTrend = (current: number, previous: number): FigureTrend => ({
  previous,
  change: current - previous,
  unit: 'points',
});
