/**
 * The renter profile that travels: what a tenant types once (work and income, a reference, a
 * guarantor), what the platform adds (identity from KYC, the rent record, landlords' reviews of
 * the tenant), what the tenant chooses to show, and the expiring links they share it by.
 */
import type { KycStatus } from './verification.js';
import type { Relationship } from './applications.js';
import { TENANCY_STATE_LABELS, type TenancyState } from './tenancies.js';

// ---- the rent record --------------------------------------------------------------------

/**
 * How each fact of a renter's record reads, in the order the profile, the PDF and the applicant
 * file list them. Facts a feature adds later show with their label here; a fact without one
 * still shows, under its name in words.
 */
export const RENTER_FACT_LABELS = {
  tenancies: 'Tenancies on RentNaija',
  rentMonthsOnTime: 'Months of rent paid on time',
  rentMonthsLate: 'Months of rent paid late',
  depositsReturnedInFull: 'Deposits returned in full',
  depositsReturnedInPart: 'Deposits returned in part',
  completedPayments: 'Payments completed',
  disputesRaised: 'Problems reported on a tenancy',
} as const;
export type RenterFactKey = keyof typeof RENTER_FACT_LABELS;

/** A fact's value: a count, or counts by kind (tenancies by state). */
export type RenterFactValue = number | Record<string, number>;

/** A renter's record as the API sends it: whatever facts the platform keeps. */
export type RenterFactsDto = Partial<Record<RenterFactKey, RenterFactValue>>;

/** One line of the rent record as people read it. */
export interface RenterFactRow {
  key: string;
  label: string;
  value: string;
}

const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const factValue = (key: string, value: RenterFactValue): string => {
  if (typeof value === 'number') return String(value);
  const parts = Object.entries(value).filter(([, n]) => n > 0);
  const total = parts.reduce((sum, [, n]) => sum + n, 0);
  if (!parts.length) return '0';
  const label = (k: string) =>
    key === 'tenancies' && k in TENANCY_STATE_LABELS
      ? TENANCY_STATE_LABELS[k as TenancyState].toLowerCase()
      : words(k).toLowerCase();
  return `${total} (${parts.map(([k, n]) => `${n} ${label(k)}`).join(', ')})`;
};

/** The record's facts as labelled lines: the known ones in order, then any others. */
export function renterFactRows(facts: RenterFactsDto): RenterFactRow[] {
  const all = facts as Record<string, RenterFactValue | undefined>;
  const known = Object.keys(RENTER_FACT_LABELS) as RenterFactKey[];
  const keys = [
    ...known.filter((k) => all[k] !== undefined),
    ...Object.keys(all).filter((k) => !(k in RENTER_FACT_LABELS) && all[k] !== undefined),
  ];
  return keys.map((key) => ({
    key,
    label: (RENTER_FACT_LABELS as Record<string, string>)[key] ?? words(key),
    value: factValue(key, all[key]!),
  }));
}

// ---- what the tenant shows ---------------------------------------------------------------

