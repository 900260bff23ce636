/**
 * Reviews of homes and landlords, written by the tenants who lived there: when a tenancy opens
 * one, what a review holds, its limits, and the JSON the API answers with.
 */
import type { Pagination } from './api-types.js';
import { addDays } from './dates.js';

/** `during`: after REVIEW_DUE_DAYS of an active tenancy; `end`: once the tenancy has ended. */
export const REVIEW_STAGES = ['during', 'end'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

export const REVIEW_STAGE_LABELS: Record<ReviewStage, string> = {
  during: 'During the tenancy',
  end: 'At the end of the tenancy',
};

/** Days from the move-in date after which the tenant may review the home (West Africa Time). */
export const REVIEW_DUE_DAYS = 60;

/** What the tenant rates from 1 to 5 stars. */
export const REVIEW_CATEGORIES = ['power', 'water', 'security', 'responsiveness'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const REVIEW_CATEGORY_LABELS: Record<ReviewCategory, string> = {
  power: 'Power supply',
  water: 'Water',
  security: 'Security',
  responsiveness: "Landlord's responsiveness",
};

export const AS_ADVERTISED_ANSWERS = ['yes', 'partly', 'no'] as const;
export type AsAdvertised = (typeof AS_ADVERTISED_ANSWERS)[number];

export const AS_ADVERTISED_LABELS: Record<AsAdvertised, string> = {
  yes: 'Yes',
  partly: 'Partly',
  no: 'No',
};

/** What keeps the lights on when the grid is off. */
export const POWER_BACKUPS = ['none', 'generator', 'inverter', 'both'] as const;
export type PowerBackup = (typeof POWER_BACKUPS)[number];

export const POWER_BACKUP_LABELS: Record<PowerBackup, string> = {
  none: 'No backup',
  generator: 'Generator',
  inverter: 'Inverter / solar',
  both: 'Generator and inverter',
};

/** Lengths of what people write about a review (characters, once trimmed). */
export const REVIEW_TEXT_LIMITS = { min: 20, max: 2000 } as const;
export const REVIEW_ANSWER_LIMITS = { min: 2, max: 1000 } as const;
export const REVIEW_REPORT_LIMITS = { min: 10, max: 1000 } as const;

/** The field messages the API and the forms show. */
export const REVIEW_MESSAGES = {
  stars: (label: string) => `Rate ${label.toLowerCase()} from 1 to 5 stars`,
  asAdvertised: 'Say whether the home was as advertised: yes, partly or no',
  stage: 'Choose the review: during the tenancy or at its end',
  powerGridHours: 'Hours of grid power a day must be a whole number from 0 to 24',
  powerBackup: 'Choose the power backup: none, generator, inverter or both',
  textRequired: 'Please write about your time in the home',
  textShort: `Write at least ${REVIEW_TEXT_LIMITS.min} characters about your time in the home`,
  textLong: `A review can be at most ${REVIEW_TEXT_LIMITS.max} characters`,
  answerRequired: 'Please write your answer',
  answerShort: `An answer needs at least ${REVIEW_ANSWER_LIMITS.min} characters`,
  answerLong: `An answer can be at most ${REVIEW_ANSWER_LIMITS.max} characters`,
  reportRequired: 'Please say what is wrong with this review',
  reportShort: `Give at least ${REVIEW_REPORT_LIMITS.min} characters so our team understands`,
  reportLong: `A reason can be at most ${REVIEW_REPORT_LIMITS.max} characters`,
} as const;

/**
 * A review's state for staff: shown; reported by a party (waiting for staff); kept after a report;
 * hidden by staff (shown nowhere public).
 */
export const TENANCY_REVIEW_STATUSES = ['visible', 'reported', 'kept', 'hidden'] as const;
export type TenancyReviewStatus = (typeof TENANCY_REVIEW_STATUSES)[number];

export const TENANCY_REVIEW_STATUS_LABELS: Record<TenancyReviewStatus, string> = {
  visible: 'Shown',
  reported: 'Reported',
  kept: 'Kept',
  hidden: 'Hidden',
};

/** Reviews per page on a listing and a landlord's profile. */
export const REVIEWS_PER_PAGE = 10;

/** How a reviewer is named in public: first name and the initial of the last ('Amaka N.'). */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A tenant';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}

/** The day (YYYY-MM-DD, WAT) a tenancy that moved in on `moveInDate` may first be reviewed. */
export const reviewDueOn = (moveInDate: string) => addDays(moveInDate, REVIEW_DUE_DAYS);

export type ReviewRatings = Record<ReviewCategory, number>;

/** The landlord's one answer to a review. */
export interface ReviewAnswerDto {
  text: string;
  answeredAt: string;
}

/** A review as anyone reads it: the tenant named by first name and initial, never in full. */
export interface ReviewDto {
  id: string;
  stage: ReviewStage;
  ratings: ReviewRatings;
  asAdvertised: AsAdvertised;
  powerGridHours: number | null;
  powerBackup: PowerBackup | null;
  text: string;
  reviewerName: string;
  /** Always true: a review exists only for a tenancy that happened. */
  verifiedTenancy: true;
  property: { id: string; title: string };
  answer: ReviewAnswerDto | null;
  createdAt: string;
}

/** Averages (one decimal; null with no reviews) and counts of the reviews shown. */
export interface ReviewSummaryDto {
  count: number;
  /** The mean of the four categories' averages. */
  overall: number | null;
  averages: Record<ReviewCategory, number | null>;
  asAdvertised: Record<AsAdvertised, number>;
}

export interface ReviewsPageResponse {
  summary: ReviewSummaryDto;
  data: ReviewDto[];
  pagination: Pagination;
}

export interface LandlordProfileResponse extends ReviewsPageResponse {
  landlord: { id: string; name: string; memberSince: string; listings: number };
}

/** A review as a party of its tenancy sees it on the tenancy's page. */
export interface TenancyReviewDto extends ReviewDto {
  status: TenancyReviewStatus;
  /** Whether the signed-in party has reported it. */
  reportedByMe: boolean;
}

/** What a tenancy's page needs: which review is open to its tenant now, and those written. */
export interface TenancyReviewsResponse {
  /** The stage the tenant may write now; null when none is open (or the viewer is not the tenant). */
  openStage: ReviewStage | null;
  /** While active and not yet due: the day the review opens (WAT). */
  opensOn: string | null;
  reviews: TenancyReviewDto[];
}

/** A party's report of a review, as staff read it. */
export interface ReviewReportDto {
  id: string;
  reporterRole: 'tenant' | 'landlord';
  reporter: { id: string; name: string; email: string };
  reason: string;
  createdAt: string;
}

/** A reported review as the console lists it: the review in full, its parties and its reports. */
export interface AdminReportedReviewDto extends Omit<
  ReviewDto,
  'reviewerName' | 'verifiedTenancy'
> {
  status: TenancyReviewStatus;
  tenancyId: string;
  tenant: { id: string; name: string; email: string };
  landlord: { id: string; name: string; email: string };
  reports: ReviewReportDto[];
  /** When the latest report came. */
  reportedAt: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  decisionReason: string | null;
  updatedAt: string;
}

/** What the console says after a decision on a reported review. */
export const REVIEW_DECISION_MESSAGES = {
  kept: 'Review kept: it stays on the listing',
  hidden: 'Review hidden from the listing and the landlord’s profile',
  keepFailed: 'Failed to keep the review',
  hideFailed: 'Failed to hide the review',
} as const;

/** What a review says about power beyond the stars: '10 h of grid power a day · Generator'. */
export function reviewPowerText(
  r: Pick<ReviewDto, 'powerGridHours' | 'powerBackup'>,
): string | null {
  const parts = [
    r.powerGridHours !== null ? `${r.powerGridHours} h of grid power a day` : null,
    r.powerBackup ? POWER_BACKUP_LABELS[r.powerBackup] : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
