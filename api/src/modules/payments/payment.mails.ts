import { formatDateTime, formatNaira, receiptFilename, refundReasonLabel } from '@rentnaija/shared';
import { layout, mailTemplate } from '../../platform/mail/mail-template.js';
import { loadReceipt, receiptPdf } from './receipt-pdf.js';

/** Emails of payments and refunds. The receipt's PDF is made when the email is delivered. */
export const PAYMENT_MAILS = {
  'payment-receipt': mailTemplate<{ name: string; paymentId: string; link: string }>(
    async (d, { manager }) => {
      const receipt = await loadReceipt(manager, d.paymentId);
      if (!receipt) throw new Error(`Payment ${d.paymentId} has no receipt (not completed)`);
      return {
        subject: `Receipt ${receipt.reference}: ${formatNaira(receipt.amount)} for ${receipt.property.title}`,
        ...layout(
          'Payment received',
          [
            `Hello ${d.name}, we have received ${formatNaira(receipt.amount)} for "${receipt.property.title}". Your receipt is attached (reference ${receipt.reference}).`,
            'Paying does not approve your application: the landlord reviews it and we will tell you the decision. If it is not successful, we refund you in full.',
          ],
          { label: 'See your payments', url: d.link },
        ),
        attachments: [
          {
            filename: receiptFilename(receipt.reference),
            contentType: 'application/pdf',
            content: await receiptPdf(receipt),
          },
        ],
      };
    },
  ),
  'payment-received': mailTemplate<{
    name: string;
    title: string;
    tenantName: string;
    amount: number;
    reference: string;
    link: string;
  }>((d) => ({
    subject: `${d.tenantName} paid ${formatNaira(d.amount)} for ${d.title}`,
    ...layout(
      'A tenant has paid',
      [
        `Hello ${d.name}, ${d.tenantName} has paid ${formatNaira(d.amount)} to move into "${d.title}" (reference ${d.reference}).`,
        'If you have not decided on their application yet, review it from your dashboard.',
      ],
      { label: 'See payments', url: d.link },
    ),
  })),
  'refund-decided': mailTemplate<{
    name: string;
    title: string;
    amount: number;
    decision: 'approved' | 'denied';
    reason: string | null;
    automatic: boolean;
    refundReason?: string | null;
    link: string;
  }>((d) => ({
    subject:
      d.decision === 'approved'
        ? `We are refunding ${formatNaira(d.amount)} — ${d.title}`
        : `Your refund request was declined — ${d.title}`,
    ...layout(
      d.decision === 'approved' ? 'Your refund is on its way' : 'Your refund request was declined',
      d.decision === 'approved'
        ? [
            !d.automatic
              ? `Hello ${d.name}, your refund of ${formatNaira(d.amount)} for "${d.title}" has been approved.`
              : !d.refundReason || d.refundReason === 'application_not_successful'
                ? `Hello ${d.name}, your application for "${d.title}" was not successful, so we are refunding the ${formatNaira(d.amount)} you paid. You did not need to ask.`
                : `Hello ${d.name}, we are refunding ${formatNaira(d.amount)} of what you paid for "${d.title}" (${refundReasonLabel(d.refundReason).toLowerCase()}). You did not need to ask.`,
            'It goes back to the card or account you paid with, usually within 7-14 business days; your bank may take 1-3 more days.',
          ]
        : [
            `Hello ${d.name}, we looked at your refund request for "${d.title}" and could not approve it.`,
            ...(d.reason ? [`Reason: ${d.reason}`] : []),
            'Reply to this email or use the contact form if you think we got it wrong.',
          ],
      { label: 'See your payments', url: d.link },
    ),
  })),
  'refund-processed': mailTemplate<{ name: string; title: string; amount: number; link: string }>(
    (d) => ({
      subject: `Refund sent: ${formatNaira(d.amount)} — ${d.title}`,
      ...layout(
        'Your refund has been sent',
        [
          `Hello ${d.name}, the refund of ${formatNaira(d.amount)} for "${d.title}" has been sent to the card or account you paid with. Your bank may take 1-3 days to show it.`,
        ],
        { label: 'See your payments', url: d.link },
      ),
    }),
  ),
  'refund-needs-attention': mailTemplate<{
    name: string;
    title: string;
    amount: number;
    link: string;
  }>((d) => ({
    subject: `Your refund of ${formatNaira(d.amount)} needs a bank account — ${d.title}`,
    ...layout(
      'We need a bank account for your refund',
      [
        `Hello ${d.name}, the payment processor could not send the refund of ${formatNaira(d.amount)} for "${d.title}" back to the card or account you paid with.`,
        'Our team will contact you to confirm the bank account in your name that the money should go to. Nothing is lost: the refund stays with us until it reaches you.',
        'We will never ask for your card number, PIN or a one-time code.',
      ],
      { label: 'See your payments', url: d.link },
    ),
  })),
  'refunds-reconciled': mailTemplate<{
    refunded: {
      reference: string;
      amount: number;
      tenantName: string;
      title: string;
      applicationStatus: string;
    }[];
    errors: { reference: string; error: string }[];
    link: string;
  }>((d) => ({
    subject: `Refund check: ${d.refunded.length} stranded payment${d.refunded.length === 1 ? '' : 's'} refunded`,
    ...layout(
      'Stranded payments found and refunded',
      [
        'The daily refund check found completed payments whose application was not successful and that nothing was refunding. Each is now refunded in full and its tenant told.',
        ...d.refunded.map(
          (r) =>
            `${r.reference}: ${formatNaira(r.amount)} to ${r.tenantName} for "${r.title}" (application ${r.applicationStatus.replace('_', ' ')}).`,
        ),
        ...(d.errors.length
          ? [
              `${d.errors.length} could not be started and will be tried again tomorrow:`,
              ...d.errors.map((e) => `${e.reference}: ${e.error}`),
            ]
          : []),
      ],
      { label: 'Open the refunds in the console', url: d.link },
    ),
  })),
  'payment-disputed': mailTemplate<{
    reference: string;
    amount: number;
    title: string;
    category: string | null;
    dueAt: string | null;
    resolution: string | null;
    link: string;
  }>((d) => ({
    subject: d.resolution
      ? `Chargeback resolved (${d.resolution}): ${d.reference}`
      : `Chargeback on ${d.reference}${d.dueAt ? `: answer by ${formatDateTime(d.dueAt)}` : ''}`,
    ...layout(
      d.resolution ? 'A chargeback was resolved' : 'A payer disputed a payment',
      d.resolution
        ? [
            `The chargeback on payment ${d.reference} (${formatNaira(d.amount)} for "${d.title}") was resolved: ${d.resolution}.`,
            d.resolution === 'declined'
              ? 'We keep the money: its release is no longer frozen.'
              : 'The bank returned the money to the payer: the payment stays frozen and must not be refunded or released.',
          ]
        : [
            `The payer's bank disputed payment ${d.reference}: ${formatNaira(d.amount)} for "${d.title}"${d.category ? ` (${d.category})` : ''}.`,
            d.dueAt
              ? `Answer the dispute on the payment processor's dashboard before ${formatDateTime(d.dueAt)}, or it is decided for the payer.`
              : "Answer the dispute on the payment processor's dashboard.",
            'Until it is resolved the money is frozen: it is not released to the landlord and it cannot be refunded.',
          ],
      { label: 'Open the payment in the console', url: d.link },
    ),
  })),
};
