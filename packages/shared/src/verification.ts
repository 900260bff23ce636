/**
 * Identity verification (KYC) and proof of the right to let a
 * listing: the option lists, statuses, limits, texts and the field rules that the API's DTOs and
 * the /kyc form both apply, so the two can never disagree.
 */
import { EMAIL_PATTERN, isNigerianPhone, isNin, reasonMessages } from './rules.js';
import { MESSAGES } from './messages.js';
import { isCalendarDate } from './dates.js';

/** A user's KYC: none yet, then pending on submit, then approved or rejected by an admin. */
export const KYC_STATUSES = ['not_submitted', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** States of anything staff review (a KYC submission, an ownership proof). */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Only these roles verify their identity. */
export const KYC_ROLES = ['tenant', 'landlord'] as const;

/** Government ID choices; national ID first (and the default). */
export const GOVERNMENT_ID_TYPES = [
  { value: 'national-id', label: 'National ID (NIN slip or card)' },
  { value: 'passport', label: 'International passport' },
  { value: 'drivers-license', label: "Driver's licence" },
  { value: 'voters-card', label: "Voter's card (PVC)" },
] as const;
export type GovernmentIdType = (typeof GOVERNMENT_ID_TYPES)[number]['value'];
export const DEFAULT_GOVERNMENT_ID_TYPE: GovernmentIdType = 'national-id';

export const NATIONALITIES = ['Nigerian', 'Other'] as const;
export type Nationality = (typeof NATIONALITIES)[number];

export const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'self-employed', label: 'Self-employed' },
  { value: 'unemployed', label: 'Unemployed' },
  { value: 'student', label: 'Student' },
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value'];

/** How long the user has lived at their current address. */
export const ADDRESS_DURATIONS = [
  { value: 'less-than-1-year', label: 'Less than 1 year' },
  { value: '1-2-years', label: '1-2 years' },
  { value: '2-5-years', label: '2-5 years' },
  { value: 'more-than-5-years', label: 'More than 5 years' },
] as const;
export type AddressDuration = (typeof ADDRESS_DURATIONS)[number]['value'];

