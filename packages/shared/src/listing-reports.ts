/** Why someone reports a listing. `other` needs words of its own. */
export const LISTING_REPORT_REASONS = [
  'already_let',
  'wrong_price',
  'photos_not_this_home',
  'pay_before_viewing',
  'not_owner_or_agent',
  'offensive',
  'other',
] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

export const LISTING_REPORT_REASON_LABELS: Record<ListingReportReason, string> = {
  already_let: 'Already let',
  wrong_price: 'Wrong price',
  photos_not_this_home: 'Photos are not of this home',
  pay_before_viewing: 'Asked me to pay before a viewing or outside RentNaija',
  not_owner_or_agent: 'Not the owner or agent',
  offensive: 'Offensive',
  other: 'Other',
};

/** What staff decide about a listing's reports. */
export const LISTING_REPORT_OUTCOMES = [
  'dismiss',
  'ask_landlord',
  'hide_listing',
  'suspend_landlord',
] as const;
export type ListingReportOutcome = (typeof LISTING_REPORT_OUTCOMES)[number];

export const LISTING_REPORT_OUTCOME_LABELS: Record<ListingReportOutcome, string> = {
  dismiss: 'Dismiss',
  ask_landlord: 'Ask the landlord',
  hide_listing: 'Hide the listing',
  suspend_landlord: 'Suspend the landlord',
};

/** Reports from this many different people hide a listing until staff decide. */
export const LISTING_REPORTS_TO_HIDE = 3;
/** A report may carry one photo (a screenshot of a chat, the real building): JPG or PNG. */
export const LISTING_REPORT_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const LISTING_REPORT_PHOTO_MESSAGES = {
  tooMany: 'Attach one photo',
  notAPhoto: 'The photo must be a JPG or PNG image',
} as const;

/** The longest text of a report. */
export const LISTING_REPORT_DETAILS_MAX = 1000;

export const LISTING_REPORT_STATUS_VALUES = ['open', 'decided'] as const;
export type ListingReportCaseStatus = (typeof LISTING_REPORT_STATUS_VALUES)[number];
