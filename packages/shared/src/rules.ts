/** Validation rules shared by the server's DTOs and the forms. */

/** Characters that count as the password's special character. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~`';
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordCheck {
  key: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  label: string;
  met: boolean;
}

export function passwordChecks(password: string): PasswordCheck[] {
  return [
    {
      key: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      met: password.length >= PASSWORD_MIN_LENGTH,
    },
    { key: 'uppercase', label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { key: 'lowercase', label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { key: 'digit', label: 'One number', met: /[0-9]/.test(password) },
    {
      key: 'special',
      label: 'One special character',
      met: [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
    },
  ];
}

export function isStrongPassword(password: string): boolean {
  return passwordChecks(password).every((c) => c.met);
}

/** A pragmatic address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const NIN_PATTERN = /^\d{11}$/;
export function isNin(value: string): boolean {
  return NIN_PATTERN.test(value);
}

/** Nigerian phone numbers: 0XXXXXXXXXX or +234XXXXXXXXXX (spaces and dashes ignored). */
export const PHONE_PATTERN = /^(\+234|0)[789][01]\d{8}$/;
export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}
export function isNigerianPhone(value: string): boolean {
  return PHONE_PATTERN.test(normalisePhone(value));
}

/** A rejection reason is a sentence the landlord can act on (the API and the console agree). */
export const REJECTION_REASON_LIMITS = { min: 10, max: 1000 } as const;
/** A reason's messages; `ask` says what the reason should explain: 'say why the refund is declined'. */
export const reasonMessages = (ask: string) => ({
  required: 'A reason is required',
  tooShort: `Give a reason of at least ${REJECTION_REASON_LIMITS.min} characters: ${ask}`,
});
export const REJECTION_REASON_MESSAGES = reasonMessages('say what the landlord should change');

/** The contact form's limits and texts, kept by the server's DTO and the form alike. */
export const CONTACT_LIMITS = {
  fullName: 120,
  email: 254,
  phone: 20,
  subject: 200,
  message: 5000,
} as const;
export const CONTACT_PHONE_PATTERN = /^[+\d][\d\s-]{6,19}$/;
export const CONTACT_MESSAGES = {
  fullNameRequired: 'Full name is required',
  phoneInvalid:
    'Enter a phone number in digits (spaces, dashes and a leading + allowed), e.g. 0803 123 4567 or +234 803 123 4567',
  categoryRequired: 'Please choose a category',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const;
