/**
 * Rental applications: states, the booking form's rules and messages, and
 * the JSON the API answers with. The server's DTOs and the booking form check the same rules.
 */
import { ageOn, type KycStatus, NIN_CHECK_STATUSES } from './verification.js';
import type { TenancyState } from './tenancies.js';
import { NIN_LENGTH, RELATIONSHIP_OPTIONS } from './constants.js';
import type { ListingFees, MoveInCost } from './fees.js';
import type { ListingSummary } from './api-types.js';
import { EMAIL_PATTERN } from './rules.js';
import type { SharedProfileDto } from './renter-profile.js';

/**
 * `lapsed`: approved, but not paid by the offer's deadline (`offerExpiresAt`); the listing went
 * back on the market.
 */
export const APPLICATION_STATUSES = [
  'pending',
  'under_review',
  'approved',
  'rejected',
  'lapsed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Applications still waiting for a decision: a tenant has at most one of these per listing. */
export const OPEN_APPLICATION_STATUSES = ['pending', 'under_review'] as const;

/** The decisions a reviewer may take from each state (approved and rejected are final). */
export const APPLICATION_REVIEW_TRANSITIONS: Record<
  ApplicationStatus,
  readonly ApplicationStatus[]
> = {
  pending: ['under_review', 'approved', 'rejected'],
  under_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
  lapsed: [],
};
export const APPLICATION_DECISIONS = ['under_review', 'approved', 'rejected'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

export const GUARANTOR_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type GuarantorStatus = (typeof GUARANTOR_STATUSES)[number];
export const GUARANTOR_DECISIONS = ['confirm', 'decline'] as const;
export type GuarantorDecision = (typeof GUARANTOR_DECISIONS)[number];
/**
 * An approval is an offer with a deadline (the server's PAYMENT_OFFER_HOURS after approval);
 * the applicant is reminded half way and this many hours before it ends.
 */
export const OFFER_FINAL_REMINDER_HOURS = 6;

/** Days a guarantor's consent link stays valid. */
export const GUARANTOR_LINK_DAYS = 7;

/** What a guarantor commits to, shown on the consent page and in the email. */
export const GUARANTOR_COMMITMENTS = [
  'You know the applicant and believe they can pay the rent.',
  'If the applicant fails to pay rent or to make good damage beyond normal wear, the landlord may ask you to pay it.',
  'You may be contacted to confirm your identity and your details before the tenancy starts.',
  'Your commitment ends with the tenancy; it does not cover any other home or person.',
] as const;

export type Relationship = (typeof RELATIONSHIP_OPTIONS)[number];
/** The booking form's relationship choices, with their labels. */
export const RELATIONSHIP_CHOICES: readonly { value: Relationship; label: string }[] =
  RELATIONSHIP_OPTIONS.map((value) => ({
    value,
    label: value.charAt(0).toUpperCase() + value.slice(1),
  }));

/** The age an applicant must have reached on the day they apply. */
export const MINIMUM_APPLICANT_AGE = 18;

/** The booking form's messages, shown by the form and sent by the API in the same words. */
export const APPLICATION_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Date of birth must be a date such as 1994-05-21',
  tooYoung: `You must be at least ${MINIMUM_APPLICANT_AGE} years old to rent`,
  occupationRequired: 'Occupation is required',
  employerRequired: 'Employer is required',
  monthlyIncomeRequired: 'Monthly income is required',
  monthlyIncomeInvalid: 'Monthly income must be a whole number of naira',
  ninRequired: 'NIN number is required',
  ninLength: 'NIN number must be 11 digits',
  ninDigits: 'NIN number must contain only digits',
  referenceNameRequired: 'Reference name is required',
  referencePhoneRequired: 'Reference phone is required',
  referencePhoneInvalid: 'Reference phone is invalid',
  referenceEmailRequired: 'Reference email is required',
  referenceEmailInvalid: 'Reference email is invalid',
  referenceRelationshipRequired: 'Please select a reference relationship',
  guarantorNameRequired: 'Guarantor name is required',
  guarantorPhoneRequired: 'Guarantor phone is required',
  guarantorPhoneInvalid: 'Guarantor phone is invalid',
  guarantorEmailRequired: 'Guarantor email is required',
  guarantorEmailInvalid: 'Guarantor email is invalid',
  guarantorRelationshipRequired: 'Please select a guarantor relationship',
  guarantorOccupationRequired: 'Guarantor occupation is required',
  guarantorEmployerRequired: 'Guarantor employer is required',
  guarantorNinRequired: 'Guarantor NIN number is required',
  guarantorNinLength: 'Guarantor NIN number must be 11 digits',
  guarantorNinDigits: 'Guarantor NIN number must contain only digits',
  guarantorIsApplicant: 'Your guarantor must be someone other than you',
} as const;

/** Longest text each application field takes. */
export const APPLICATION_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  text: 120,
  note: 1000,
} as const;

/** Phone numbers of applicants, references and guarantors: digits with +, spaces or dashes. */
export const APPLICATION_PHONE_PATTERN = /^\+?[\d\s-]{7,20}$/;

