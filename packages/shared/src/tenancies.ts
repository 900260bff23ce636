/**
 * Tenancies: what an approved and paid application becomes. Its states, who may move it where,
 * the move-in date's window, and the JSON the API answers with.
 */
import type { ListingFees, MoveInCost } from './fees.js';

/**
 * - `awaiting_signatures`: paid; the agreement is to be signed by both;
 * - `awaiting_move_in`: signed; the tenant has not yet confirmed the keys;
 * - `active`: the tenant lives there;
 * - `ended`: moved out at the end of the term (or earlier, by agreement);
 * - `cancelled`: it never went ahead (the move-in payment was refunded);
 * - `disputed`: a party reported a problem; money stays held until staff decide.
 */
export const TENANCY_STATES = [
  'awaiting_signatures',
  'awaiting_move_in',
  'active',
  'ended',
  'cancelled',
  'disputed',
] as const;
export type TenancyState = (typeof TENANCY_STATES)[number];

/** States in which a tenancy holds its listing: rented, and not the landlord's to change. */
export const LIVE_TENANCY_STATES = [
  'awaiting_signatures',
  'awaiting_move_in',
  'active',
  'disputed',
] as const satisfies readonly TenancyState[];

/** Where a tenancy may go from each state (ended and cancelled are final). */
export const TENANCY_TRANSITIONS: Record<TenancyState, readonly TenancyState[]> = {
  awaiting_signatures: ['awaiting_move_in', 'cancelled', 'disputed'],
  awaiting_move_in: ['active', 'cancelled', 'disputed'],
  active: ['ended', 'disputed'],
  disputed: ['awaiting_move_in', 'active', 'ended', 'cancelled'],
  ended: [],
  cancelled: [],
};

export const TENANCY_STATE_LABELS: Record<TenancyState, string> = {
  awaiting_signatures: 'Awaiting signatures',
  awaiting_move_in: 'Awaiting move-in',
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
  disputed: 'Disputed',
};

/** The tenant picks a move-in date from the day the home is theirs to this many days after. */
export const MOVE_IN_WINDOW_DAYS = 30;

/** States in which the tenant may still pick (or change) the move-in date. */
export const MOVE_IN_DATE_STATES = [
  'awaiting_signatures',
  'awaiting_move_in',
] as const satisfies readonly TenancyState[];

/** A person on a tenancy, as its parties and staff see them. */
export interface TenancyPartyDto {
  id: string;
  name: string;
  email: string;
}

/** How people name a tenancy: TN- and the first eight characters of its id. */
export const tenancyReference = (id: string) => `TN-${id.slice(0, 8).toUpperCase()}`;

export interface TenancyDto {
  id: string;
  /** TN-XXXXXXXX, for people to quote. */
  reference: string;
  state: TenancyState;
  applicationId: string;
  paymentId: string;
  property: { id: string; title: string; location: string; city: string };
  tenant: TenancyPartyDto;
  landlord: TenancyPartyDto;
  /** The money agreed when the tenant applied, item by item. */
  fees: ListingFees;
  /** What was paid to move in (held by the platform until it is released). */
  moveIn: MoveInCost;
  /** Months of rent paid in advance: the first term. */
  termMonths: number;
  /** YYYY-MM-DD (West Africa Time): the first and last day the tenant may move in. */
  moveInEarliest: string;
  moveInLatest: string;
  /** YYYY-MM-DD, once the tenant picked it. */
  moveInDate: string | null;
  /** YYYY-MM-DD: the move-in date plus the term. */
  endDate: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TenancyListResponse {
  data: TenancyDto[];
}

export interface MoveInDateRequest {
  /** YYYY-MM-DD */
  moveInDate: string;
}
