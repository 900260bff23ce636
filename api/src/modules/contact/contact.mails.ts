import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/**
 * Emails of the contact form. The form can be sent by anyone for any address, so the
 * acknowledgement is a plain receipt: it repeats nothing the sender typed (not even the name),
 * only our reference, and cannot carry someone else's text to a stranger's inbox.
 */
export const CONTACT_MAILS = {
  'contact-acknowledgement': mailTemplate<{ reference: string }>(({ reference }) => ({
    subject: `We received your message (${reference})`,
    ...layout('Thanks for contacting RentNaija', [
      `We have received your message. Its reference is ${reference}.`,
      'Our support team replies within 24 hours. Phone support is open Monday to Friday, 9AM-6PM WAT.',
      'If you did not write to us, you can ignore this email.',
    ]),
  })),
  /** Staff's answer, sent to the address the message came from; quotes only our reference. */
  'contact-reply': mailTemplate<{ reference: string; reply: string; staffName: string }>(
    ({ reference, reply, staffName }) => ({
      subject: `Re: your message to RentNaija (${reference})`,
      ...layout('A reply from RentNaija support', [
        ...reply.split(/\n{2,}/),
        `— ${staffName}, RentNaija support`,
        `Reply to this email or use the contact form and quote ${reference} if you need more help.`,
      ]),
    }),
  ),
};
