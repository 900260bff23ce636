import {
  CONTACT_CATEGORIES,
  CONTACT_MESSAGES,
  CONTACT_PHONE_PATTERN,
  MESSAGES,
  isEmail,
} from '@rentnaija/shared';
import type { ContactCategory, ContactRequest } from '@rentnaija/shared';

export type ContactValues = Omit<ContactRequest, 'category'> & { category?: ContactCategory };

export function validateContact(
  values: Partial<ContactValues>,
): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  const t = (v?: string) => (v ?? '').trim();
  if (!t(values.fullName)) errors.fullName = CONTACT_MESSAGES.fullNameRequired;
  if (!t(values.email)) errors.email = MESSAGES.emailRequired;
  else if (!isEmail(t(values.email))) errors.email = MESSAGES.emailInvalid;
  if (t(values.phone) && !CONTACT_PHONE_PATTERN.test(t(values.phone)))
    errors.phone = CONTACT_MESSAGES.phoneInvalid;
  if (!values.category || !CONTACT_CATEGORIES.some((c) => c.value === values.category))
    errors.category = CONTACT_MESSAGES.categoryRequired;
  if (!t(values.subject)) errors.subject = CONTACT_MESSAGES.subjectRequired;
  if (!t(values.message)) errors.message = CONTACT_MESSAGES.messageRequired;
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