/**
 * The NIN rule with the form's messages: required, then 11 characters, then digits only.
 * `guarantor` picks the guarantor's wording. Null when the value is a valid NIN.
 */
export function ninError(value: unknown, guarantor = false): string | null {
  const m = APPLICATION_MESSAGES;
  if (typeof value !== 'string' || value.trim() === '')
    return guarantor ? m.guarantorNinRequired : m.ninRequired;
  if (value.length !== NIN_LENGTH) return guarantor ? m.guarantorNinLength : m.ninLength;
  if (!/^\d+$/.test(value)) return guarantor ? m.guarantorNinDigits : m.ninDigits;
  return null;
}

/** What a tenant sends to apply (POST /api/applications). */
export interface ApplicationRequest {
  propertyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  occupation: string;
  employer: string;
  /** Whole naira. */
  monthlyIncome: number;
  ninNumber: string;
  referenceName: string;
  referencePhone: string;
  referenceEmail: string;
  referenceRelationship: Relationship;
  guarantorName: string;
  guarantorPhone: string;
  guarantorEmail: string;
  guarantorRelationship: Relationship;
  guarantorOccupation: string;
  guarantorEmployer: string;
  guarantorNinNumber: string;
}

/** The four steps of the booking form and the fields each one checks. */
export const APPLICATION_STEPS = {
  personal: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'dateOfBirth',
    'occupation',
    'employer',
    'monthlyIncome',
    'ninNumber',
  ],
  reference: ['referenceName', 'referencePhone', 'referenceEmail', 'referenceRelationship'],
  guarantor: [
    'guarantorName',
    'guarantorPhone',
    'guarantorEmail',
    'guarantorRelationship',
    'guarantorOccupation',
    'guarantorEmployer',
    'guarantorNinNumber',
  ],
} as const satisfies Record<string, readonly (keyof ApplicationRequest)[]>;
export type ApplicationStep = keyof typeof APPLICATION_STEPS;

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * The errors of one step of the booking form, field by field in the form's order (the form joins
 * them with commas). The server's DTO applies the same rules field by field.
 */
