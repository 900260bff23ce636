import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/** Emails of tenancies: it began, it was signed or cancelled, notice, renewal. */
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
  'tenancy-notice': mailTemplate<{
    name: string;
    title: string;
    reference: string;
    givenBy: 'tenant' | 'landlord';
    giverName: string;
    moveOutDate: string;
    reason: string | null;
    link: string;
  }>((d) => ({
    subject: `Notice on ${d.title}: the tenancy ends on ${d.moveOutDate}`,
    ...layout(
      'Notice to end the tenancy',
      [
        `Hello ${d.name}, ${d.giverName} (the ${d.givenBy}) gave notice on tenancy ${d.reference} of "${d.title}". It ends on ${d.moveOutDate}.`,
        ...(d.reason ? [`Their reason: ${d.reason}`] : []),
        d.givenBy === 'tenant'
          ? 'You can put the home back on the market from that date on the tenancy page.'
          : 'Plan your move by that date. Your caution deposit stays held until its return is settled.',
      ],
      { label: 'Open the tenancy', url: d.link },
    ),
  })),
  'tenancy-renewal-offered': mailTemplate<{
    name: string;
    title: string;
    rent: string;
    term: string;
    endsOn: string;
    link: string;
  }>((d) => ({
    subject: `Renew ${d.title}? Your landlord's offer`,
    ...layout(
      'An offer to renew',
      [
        `Hello ${d.name}, your landlord offers to renew "${d.title}" for ${d.term} at ${d.rent} a month, to ${d.endsOn}.`,
        'Accept or decline on the tenancy page.',
      ],
      { label: 'See the offer', url: d.link },
    ),
  })),
  'tenancy-renewal-decided': mailTemplate<{
    name: string;
    title: string;
    role: 'tenant' | 'landlord';
    accepted: boolean;
    rent: string;
    startsOn: string;
    endsOn: string;
    link: string;
  }>((d) => ({
    subject: d.accepted
      ? `${d.title} is renewed to ${d.endsOn}`
      : `The renewal of ${d.title} was declined`,
    ...layout(
      d.accepted ? 'The tenancy is renewed' : 'The renewal was declined',
      d.accepted
        ? [
            `Hello ${d.name}, the tenancy of "${d.title}" is renewed to ${d.endsOn}, at ${d.rent} a month.`,
            d.role === 'tenant'
              ? `You'll be asked to pay the new term's rent before ${d.startsOn}.`
              : `The tenant will be asked to pay the new term's rent before ${d.startsOn}.`,
          ]
        : [
            `Hello ${d.name}, the offer to renew "${d.title}" was declined. The tenancy still ends on ${d.startsOn}.`,
          ],
      { label: 'Open the tenancy', url: d.link },
    ),
  })),
};
