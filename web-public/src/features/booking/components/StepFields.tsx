import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import {
  APPLICATION_LIMITS,
  type ApplicationStep,
  NIN_LENGTH,
  RELATIONSHIP_CHOICES,
} from '@rentnaija/shared';
import { type ApplicationField, type BookingValues, digitsOnly } from '../lib/steps';

/** How one field of the booking form is asked for. */
interface FieldSpec {
  label: string;
  kind?: 'text' | 'email' | 'tel' | 'date' | 'digits' | 'money' | 'relationship';
  autoComplete?: string;
  maxLength?: number;
  help?: ReactNode;
}

const NAME = APPLICATION_LIMITS.name;
const ninHelp = `${NIN_LENGTH} digits, as on the NIN slip or the NIMC app.`;
const nin = (label: string): FieldSpec => ({
  label,
  kind: 'digits',
  maxLength: NIN_LENGTH,
  autoComplete: 'off',
  help: ninHelp,
});
const email = (label: string, help?: string): FieldSpec => ({ label, kind: 'email', help });
const phone = (label: string): FieldSpec => ({ label, kind: 'tel' });
const relationship: FieldSpec = { label: 'Relationship to you', kind: 'relationship' };

const SPECS: Record<ApplicationField, FieldSpec> = {
  firstName: { label: 'First name', autoComplete: 'given-name', maxLength: NAME },
  lastName: { label: 'Last name', autoComplete: 'family-name', maxLength: NAME },
  email: { ...email('Email'), autoComplete: 'email' },
  phone: { ...phone('Phone number'), autoComplete: 'tel' },
  dateOfBirth: { label: 'Date of birth', kind: 'date', autoComplete: 'bday' },
  monthlyIncome: { label: 'Monthly income', kind: 'money', help: 'Whole naira, before tax.' },
  occupation: { label: 'Occupation', autoComplete: 'organization-title' },
  employer: {
    label: 'Employer',
    autoComplete: 'organization',
    help: 'Self-employed? Give your business name.',
  },
  ninNumber: nin('NIN number'),
  referenceName: { label: 'Reference name', maxLength: NAME },
  referencePhone: phone('Reference phone'),
  referenceEmail: email('Reference email'),
  referenceRelationship: relationship,
  guarantorName: {
    label: 'Guarantor name',
    maxLength: NAME,
    help: 'Their full name, as they will type it to confirm.',
  },
  guarantorPhone: phone('Guarantor phone'),
  guarantorEmail: email('Guarantor email', 'We email them a link to confirm.'),
  guarantorRelationship: relationship,
  guarantorOccupation: { label: 'Guarantor occupation' },
  guarantorEmployer: { label: 'Guarantor employer' },
  guarantorNinNumber: nin('Guarantor NIN number'),
};

/** Each step's fields, row by row (two to a row on wider screens). */
const LAYOUT: Record<ApplicationStep, ApplicationField[][]> = {
  personal: [
    ['firstName', 'lastName'],
    ['email', 'phone'],
    ['dateOfBirth', 'monthlyIncome'],
    ['occupation', 'employer'],
    ['ninNumber'],
  ],
  reference: [['referenceName'], ['referencePhone', 'referenceEmail'], ['referenceRelationship']],
  guarantor: [
    ['guarantorName'],
    ['guarantorPhone', 'guarantorEmail'],
    ['guarantorRelationship'],
    ['guarantorOccupation', 'guarantorEmployer'],
    ['guarantorNinNumber'],
  ],
};

const INPUT_MODES = { email: 'email', tel: 'tel', digits: 'numeric', money: 'numeric' } as const;
/** Money up to 12 digits, shown with thousands separators. */
const MONEY_DIGITS = 12;

/** 950000 → 950,000 (the value itself stays digits). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The latest birth date of an adult applicant, for the date picker's upper bound. */
function latestAdultBirthDate(): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - 18);
  return d.toISOString().slice(0, 10);
}

interface FieldsProps {
  values: BookingValues;
  invalid: ReadonlySet<ApplicationField>;
  onChange: (field: ApplicationField, value: string) => void;
}

function Field({ name, values, invalid, onChange }: FieldsProps & { name: ApplicationField }) {
  const spec = SPECS[name];
  const kind = spec.kind ?? 'text';
  const id = `booking-${name}`;
  const common = {
    id,
    'aria-required': true,
    'aria-invalid': invalid.has(name) || undefined,
    size: 'large' as const,
  };
  let control: ReactNode;
  if (kind === 'relationship') {
    control = (
      <Select
        {...common}
        value={values[name] || undefined}
        onChange={(value: string) => onChange(name, value)}
        options={RELATIONSHIP_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
        placeholder="Select a relationship"
      />
    );
  } else {
    const digits = kind === 'digits' || kind === 'money';
    const maxDigits = kind === 'money' ? MONEY_DIGITS : spec.maxLength;
    control = (
      <Input
        {...common}
        name={name}
        type={kind === 'email' || kind === 'tel' || kind === 'date' ? kind : 'text'}
        inputMode={kind === 'text' || kind === 'date' ? undefined : INPUT_MODES[kind]}
        value={kind === 'money' ? groupThousands(values[name]) : values[name]}
        onChange={(e) =>
          onChange(name, digits ? digitsOnly(e.target.value, maxDigits) : e.target.value)
        }
        autoComplete={spec.autoComplete}
        maxLength={
          kind === 'money'
            ? MONEY_DIGITS + Math.floor((MONEY_DIGITS - 1) / 3)
            : (spec.maxLength ?? defaultMax(kind))
        }
        pattern={kind === 'digits' ? '[0-9]*' : undefined}
        prefix={kind === 'money' ? '₦' : undefined}
        max={kind === 'date' ? latestAdultBirthDate() : undefined}
      />
    );
  }
  return (
    <Form.Item
      label={spec.label}
      htmlFor={id}
      required
      validateStatus={invalid.has(name) ? 'error' : undefined}
      extra={spec.help}
    >
      {control}
    </Form.Item>
  );
}

function defaultMax(kind: string): number {
  if (kind === 'email') return APPLICATION_LIMITS.email;
  if (kind === 'tel') return APPLICATION_LIMITS.phone;
  return APPLICATION_LIMITS.text;
}

/** The fields of one step of the booking form. */
export function StepFields({ step, ...props }: FieldsProps & { step: ApplicationStep }) {
  return (
    <>
      {LAYOUT[step].map((row) => (
        <div key={row.join()} className={row.length > 1 ? 'rb-row' : undefined}>
          {row.map((name) => (
            <Field key={name} name={name} {...props} />
          ))}
        </div>
      ))}
    </>
  );
}
