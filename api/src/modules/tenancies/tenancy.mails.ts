import { formatNaira } from '@rentnaija/shared';
import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/** One tenancy's money in a landlord's monthly statement, whole naira. */
export interface StatementTenancy {
  reference: string;
  title: string;
  held: number;
  released: number;
  paidOut: number;
  /** What RentNaija holds for it at the end of the month. */
  holding: number;
  /** Its Money tab. */
  link: string;
}

/** Emails of tenancies: it began, it was cancelled, it was signed; the landlord's statement. */
export const TENANCY_MAILS = {
  'tenancy-started': mailTemplate<{
    name: string;
    title: string;
    reference: string;
    role: 'tenant' | 'landlord';
    tenantName: string;
    link: string;
  }>((d) => ({
    subject:
      d.role === 'tenant'
        ? `Your tenancy of ${d.title} has begun`
        : `${d.title} is let to ${d.tenantName}`,
    ...layout(
      d.role === 'tenant' ? 'Your tenancy has begun' : 'Your home is let',
      d.role === 'tenant'
        ? [
            `Hello ${d.name}, your application for "${d.title}" is approved and paid: tenancy ${d.reference} has begun.`,
            'Choose your move-in date on the tenancy page. Your payment is held by RentNaija and released to the landlord only after you confirm you have the keys.',
          ]
        : [
            `Hello ${d.name}, ${d.tenantName} is approved and has paid for "${d.title}": tenancy ${d.reference} has begun and the listing is marked rented.`,
            'The move-in money is held by RentNaija and released to you after the tenant confirms the keys. The tenancy page shows each step.',
          ],
      { label: 'Open the tenancy', url: d.link },
    ),
  })),
  'tenancy-cancelled': mailTemplate<{
    name: string;
    title: string;
    reference: string;
    role: 'tenant' | 'landlord';
    reason: string;
    link: string;
  }>((d) => ({
    subject: `Tenancy ${d.reference} of ${d.title} is cancelled`,
    ...layout(
      'The tenancy is cancelled',
      [
        `Hello ${d.name}, tenancy ${d.reference} of "${d.title}" will not go ahead. ${d.reason}`,
        d.role === 'tenant'
          ? 'Your move-in payment is being refunded in full; we will email you when it is sent.'
          : 'The listing is available again for new applications.',
      ],
      { label: 'Open the tenancy', url: d.link },
    ),
  })),
  'tenancy-signed': mailTemplate<{
    name: string;
    title: string;
    signerName: string;
    complete: boolean;
    link: string;
  }>((d) => ({
    subject: d.complete
      ? `The agreement for ${d.title} is signed by both`
      : `${d.signerName} signed the agreement for ${d.title}`,
    ...layout(
      d.complete ? 'The agreement is signed' : 'Your signature is needed',
      d.complete
        ? [
            `Hello ${d.name}, ${d.signerName} countersigned the tenancy agreement for "${d.title}".`,
            'Download the signed agreement from the tenancy page.',
          ]
        : [
            `Hello ${d.name}, ${d.signerName} signed the tenancy agreement for "${d.title}".`,
            'Review it and countersign within 48 hours; after that the tenant may cancel with a full refund.',
          ],
      { label: 'Review the agreement', url: d.link },
    ),
  })),
  'landlord-statement': mailTemplate<{
    name: string;
    /** The month, as people read it: November 2026. */
    month: string;
    tenancies: StatementTenancy[];
  }>((d) => ({
    subject: `Your RentNaija statement for ${d.month}`,
    ...layout(
      `Your statement for ${d.month}`,
      [
        `Hello ${d.name}, here is the money of your tenancies in ${d.month}, as our ledger recorded it (West Africa Time).`,
        ...d.tenancies.map(
          (t) =>
            `${t.title} (${t.reference}): ${formatNaira(t.held)} held, ${formatNaira(t.released)} released to you, ${formatNaira(t.paidOut)} paid to your bank; ${formatNaira(t.holding)} still held at the end of the month. Details: ${t.link}`,
        ),
      ],
      d.tenancies.length === 1
        ? { label: 'Open the money record', url: d.tenancies[0].link }
        : undefined,
    ),
  })),
};
