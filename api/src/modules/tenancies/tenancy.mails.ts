import { formatNaira } from '@rentnaija/shared';
import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

interface DisputeDecidedMail {
  name: string;
  title: string;
  reference: string;
  role: 'tenant' | 'landlord';
  decision: 'refund_full' | 'refund_partial' | 'release';
  refundAmount: number | null;
  releasedAmount: number | null;
  reason: string;
  link: string;
}

/** The outcome of a dispute in one line with its amounts, as each party reads it. */
function disputeOutcome(d: DisputeDecidedMail): { subject: string; outcome: string } {
  const refund = formatNaira(d.refundAmount ?? 0);
  const released = formatNaira(d.releasedAmount ?? 0);
  const tenant = d.role === 'tenant';
  switch (d.decision) {
    case 'refund_full':
      return {
        subject: `Full refund of ${refund}`,
        outcome: tenant
          ? `your move-in payment of ${refund} is refunded to you in full and the tenancy is cancelled.`
          : `the tenant's move-in payment of ${refund} is refunded to them in full and the tenancy is cancelled; nothing is released to you, and the listing is back on the market.`,
      };
    case 'refund_partial':
      return {
        subject: `${refund} refunded, ${released} released`,
        outcome: tenant
          ? `${refund} is refunded to you and ${released} of rent and fees is released to the landlord. The caution deposit stays held until the end of the tenancy.`
          : `${released} of rent and fees is released to you and ${refund} is refunded to the tenant. The caution deposit stays held until the end of the tenancy.`,
      };
    case 'release':
      return {
        subject: `${released} released to the landlord`,
        outcome: tenant
          ? `nothing is refunded: the rent and fees (${released}) are released to the landlord. The caution deposit stays held until the end of the tenancy.`
          : `the rent and fees (${released}) are released to you and paid to your bank account. The caution deposit stays held until the end of the tenancy.`,
      };
  }
}

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

/**
 * Emails of tenancies: it began, it was signed or cancelled, a problem reported and decided,
 * notice given, a renewal offered and answered; the landlord's monthly statement.
 */
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
  'tenancy-problem-reported': mailTemplate<{
    name: string;
    title: string;
    reference: string;
    link: string;
  }>((d) => ({
    subject: `The tenant reported a problem with ${d.title}`,
    ...layout(
      'A problem was reported',
      [
        `Hello ${d.name}, the tenant of "${d.title}" (tenancy ${d.reference}) reports that something is wrong at move-in.`,
        'The move-in money stays held until RentNaija decides. Read their report and photos on the tenancy page, and add your side before we decide.',
      ],
      { label: 'Read and answer', url: d.link },
    ),
  })),
  'tenancy-dispute-answered': mailTemplate<{
    name: string;
    title: string;
    reference: string;
    landlordName: string;
    link: string;
  }>((d) => ({
    subject: `${d.landlordName} answered your report on ${d.title}`,
    ...layout(
      'The landlord answered',
      [
        `Hello ${d.name}, ${d.landlordName} answered the problem you reported on "${d.title}" (tenancy ${d.reference}).`,
        'Read the answer on the tenancy page. RentNaija decides after reading both sides; the money stays held until then.',
      ],
      { label: 'Read the answer', url: d.link },
    ),
  })),
  'tenancy-dispute-decided': mailTemplate<DisputeDecidedMail>((d) => {
    const { subject, outcome } = disputeOutcome(d);
    return {
      subject: `Decision on tenancy ${d.reference} of ${d.title}: ${subject}`,
      ...layout(
        'RentNaija decided the problem reported',
        [
          `Hello ${d.name}, we looked at both sides of the problem reported on "${d.title}" (tenancy ${d.reference}): ${outcome}`,
          `Our reason: ${d.reason}`,
        ],
        { label: 'Open the tenancy', url: d.link },
      ),
    };
  }),
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
