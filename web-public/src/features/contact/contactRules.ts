import { CONTACT_CATEGORIES, MESSAGES, isEmail } from '@rentnaija/shared';
import type { ContactCategory, ContactRequest } from '@rentnaija/shared';

/** Mirrors the server's CreateContactDto: same limits, same messages. */
export const CONTACT_LIMITS = { fullName: 120, email: 254, phone: 20, subject: 200, message: 5000 };
export const CONTACT_PHONE_PATTERN = /^[+\d][\d\s-]{6,19}$/;

export type ContactValues = Omit<ContactRequest, 'category'> & { category?: ContactCategory };

export function validateContact(
  values: Partial<ContactValues>,
): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  const t = (v?: string) => (v ?? '').trim();
  if (!t(values.fullName)) errors.fullName = 'Full name is required';
  if (!t(values.email)) errors.email = MESSAGES.emailRequired;
  else if (!isEmail(t(values.email))) errors.email = MESSAGES.emailInvalid;
  if (t(values.phone) && !CONTACT_PHONE_PATTERN.test(t(values.phone)))
    errors.phone = 'Phone number is invalid';
  if (!values.category || !CONTACT_CATEGORIES.some((c) => c.value === values.category))
    errors.category = 'Please choose a category';
  if (!t(values.subject)) errors.subject = 'Subject is required';
  if (!t(values.message)) errors.message = 'Message is required';
  return errors;
}

export function toContactRequest(values: ContactValues): ContactRequest {
  const phone = values.phone?.trim();
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    category: values.category as ContactCategory,
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