/** The parts of the profile a tenant may show to a landlord or on a shared link. */
export const PROFILE_SECTIONS = [
  'identity',
  'work',
  'reference',
  'guarantor',
  'rentRecord',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const PROFILE_SECTION_LABELS: Record<ProfileSection, string> = {
  identity: 'Verified identity',
  work: 'Work and income',
  reference: 'Reference',
  guarantor: 'Guarantor',
  rentRecord: 'Rent record',
};

/** What each part says to the tenant choosing it. */
export const PROFILE_SECTION_HINTS: Record<ProfileSection, string> = {
  identity: 'Your name as verified by your ID, never your NIN.',
  work: 'Your occupation, employer and monthly income.',
  reference: 'Your reference’s name and how you know them.',
  guarantor: 'Your guarantor’s name, relationship and work, never their NIN.',
  rentRecord: 'Your tenancies and payments on RentNaija, counted by the platform.',
};

/** How the identity check reads on a profile. */
export const PROFILE_KYC_LABELS: Record<KycStatus, string> = {
  not_submitted: 'Not verified',
  pending: 'Verification in progress',
  approved: 'Verified by ID and NIN',
  rejected: 'Not verified',
};

/** Shown unless the tenant says otherwise. */
export const DEFAULT_PROFILE_SECTIONS: readonly ProfileSection[] = [
  'identity',
  'work',
  'rentRecord',
];

/** How long a shared link may stay open, in days. */
export const PROFILE_SHARE_DAYS = [1, 7, 30] as const;
export type ProfileShareDays = (typeof PROFILE_SHARE_DAYS)[number];

/** Longest "about me". */
export const PROFILE_ABOUT_MAX = 500;

export const PROFILE_MESSAGES = {
  sectionsInvalid: `Choose what to show from: ${PROFILE_SECTIONS.join(', ')}`,
  daysInvalid: `A link stays open ${PROFILE_SHARE_DAYS.join(', ')} days`,
  aboutLong: `Write at most ${PROFILE_ABOUT_MAX} characters about yourself`,
  incomplete: 'Complete your renter profile before applying with it',
  shareGone: 'This shared profile has expired or was withdrawn by the tenant.',
  shareNotFound: 'Shared profile not found',
} as const;

// ---- the JSON ----------------------------------------------------------------------------

/** What the tenant types on their profile (PUT /api/renter-profile/me); empty means not given. */
export interface RenterProfileFields {
  phone: string;
  /** YYYY-MM-DD, or '' */
  dateOfBirth: string;
  occupation: string;
  employer: string;
  /** Whole naira; null when not given. */
  monthlyIncome: number | null;
  ninNumber: string;
  referenceName: string;
  referencePhone: string;
  referenceEmail: string;
  referenceRelationship: Relationship | '';
  guarantorName: string;
  guarantorPhone: string;
  guarantorEmail: string;
  guarantorRelationship: Relationship | '';
  guarantorOccupation: string;
  guarantorEmployer: string;
  guarantorNinNumber: string;
  about: string;
}

export interface RenterProfileUpdate extends Partial<RenterProfileFields> {
  shown?: ProfileSection[];
  showLandlordReviews?: boolean;
}

/** A landlord's review of a tenant at the end of their tenancy. */
export interface TenantReviewDto {
  id: string;
  tenancyId: string;
  /** Stars, 1 to 5. */
  rentOnTime: number;
  careOfHome: number;
  communication: number;
  wouldLetAgain: boolean;
  text: string;
  landlordName: string;
  propertyTitle: string;
  createdAt: string;
}

export const TENANT_REVIEW_CATEGORIES = ['rentOnTime', 'careOfHome', 'communication'] as const;
export type TenantReviewCategory = (typeof TENANT_REVIEW_CATEGORIES)[number];
export const TENANT_REVIEW_CATEGORY_LABELS: Record<TenantReviewCategory, string> = {
  rentOnTime: 'Paid rent on time',
  careOfHome: 'Looked after the home',
  communication: 'Easy to deal with',
};

export const TENANT_REVIEW_MESSAGES = {
  stars: (label: string) => `Rate "${label.toLowerCase()}" from 1 to 5 stars`,
  wouldLetAgain: 'Say whether you would let to this tenant again',
  textRequired: 'Please write about your tenant',
  textShort: 'Write at least 20 characters about your tenant',
  textLong: 'A review can be at most 2000 characters',
  notOpen: 'You can review your tenant once notice is given or the tenancy has ended.',
  exists: 'You have already reviewed this tenant for this tenancy.',
} as const;

export interface TenantReviewRequest {
  rentOnTime: number;
  careOfHome: number;
  communication: number;
  wouldLetAgain: boolean;
  text: string;
}

/** A tenancy's review of its tenant, for its landlord: whether it may be written, and the one written. */
export interface TenancyTenantReviewResponse {
  canWrite: boolean;
  /** Why it cannot be written now (null when it can, or once written). */
  closedReason: string | null;
  review: TenantReviewDto | null;
}

/** A shared link as its tenant sees it. */
export interface ProfileShareDto {
  id: string;
  /** The link to hand out. */
  url: string;
  sections: ProfileSection[];
  expiresAt: string;
  revokedAt: string | null;
  state: 'open' | 'expired' | 'revoked';
  createdAt: string;
}

export interface ProfileShareRequest {
  days: ProfileShareDays;
  /** What the link shows; the profile's choice when left out. */
  sections?: ProfileSection[];
}

/**
 * The parts of a profile a reader is shown: the tenant's chosen sections only (identity never
 * with a NIN); landlords' reviews only in the applicant file, and only with the tenant's consent.
 */
export interface SharedProfileDto {
  name: string;
  memberSince: string;
  about: string | null;
  sections: ProfileSection[];
  identity?: { kycStatus: KycStatus; verifiedName: string | null };
  work?: { occupation: string; employer: string; monthlyIncome: number | null };
  reference?: { name: string; relationship: Relationship | '' };
  guarantor?: {
    name: string;
    relationship: Relationship | '';
    occupation: string;
    employer: string;
  };
  rentRecord?: RenterFactsDto;
  landlordReviews?: TenantReviewDto[];
  /** On a shared link: when it stops opening. */
  expiresAt?: string;
}

/** The signed-in tenant's profile (GET /api/renter-profile/me). */
export interface RenterProfileDto {
  fields: RenterProfileFields;
  account: { name: string; email: string };
  identity: { kycStatus: KycStatus; verifiedName: string | null; ninFromKyc: boolean };
  shown: ProfileSection[];
  showLandlordReviews: boolean;
  rentRecord: RenterFactsDto;
  /** What landlords wrote about the tenant; the tenant always sees them. */
  landlordReviews: TenantReviewDto[];
  /** The fields still needed to apply with the profile, with the booking form's messages. */
  missing: { field: string; message: string }[];
  shares: ProfileShareDto[];
  updatedAt: string | null;
}

/** Apply with the profile (POST /api/renter-profile/apply). */
export interface ApplyWithProfileRequest {
  propertyId: string;
}

/** A WhatsApp share of a profile link. */
export const whatsappShareUrl = (url: string, name: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${name}'s renter profile on RentNaija: ${url}`)}`;
