/**
 * Tenancies: what an approved and paid application becomes. Its states, who may move it where,
 * the move-in date's window, and the JSON the API answers with.
 */
import { addDays, addMonths } from './dates.js';
import type { ListingFees, MoveInCost } from './fees.js';
import type { LedgerEntryKind, PayoutState } from './payouts.js';

/**
 * - `awaiting_signatures`: paid; the agreement is to be signed by both;
 * - `awaiting_move_in`: signed; the tenant has not yet confirmed the keys;
 * - `active`: the tenant lives there;
 * - `ended`: moved out at the end of the term, or on the move-out date a notice gave;
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
  /** When the tenant confirmed they have the keys. */
  handedOverAt: string | null;
  /** When the move-in rent and fees are released to the landlord unless the tenant reports a problem first; null before a move-in date, once released, or while disputed. */
  releaseDueAt: string | null;
  /** When the move-in rent and fees were released (the caution deposit stays held). */
  releasedAt: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  /** The agreement's signatures so far, the tenant's first. */
  signatures: TenancySignatureDto[];
  /** SHA-256 (hex) of the agreement signed, from its first signature. */
  agreementSha256: string | null;
  /** Who is due to sign the agreement next, or null once both signed (or it never will be). */
  dueToSign: TenancyParty | null;
  /** When the landlord's time to countersign runs out (48 h after the tenant signed). */
  countersignDeadline: string | null;
  /** Notice to end the tenancy, once a party gave it. */
  notice: TenancyNoticeDto | null;
  /** The renewal offer open, or the last one decided; null when none was made. */
  renewal: TenancyRenewalDto | null;
  /** When the landlord may first offer a renewal (RENEWAL_WINDOW_DAYS before the end date). */
  renewalOpensOn: string | null;
  /** When it ended (moved out). */
  endedAt: string | null;
  /** The tenant's report of a problem at move-in, the landlord's answer and staff's decision. */
  dispute: TenancyDisputeDto | null;
  /** Whether the rent receipt can be downloaded (the move-in rent is released to the landlord). */
  rentReceiptAvailable: boolean;
  createdAt: string;
  updatedAt: string;
}

export const TENANCY_DISPUTE_STATES = ['open', 'decided'] as const;
export type TenancyDisputeState = (typeof TENANCY_DISPUTE_STATES)[number];
export const TENANCY_DISPUTE_DECISIONS = ['refund_full', 'refund_partial', 'release'] as const;
export type TenancyDisputeDecision = (typeof TENANCY_DISPUTE_DECISIONS)[number];