/** The 36 states and the Federal Capital Territory. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];

/** The two documents a KYC submission carries. */
export const KYC_DOCUMENT_KINDS = ['government_id', 'proof_of_residency'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export const KYC_DOCUMENT_LABELS: Record<KycDocumentKind, string> = {
  government_id: 'Government ID',
  proof_of_residency: 'Proof of residency',
};

/** What a landlord may send to prove the right to let a listing. */
export const OWNERSHIP_DOCUMENT_TYPES = [
  { value: 'title_document', label: "Title document (C of O, Governor's consent)" },
  { value: 'deed_of_assignment', label: 'Deed of assignment' },
  { value: 'letter_of_authority', label: 'Letter of authority from the owner' },
] as const;
export type OwnershipDocumentType = (typeof OWNERSHIP_DOCUMENT_TYPES)[number]['value'];

/**
 * The registry check of a NIN: waiting for the registry, then how well what the user typed
 * agrees with the registered record (or not found; or an answer that could not be read; or the
 * registry could not be reached).
 */
export const NIN_CHECK_STATUSES = [
  'pending',
  'match',
  'partial',
  'mismatch',
  'not_found',
  'unreadable',
  'error',
] as const;
export type NinCheckStatus = (typeof NIN_CHECK_STATUSES)[number];
export const NIN_CHECK_LABELS: Record<NinCheckStatus, string> = {
  pending: 'Waiting for the registry',
  match: 'Matches the registry',
  partial: 'Partly matches the registry',
  mismatch: 'Does not match the registry',
  not_found: 'NIN not found in the registry',
  unreadable: "Registry's answer could not be read",
  error: 'Registry could not be reached',
};
/** Scores (0–100) at or above `match` are a match, at or above `partial` a partial match. */
export const NIN_MATCH_THRESHOLDS = { match: 90, partial: 60 } as const;

export const KYC_LIMITS = {
  name: 80,
  email: 254,
  phone: 20,
  text: 120,
  address: 300,
  postalCode: 12,
  /** Whole naira a month. */
  maxMonthlyIncome: 1_000_000_000,
  minAge: 18,
  maxAge: 120,
} as const;

/** The KYC page's and form's texts, shared by the API and the clients. */
export const KYC_MESSAGES = {
  onlyTenantsAndLandlords: 'KYC is only available for tenants and landlords.',
  loginRequired: 'You must be logged in to submit KYC',
  invalidFileType: 'Invalid file type. Only JPG, PNG, PDF allowed.',
  fileTooLarge: 'File too large. Max 5MB allowed.',
  uploadFailed: (reason: string) => `Upload failed: ${reason}`,
  noAuthToken: 'No authentication token available',
  userIdMissing: 'User ID not available',
  waitForUploads: 'Please wait for all files to finish uploading before submitting.',
  completeAllFields: 'Please complete all required fields before submitting.',
  submitted: 'KYC submitted successfully! It will be reviewed within 24-48 hours.',
  submitFailed: (reason: string) => `Failed to submit KYC: ${reason}`,
  alreadyApproved: 'Your identity is already verified.',
  underReview: 'Your KYC is being reviewed; you can change it once a decision is made.',
} as const;

/** A staff decision's alerts: 'Refund approved successfully', 'Failed to deny refund', … */
const decisionMessages = (subject: string, [refused, refuse] = ['rejected', 'reject']) => {
  const Subject = subject.charAt(0).toUpperCase() + subject.slice(1);
  return {
    approved: `${Subject} approved successfully`,
    rejected: `${Subject} ${refused} successfully`,
    approveFailed: `Failed to approve ${subject}`,
    rejectFailed: `Failed to ${refuse} ${subject}`,
  };
};

/** Staff decisions' alerts (success or failure of each approve and reject), for the console. */
export const DECISION_MESSAGES = {
  kyc: decisionMessages('KYC submission'),
  proof: decisionMessages('ownership proof'),
  application: decisionMessages('application'),
  refund: decisionMessages('refund', ['denied', 'deny']),
  payoutAccount: decisionMessages('payout account'),
} as const;

/** A reviewer's reason for rejecting a KYC submission or an ownership proof. */
export const DECISION_REASON_MESSAGES = reasonMessages(
  'say what the person should correct or send again',
);

/** Everything the four steps ask for, as the form holds it and the API receives it. */
export interface KycFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  nationality: Nationality;
  occupation: string;
  employer: string;
  employerPhone: string;
  employerEmail?: string | null;
  /** Whole naira a month. */
  monthlyIncome: number;
  employmentType: EmploymentType;
  currentAddress: string;
  currentCity: string;
  currentState: NigerianState;
  currentPostalCode?: string | null;
  addressDuration: AddressDuration;
  governmentIdType: GovernmentIdType;
  ninNumber: string;
  /** Ids answered by POST /api/kyc/documents. */
  governmentIdDocumentId: string;
  proofOfResidencyDocumentId: string;
}
export type KycField = keyof KycFields;

/** The four steps and the fields each one asks for, in order. */
export const KYC_STEPS = [
  {
    key: 'personal',
    title: 'Personal details',
    fields: ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'nationality'],
  },
  {
    key: 'employment',
    title: 'Employment',
    fields: [
      'occupation',
      'employer',
      'employerPhone',
      'employerEmail',
      'monthlyIncome',
      'employmentType',
    ],
  },
  {
    key: 'address',
    title: 'Current address',
    fields: [
      'currentAddress',
      'currentCity',
      'currentState',
      'currentPostalCode',
      'addressDuration',
    ],
  },
  {
    key: 'documents',
    title: 'Documents and NIN',
    fields: [
      'governmentIdType',
      'governmentIdDocumentId',
      'ninNumber',
      'proofOfResidencyDocumentId',
    ],
  },
] as const satisfies readonly { key: string; title: string; fields: readonly KycField[] }[];

/** Fields that may be left empty (then not saved). */
export const OPTIONAL_KYC_FIELDS: readonly KycField[] = ['employerEmail', 'currentPostalCode'];

const LOOSE_PHONE = /^[+\d][\d\s()-]{6,19}$/;
const POSTAL_CODE = /^\d{6}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const values = (list: readonly { value: string }[]) => list.map((o) => o.value) as string[];

