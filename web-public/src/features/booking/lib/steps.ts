import {
  APPLICATION_STEPS,
  type ApplicationRequest,
  type ApplicationStep,
  applicationStepErrors,
  type UserDto,
} from '@rentnaija/shared';

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
export interface FieldError {
  field: ApplicationField;
  message: string;
}

const FIELDS = Object.values(APPLICATION_STEPS).flat() as ApplicationField[];

/** A blank form, with what the account already knows about the tenant filled in. */
export function initialValues(
  user: Pick<UserDto, 'name' | 'email' | 'phone'> | null,
): BookingValues {
  const values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as BookingValues;
  if (!user) return values;
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  values.firstName = first;
  values.lastName = rest.join(' ');
  values.email = user.email;
  values.phone = user.phone ?? '';
  return values;
}

/** The errors of one form step, in the form's order and words (the server checks the same). */
export function stepErrors(step: number, values: BookingValues, today?: Date): FieldError[] {
  const name = FORM_STEPS[step];
  if (!name) return [];
  return applicationStepErrors(name, values, today) as FieldError[];
}

/** The form step a field belongs to (for the server's field errors); 0 when unknown. */
export function stepOfField(field: string): number {
  const index = FORM_STEPS.findIndex((s) =>
    (APPLICATION_STEPS[s] as readonly string[]).includes(field),
  );
  return Math.max(0, index);
}

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

// ---- the unfinished form survives a reload (a phone may drop the tab) ------------------

const DRAFT_PREFIX = 'rentnaija.booking.';
/** Never kept in the browser: identity numbers. */
const NOT_KEPT: readonly ApplicationField[] = ['ninNumber', 'guarantorNinNumber'];

export function loadDraft(propertyId: string): Partial<BookingValues> {
  try {
    const raw = sessionStorage.getItem(DRAFT_PREFIX + propertyId);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([k, v]) => isApplicationField(k) && !NOT_KEPT.includes(k) && typeof v === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function saveDraft(propertyId: string, values: BookingValues): void {
  try {
    const kept = Object.fromEntries(
      Object.entries(values).filter(([k]) => !NOT_KEPT.includes(k as ApplicationField)),
    );
    sessionStorage.setItem(DRAFT_PREFIX + propertyId, JSON.stringify(kept));
  } catch {
    // storage unavailable: the form still works, it just does not survive a reload
  }
}

export function clearDraft(propertyId: string): void {
  try {
    sessionStorage.removeItem(DRAFT_PREFIX + propertyId);
  } catch {
    // ignore
  }
}
