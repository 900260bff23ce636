import {
  APPLICATION_STEPS,
  type ApplicationRequest,
  type ApplicationStep,
  applicationStepErrors,
  type RenterProfileFields,
  type UserDto,
  withoutDraftSecrets,
} from '@rentnaija/shared';
import type { StepDefinition, StepFormDraft } from '../../../components/step-form';

/** The booking page's steps; the success screen follows the payment. */
export const STEP_TITLES = [
  'Personal Information',
  'Reference Information',
  'Guarantor Information',
  'Complete Your Payment',
] as const;
/** The three steps of the form, in order; step 4 is the payment. */
export const FORM_STEPS: readonly ApplicationStep[] = ['personal', 'reference', 'guarantor'];
export const PAYMENT_STEP = 3;

export type ApplicationField = Exclude<keyof ApplicationRequest, 'propertyId'>;
/** What the form holds: every field as typed. */
export type BookingValues = Record<ApplicationField, string>;

const FIELDS = Object.values(APPLICATION_STEPS).flat() as ApplicationField[];

/**
 * A blank form, with what the account and the tenant's renter profile already know filled in
 * (the personal, reference and guarantor steps; the guarantor still confirms each application).
 */
export function initialValues(
  user: Pick<UserDto, 'name' | 'email' | 'phone'> | null,
  profile: RenterProfileFields | null = null,
): BookingValues {
  const values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as BookingValues;
  if (!user) return values;
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  values.firstName = first;
  values.lastName = rest.join(' ');
  values.email = user.email;
  values.phone = user.phone ?? '';
  if (!profile) return values;
  for (const field of FIELDS) {
    if (!(field in profile)) continue;
    const value = profile[field as keyof RenterProfileFields];
    if (value !== null && value !== '') values[field] = String(value);
  }
  return values;
}

/**
 * The steps as the step form takes them: the three of the form, checked by the shared rules in
 * the form's order and words (the server checks the same), then the payment.
 */
export const BOOKING_STEPS: readonly StepDefinition<BookingValues>[] = [
  ...FORM_STEPS.map((step) => ({
    fields: APPLICATION_STEPS[step],
    validate: (values: BookingValues) => applicationStepErrors(step, values),
  })),
  { fields: [] },
];

export const isApplicationField = (field: string): field is ApplicationField =>
  (FIELDS as string[]).includes(field);

/** What is sent to POST /api/applications: trimmed text, the income as a number. */
export function toRequest(values: BookingValues, propertyId: string): ApplicationRequest {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v.trim()]),
  ) as BookingValues;
  return {
    ...trimmed,
    propertyId,
    monthlyIncome: Number(trimmed.monthlyIncome),
    referenceRelationship:
      trimmed.referenceRelationship as ApplicationRequest['referenceRelationship'],
    guarantorRelationship:
      trimmed.guarantorRelationship as ApplicationRequest['guarantorRelationship'],
  };
}

/** Keeps digits only, at most `max` of them (NIN inputs take 11 digits). */
export const digitsOnly = (value: string, max?: number) => {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
};

/**
 * How the unfinished form is kept on the server (one per listing, resumed on any device): its
 * values and step, without the identity numbers, which are typed again.
 */
export const BOOKING_DRAFT: Pick<StepFormDraft<BookingValues>, 'read' | 'write'> = {
  read(stored) {
    const saved = stored as { step?: unknown; values?: unknown } | null;
    if (!saved?.values || typeof saved.values !== 'object') return null;
    const values = Object.entries(withoutDraftSecrets(saved.values)).filter(
      ([k, v]) => isApplicationField(k) && typeof v === 'string',
    );
    const step = typeof saved.step === 'number' && saved.step < PAYMENT_STEP ? saved.step : 0;
    return { values: Object.fromEntries(values), step };
  },
  write: (values, step) => ({ step, values: withoutDraftSecrets(values) }),
};