/** A photo sent with a report of a problem or with the landlord's answer: private, read at `url` by the parties and staff. */
export interface TenancyDisputePhotoDto {
  id: string;
  /** The API path that serves it to the tenancy's parties and staff. */
  url: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/** What each side said about a problem reported at move-in, and what staff decided. */
export interface TenancyDisputeDto {
  id: string;
  state: TenancyDisputeState;
  tenantWords: string;
  tenantPhotos: TenancyDisputePhotoDto[];
  landlordWords: string | null;
  landlordPhotos: TenancyDisputePhotoDto[];
  landlordRespondedAt: string | null;
  decision: TenancyDisputeDecision | null;
  /** Whole naira given back to the tenant. */
  refundAmount: number | null;
  decisionReason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** Hours after the tenant confirms the keys before the move-in rent and fees are released. */
export const HANDOVER_RELEASE_HOURS = 24;
/** Hours after the move-in date (WAT midnight) before they are released when the tenant says nothing. */
export const SILENT_RELEASE_HOURS = 72;
/** Most characters of a tenant's report of a problem, or a landlord's answer. */
export const TENANCY_PROBLEM_MAX_LENGTH = 2000;
/** Most photos with a report of a problem, or with the landlord's answer. */
export const TENANCY_PROBLEM_MAX_PHOTOS = 5;
/** What such a photo may be, by its bytes (phones' pictures are JPG; screenshots PNG). */
export const TENANCY_PROBLEM_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
/** The words a too-long or wrong set of photos is refused with. */
export const TENANCY_PROBLEM_PHOTO_MESSAGES = {
  tooMany: `Send at most ${TENANCY_PROBLEM_MAX_PHOTOS} photos`,
  notAPhoto: 'Photos must be JPG or PNG images',
} as const;

/** The start of a WAT calendar day, YYYY-MM-DD. */
const lagosMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);

/**
 * When the move-in rent and fees fall due to the landlord: 24 hours after the tenant confirmed
 * the keys, or 72 hours after the move-in date when they said nothing; null without either. The
 * tenant may report a problem until then.
 */
export function moveInReleaseDueAt(t: {
  moveInDate: string | null;
  handedOverAt: Date | null;
}): Date | null {
  if (t.handedOverAt) return new Date(t.handedOverAt.getTime() + HANDOVER_RELEASE_HOURS * 3600_000);
  if (t.moveInDate) {
    return new Date(lagosMidnight(t.moveInDate).getTime() + SILENT_RELEASE_HOURS * 3600_000);
  }
  return null;
}

export interface TenancyListResponse {
  data: TenancyDto[];
}

export interface MoveInDateRequest {
  /** YYYY-MM-DD */
  moveInDate: string;
}

/** The two parties to a tenancy agreement. */
export const TENANCY_PARTIES = ['tenant', 'landlord'] as const;
export type TenancyParty = (typeof TENANCY_PARTIES)[number];

export interface TenancySignatureDto {
  party: TenancyParty;
  /** The full name typed, as on the signer's verified identity. */
  name: string;
  signedAt: string;
}

export interface SignAgreementRequest {
  /** The signer's full name as it appears on their verified identity (KYC). */
  fullName: string;
  /** The signer read the agreement and agrees to sign it electronically. */
  consent: boolean;
}

/** The landlord countersigns within this many hours of the tenant's signature. */
export const COUNTERSIGN_HOURS = 48;

/**
 * The notice to quit the Tenancy Law of Lagos State 2011 (section 13) requires for a tenancy
 * of `termMonths`: a week for a weekly tenancy, a month for a monthly one, three months for a
 * quarterly or half-yearly one, six months for a yearly (or longer) one, in months.
 */
export function statutoryNoticeMonths(termMonths: number): number {
  if (termMonths >= 12) return 6;
  if (termMonths >= 3) return 3;
  return 1;
}

/** The same notice in words, as the agreement states it ('1 month', '6 months'). */
export function statutoryNotice(termMonths: number): string {
  const months = statutoryNoticeMonths(termMonths);
  return months === 1 ? '1 month' : `${months} months`;
}

/** Two names match when they differ only in case and spacing. */
export const sameFullName = (a: string, b: string) => {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-NG');
  return norm(a) === norm(b);
};

// ---- the end of a tenancy and its renewal ------------------------------------------------

/** Most characters of the reason given with a notice. */
export const TENANCY_NOTICE_REASON_MAX_LENGTH = 1000;

/** A party's notice to end the tenancy and what follows from it. */
export interface TenancyNoticeDto {
  givenBy: TenancyParty;
  givenAt: string;
  reason: string | null;
  /** YYYY-MM-DD (WAT): today plus the statutory notice, or the end date when sooner. */
  moveOutDate: string;
  /** When the landlord confirmed the home goes back on the market from the move-out date. */
  relistConfirmedAt: string | null;
}

export interface TenancyNoticeRequest {
  reason?: string;
}

/** The landlord may offer a renewal from this many days before the end date. */
export const RENEWAL_WINDOW_DAYS = 60;

export const RENEWAL_STATES = ['open', 'accepted', 'declined'] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

export const RENEWAL_STATE_LABELS: Record<RenewalState, string> = {
  open: 'Offered, waiting for the tenant',
  accepted: 'Accepted by the tenant',
  declined: 'Declined or lapsed',
};

/** A landlord's offer to renew: a new monthly rent for a new term after the end date. */
export interface TenancyRenewalDto {
  id: string;
  state: RenewalState;
  /** Monthly rent for the new term, whole naira. */
  rent: number;
  termMonths: number;
  /** YYYY-MM-DD (WAT): the new term runs from the current end date to `endsOn`. */
  startsOn: string;
  endsOn: string;
  offeredAt: string;
  decidedAt: string | null;
}

export interface TenancyRenewalRequest {
  /** Monthly rent for the new term, whole naira. */
  rent: number;
  /** Months, from 1 to the most rent a landlord may take in advance. */
  termMonths: number;
}

/** The move-out date a notice given on `today` gives: today plus the notice, capped by the end. */
export function noticeMoveOutDate(
  t: { termMonths: number; endDate: string | null },
  today: string,
): string {
  const byNotice = addMonths(today, statutoryNoticeMonths(t.termMonths));
  return t.endDate && t.endDate < byNotice ? t.endDate : byNotice;
}

/** The first day the landlord may offer a renewal. */
export const renewalOpensOn = (endDate: string) => addDays(endDate, -RENEWAL_WINDOW_DAYS);
/**
 * Which way a ledger line moved money: `in` came from the tenant (a charge, and the hold of it
 * by the platform), `out` left the platform's keeping (a release or payout to the landlord, a
 * refund to the tenant, a deduction).
 */
export const LEDGER_DIRECTIONS = ['in', 'out'] as const;
export type LedgerDirection = (typeof LEDGER_DIRECTIONS)[number];

/** How people read each kind of ledger line. */
export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = {
  charge: 'Paid by the tenant',
  hold: 'Held by RentNaija',
  release: 'Released to the landlord',
  payout: 'Paid to the landlord’s bank',
  refund: 'Refunded to the tenant',
  deduction: 'Deducted',
};

/** A receipt of the tenancy's money, to download. */
export interface TenancyReceiptLinkDto {
  kind: 'payment' | 'rent';
  label: string;
  /** The API path of the PDF. */
  url: string;
}

/** One movement of a tenancy's money, as the ledger recorded it. */
export interface TenancyLedgerLineDto {
  id: string;
  kind: LedgerEntryKind;
  /** When the money moved. */
  occurredAt: string;
  /** YYYY-MM-DD in West Africa Time. */
  date: string;
  description: string;
  /** Whole naira, positive. */
  amount: number;
  direction: LedgerDirection;
  /** What RentNaija holds for the tenancy after this line (held − released − refunded). */
  balance: number;
  reference: string | null;
  /** The payout that carries this release or paid it out, and its state now. */
  payout: { id: string; reference: string; state: PayoutState } | null;
}

/** GET /api/tenancies/:id/ledger */
export interface TenancyLedgerDto {
  tenancyId: string;
  reference: string;
  lines: TenancyLedgerLineDto[];
  totals: { held: number; released: number; refunded: number; paidOut: number };
  /** What RentNaija holds for the tenancy now. */
  balance: number;
  receipts: TenancyReceiptLinkDto[];
}