/** Full years between a YYYY-MM-DD birth date and `today` (UTC), or null for an impossible date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const m = DATE.exec(dateOfBirth);
  if (!m) return null;
  if (!isCalendarDate(dateOfBirth)) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

type Rule = (value: unknown, today: Date) => string | null;

const text =
  (label: string, max: number): Rule =>
  (value) => {
    if (typeof value !== 'string' || value.trim() === '') return `${label} is required`;
    if (value.trim().length > max) return `${label} must be at most ${max} characters`;
    return null;
  };

const choice =
  (message: string, allowed: readonly string[]): Rule =>
  (value) =>
    typeof value === 'string' && allowed.includes(value) ? null : message;

const documentId =
  (message: string): Rule =>
  (value) =>
    typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? null : message;

/** One rule per field; optional fields pass when empty. */
const RULES: Record<KycField, Rule> = {
  firstName: text('First name', KYC_LIMITS.name),
  lastName: text('Last name', KYC_LIMITS.name),
  email: (value) => {
    if (typeof value !== 'string' || value.trim() === '') return MESSAGES.emailRequired;
    if (value.trim().length > KYC_LIMITS.email || !EMAIL_PATTERN.test(value.trim())) {
      return MESSAGES.emailInvalid;
    }
    return null;
  },
  phone: (value) => {
    if (typeof value !== 'string' || value.trim() === '') return 'Phone number is required';
    return isNigerianPhone(value)
      ? null
      : 'Enter a Nigerian phone number such as 08031234567 or +2348031234567';
  },
  dateOfBirth: (value, today) => {
    if (typeof value !== 'string' || value.trim() === '') return 'Date of birth is required';
    const age = ageOn(value.trim(), today);
    if (age === null || age < 0) return 'Enter a valid date of birth';
    if (age < KYC_LIMITS.minAge) return `You must be at least ${KYC_LIMITS.minAge} years old`;
    if (age > KYC_LIMITS.maxAge) return 'Enter a valid date of birth';
    return null;
  },
  nationality: choice('Please choose your nationality', NATIONALITIES),
  occupation: text('Occupation', KYC_LIMITS.text),
  employer: text('Employer', KYC_LIMITS.text),
  employerPhone: (value) => {
    if (typeof value !== 'string' || value.trim() === '') return 'Employer phone is required';
    return LOOSE_PHONE.test(value.trim()) ? null : 'Employer phone number is invalid';
  },
  employerEmail: (value) => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string') return 'Employer email is invalid';
    const v = value.trim();
    return v === '' || (v.length <= KYC_LIMITS.email && EMAIL_PATTERN.test(v))
      ? null
      : 'Employer email is invalid';
  },
  monthlyIncome: (value) => {
    if (value === undefined || value === null || value === '') return 'Monthly income is required';
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      return 'Monthly income must be a whole number of naira';
    }
    return value > KYC_LIMITS.maxMonthlyIncome ? 'Monthly income is too large' : null;
  },
  employmentType: choice('Please choose an employment type', values(EMPLOYMENT_TYPES)),
  currentAddress: text('Address', KYC_LIMITS.address),
  currentCity: text('City', KYC_LIMITS.text),
  currentState: choice('Please choose a state', NIGERIAN_STATES),
  currentPostalCode: (value) => {
    if (value === undefined || value === null || value === '') return null;
    return typeof value === 'string' && (value.trim() === '' || POSTAL_CODE.test(value.trim()))
      ? null
      : 'Postal code must be 6 digits';
  },
  addressDuration: choice('Please choose how long you have lived there', values(ADDRESS_DURATIONS)),
  governmentIdType: choice('Please choose an ID type', values(GOVERNMENT_ID_TYPES)),
  governmentIdDocumentId: documentId('Please upload your government ID'),
  ninNumber: (value) => {
    if (typeof value !== 'string' || value.trim() === '') return 'NIN is required';
    return isNin(value.trim()) ? null : 'NIN must be exactly 11 digits';
  },
  proofOfResidencyDocumentId: documentId('Please upload a proof of residency'),
};

/** The error of one field given every value of the form, or null when it is fine. */
export function kycFieldError(
  field: KycField,
  fields: Partial<Record<KycField, unknown>>,
  today: Date = new Date(),
): string | null {
  return RULES[field](fields[field], today);
}

/** The errors of one step (0-based), by field; empty when the step may move on. */
export function kycStepErrors(
  step: number,
  fields: Partial<Record<KycField, unknown>>,
  today: Date = new Date(),
): Partial<Record<KycField, string>> {
  const errors: Partial<Record<KycField, string>> = {};
  for (const field of KYC_STEPS[step]?.fields ?? []) {
    const error = kycFieldError(field, fields, today);
    if (error) errors[field] = error;
  }
  return errors;
}