export function applicationStepErrors(
  step: ApplicationStep,
  values: Partial<Record<keyof ApplicationRequest, unknown>>,
  today: Date = new Date(),
): { field: keyof ApplicationRequest; message: string }[] {
  const m = APPLICATION_MESSAGES;
  const errors: { field: keyof ApplicationRequest; message: string }[] = [];
  const add = (field: keyof ApplicationRequest, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const text = (field: keyof ApplicationRequest, required: string) =>
    add(field, blank(values[field]) ? required : null);
  const email = (field: keyof ApplicationRequest, required: string, invalid: string) =>
    add(
      field,
      blank(values[field])
        ? required
        : EMAIL_PATTERN.test(String(values[field]).trim())
          ? null
          : invalid,
    );
  const phone = (field: keyof ApplicationRequest, required: string, invalid: string) =>
    add(
      field,
      blank(values[field])
        ? required
        : APPLICATION_PHONE_PATTERN.test(String(values[field]).trim())
          ? null
          : invalid,
    );
  const relationship = (field: keyof ApplicationRequest, required: string) =>
    add(
      field,
      (RELATIONSHIP_OPTIONS as readonly unknown[]).includes(values[field]) ? null : required,
    );

  if (step === 'personal') {
    text('firstName', m.firstNameRequired);
    text('lastName', m.lastNameRequired);
    email('email', m.emailRequired, m.emailInvalid);
    phone('phone', m.phoneRequired, m.phoneInvalid);
    const dob = values.dateOfBirth;
    if (blank(dob)) add('dateOfBirth', m.dateOfBirthRequired);
    else {
      const age = ageOn(String(dob), today);
      add(
        'dateOfBirth',
        age === null ? m.dateOfBirthInvalid : age < MINIMUM_APPLICANT_AGE ? m.tooYoung : null,
      );
    }
    text('occupation', m.occupationRequired);
    text('employer', m.employerRequired);
    const income = values.monthlyIncome;
    if (blank(income)) add('monthlyIncome', m.monthlyIncomeRequired);
    else if (!Number.isInteger(Number(income)) || Number(income) < 0)
      add('monthlyIncome', m.monthlyIncomeInvalid);
    add('ninNumber', ninError(values.ninNumber));
  } else if (step === 'reference') {
    text('referenceName', m.referenceNameRequired);
    phone('referencePhone', m.referencePhoneRequired, m.referencePhoneInvalid);
    email('referenceEmail', m.referenceEmailRequired, m.referenceEmailInvalid);
    relationship('referenceRelationship', m.referenceRelationshipRequired);
  } else {
    text('guarantorName', m.guarantorNameRequired);
    phone('guarantorPhone', m.guarantorPhoneRequired, m.guarantorPhoneInvalid);
    email('guarantorEmail', m.guarantorEmailRequired, m.guarantorEmailInvalid);
    relationship('guarantorRelationship', m.guarantorRelationshipRequired);
    text('guarantorOccupation', m.guarantorOccupationRequired);
    text('guarantorEmployer', m.guarantorEmployerRequired);
    add('guarantorNinNumber', ninError(values.guarantorNinNumber, true));
  }
  return errors;
}

/** A NIN as a listing's landlord sees it: only the last four digits. */
export function maskNin(nin: string): string {
  return `${'*'.repeat(Math.max(0, nin.length - 4))}${nin.slice(-4)}`;
}

/**
 * An application. `ninNumber` and `guarantorNinNumber` are whole for the tenant and staff and
 * masked to their last four digits for the listing's landlord (`ninMasked` says which).
 */
export interface ApplicationDto extends Omit<ApplicationRequest, 'monthlyIncome'> {
  id: string;
  tenantId: string;
  landlordId: string;
  status: ApplicationStatus;
  monthlyIncome: number;
  ninMasked: boolean;
  guarantorStatus: GuarantorStatus;
  guarantorRespondedAt: string | null;
  guarantorLinkExpiresAt: string | null;
  applicationFeePaid: boolean;
  depositPaid: boolean;
  paymentReference: string | null;
  /**
   * While approved and unpaid: when the offer ends (the application lapses and the home goes
   * back on the market if it is not paid by then). Null otherwise.
   */
  offerExpiresAt: string | null;
  reviewedAt: string | null;
  reviewNote: string | null;
  createdAt: string;
  updatedAt: string;
  /** The listing it is for. */
  property: ListingSummary | null;
  /**
   * What moving in costs, frozen when the application was made (the amount a payment charges,
   * whatever the landlord changes on the listing later).
   */
  moveIn: MoveInCost;
  /** The money agreed, item by item, as frozen on the application. */
  fees: ListingFees;
}

/** A list of applications with the count of each status (the tabs of My Applications). */
export interface ApplicationListResponse {
  data: ApplicationDto[];
  counts: Record<'all' | ApplicationStatus, number>;
  /** Hours an approved applicant has to pay before the offer lapses (the server's setting). */
  offerHours: number;
}

/**
 * The registry check of the applicant's identity NIN, as staff see its outcome, with the NIN
 * masked: `not_checked` when the applicant never sent an identity verification.
 */
export const APPLICANT_NIN_OUTCOMES = [...NIN_CHECK_STATUSES, 'not_checked'] as const;
export type ApplicantNinOutcome = (typeof APPLICANT_NIN_OUTCOMES)[number];

/**
 * A landlord's applicant file (GET /api/applications/:id/file): the application (NINs masked),
 * who the applicant is by their identity verification, their income against the rent agreed,
 * and their record on the platform.
 */
export interface ApplicantFileDto {
  application: ApplicationDto;
  identity: {
    kycStatus: KycStatus;
    /** The name on the approved identity verification; null until it is approved. */
    verifiedName: string | null;
    nin: {
      outcome: ApplicantNinOutcome;
      /** How the outcome reads ('Matches the registry', 'Not checked'). */
      label: string;
      /** The verified NIN masked to its last digits; null when there is none. */
      masked: string | null;
      /** Whether the NIN on the application is the one verified; null without a verification. */
      sameAsApplication: boolean | null;
    };
  };
  money: {
    monthlyIncome: number;
    /** The monthly rent agreed on the application, whole naira. */
    monthlyRent: number;
    /** Income divided by rent, to one decimal; null when there is no rent to compare. */
    ratio: number | null;
    /** The ratio in words: 'Income is 3.2× the monthly rent'. */
    reading: string;
  };
  history: {
    /** When the applicant's account was opened. */
    memberSince: string;
    accountAgeDays: number;
    tenancies: Record<TenancyState, number>;
    completedPayments: number;
    /** Problems the applicant reported on their tenancies. */
    disputesRaised: number;
    /** Caution deposits returned to them in full, and less deductions, at a tenancy's end. */
    depositsReturnedInFull: number;
    depositsReturnedInPart: number;
    /** Months of monthly rent paid by their due date. */
    rentMonthsOnTime: number;
    /** Months of monthly rent paid after their due date, or still unpaid past it. */
    rentMonthsLate: number;
  };
  /** Hours the applicant will have to pay if approved now (the offer's length). */
  offerHours: number;
  /**
   * The parts of the applicant's renter profile they chose to show landlords (landlords' reviews
   * of them only with their consent); null when they have no profile.
   */
  profile: SharedProfileDto | null;
}

export interface ApplicationReviewRequest {
  decision: ApplicationDecision;
  note?: string;
}

/** Withdrawing an approval that has not been paid (the listing's landlord or an admin). */
export interface WithdrawApprovalRequest {
  reason: string;
}

/** What the guarantor's consent page shows (GET /api/guarantor-requests/:token). */
export interface GuarantorRequestDto {
  applicantName: string;
  relationship: Relationship;
  status: GuarantorStatus;
  expiresAt: string;
  property: Pick<ListingSummary, 'title' | 'location' | 'city' | 'price'>;
  /** What moving in costs; the monthly rent and service charge after that. */
  moveInTotal: number;
  monthly: number;
  commitments: string[];
}
export interface GuarantorAnswerRequest {
  decision: GuarantorDecision;
  fullName: string;
}
export interface GuarantorAnswerResponse {
  status: GuarantorStatus;
  respondedAt: string;
  message: string;
}
