import {
  DEFAULT_GOVERNMENT_ID_TYPE,
  KYC_STEPS,
  type KycFields,
  type KycMeDto,
  kycStepErrors,
  OPTIONAL_KYC_FIELDS,
  type UserDto,
  withoutDraftSecrets,
} from '@rentnaija/shared';
import type { StepDefinition, StepFormDraft } from '../../components/step-form';

/** What the form holds: the fields as typed (monthly income a number or empty). */
export type KycFormValues = Partial<Omit<KycFields, 'monthlyIncome'>> & {
  monthlyIncome?: number | null;
};

/**
 * The form's starting values: a rejected record's answers (the user corrects and resubmits,
 * keeping the documents unless they replace them), or what the account already knows.
 */
export function initialValues(
  record: KycMeDto | undefined,
  user: Pick<UserDto, 'name' | 'email' | 'phone'> | null,
): KycFormValues {
  if (record && record.status !== 'not_submitted') {
    const { governmentIdDocument, proofOfResidencyDocument } = record;
    return {
      firstName: record.firstName,
      lastName: record.lastName,
      email: record.email,
      phone: record.phone,
      dateOfBirth: record.dateOfBirth,
      nationality: record.nationality,
      occupation: record.occupation,
      employer: record.employer,
      employerPhone: record.employerPhone,
      employerEmail: record.employerEmail ?? '',
      monthlyIncome: record.monthlyIncome,
      employmentType: record.employmentType,
      currentAddress: record.currentAddress,
      currentCity: record.currentCity,
      currentState: record.currentState as KycFields['currentState'],
      currentPostalCode: record.currentPostalCode ?? '',
      addressDuration: record.addressDuration,
      governmentIdType: record.governmentIdType ?? DEFAULT_GOVERNMENT_ID_TYPE,
      ninNumber: record.ninNumber,
      governmentIdDocumentId: governmentIdDocument?.id,
      proofOfResidencyDocumentId: proofOfResidencyDocument?.id,
    };
  }
  const [firstName, ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return {
    firstName: firstName || undefined,
    lastName: rest.join(' ') || undefined,
    email: user?.email,
    phone: user?.phone ?? undefined,
    nationality: 'Nigerian',
    governmentIdType: DEFAULT_GOVERNMENT_ID_TYPE,
  };
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The PUT body: text trimmed; empty optional fields left out (they are not saved). */
export function toSubmitBody(values: KycFormValues): KycFields {
  const body: Record<string, unknown> = {};
  for (const step of KYC_STEPS) {
    for (const field of step.fields) {
      const value = trimmed(values[field]);
      if (OPTIONAL_KYC_FIELDS.includes(field) && (value === '' || value == null)) continue;
      body[field] = value;
    }
  }
  return body as unknown as KycFields;
}

/** The four steps as the step form takes them, each checked by the shared rules (as the API is). */
export const KYC_FORM_STEPS: readonly StepDefinition<KycFormValues>[] = KYC_STEPS.map(
  (step, index) => ({
    fields: step.fields,
    validate: (values: KycFormValues) =>
      Object.entries(kycStepErrors(index, values)).map(([field, message]) => ({
        field,
        message: message as string,
      })),
  }),
);

/**
 * How the unfinished form is kept on the server (resumed on any device): its answers and step,
 * without the NIN, which is typed again.
 */
export const KYC_DRAFT: Pick<StepFormDraft<KycFormValues>, 'read' | 'write'> = {
  read(stored) {
    const saved = stored as { step?: unknown; values?: unknown } | null;
    if (!saved?.values || typeof saved.values !== 'object') return null;
    const step = typeof saved.step === 'number' ? saved.step : 0;
    return { values: withoutDraftSecrets(saved.values as KycFormValues), step };
  },
  write: (values, step) => ({ step, values: withoutDraftSecrets(values) }),
};
