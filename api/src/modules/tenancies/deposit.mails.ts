import { DEPOSIT_REPORT_LABELS, type DepositReportKind, NORMAL_WEAR } from '@rentnaija/shared';
import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/**
 * Emails of the caution deposit: a report to read and sign, deductions proposed and answered,
 * and the deposit's return.
 */
export const DEPOSIT_MAILS = {
  'deposit-report-ready': mailTemplate<{
    name: string;
    title: string;
    kind: DepositReportKind;
    by: 'tenant' | 'landlord';
    link: string;
  }>((d) => ({
    subject: `${DEPOSIT_REPORT_LABELS[d.kind]} of ${d.title}: read and sign`,
    ...layout(
      `The ${DEPOSIT_REPORT_LABELS[d.kind].toLowerCase()} is ready`,
      [
        `Hello ${d.name}, the ${d.by} wrote the ${DEPOSIT_REPORT_LABELS[d.kind].toLowerCase()} of "${d.title}", room by room, with photos.`,
        'Read it, add what you see differently, and sign it. It is what the caution deposit is measured against at the end of the tenancy.',
      ],
      { label: 'Open the report', url: d.link },
    ),
  })),
  'deposit-deductions-proposed': mailTemplate<{
    name: string;
    title: string;
    count: number;
    total: string;
    deposit: string;
    respondBy: string;
    link: string;
  }>((d) => ({
    subject: `Deductions proposed from your caution deposit for ${d.title}`,
    ...layout(
      'Your landlord proposes deductions',
      [
        `Hello ${d.name}, your landlord proposes ${d.count === 1 ? 'a deduction' : `${d.count} deductions`} of ${d.total} from your caution deposit of ${d.deposit} for "${d.title}", each with its reason and photos.`,
        `Accept or dispute each one by ${d.respondBy}. What you do not answer by then counts as accepted; what you dispute is decided by RentNaija staff after reading both reports.`,
        NORMAL_WEAR,
      ],
      { label: 'Answer the deductions', url: d.link },
    ),
  })),
  'deposit-deductions-answered': mailTemplate<{
    name: string;
    title: string;
    accepted: string;
    disputed: string | null;
    link: string;
  }>((d) => ({
    subject: d.disputed
      ? `The tenant disputed ${d.disputed} of your deductions`
      : `The tenant accepted your deductions`,
    ...layout(
      'The tenant answered your deductions',
      [
        `Hello ${d.name}, the tenant of "${d.title}" accepted ${d.accepted} of your deductions.`,
        d.disputed
          ? `They disputed ${d.disputed}: RentNaija staff decide after reading both reports, and the deposit is paid out then.`
          : 'The accepted amount is paid to your bank account and the rest of the deposit refunded to the tenant.',
      ],
      { label: 'Open the deposit', url: d.link },
    ),
  })),
  'deposit-returned': mailTemplate<{
    name: string;
    title: string;
    outcome: string;
    decided: boolean;
    reason: string | null;
    link: string;
  }>((d) => ({
    subject: `The caution deposit of ${d.title} is settled`,
    ...layout(
      'The caution deposit is settled',
      [
        `Hello ${d.name}, ${d.decided ? 'RentNaija decided the disputed deductions of' : 'the caution deposit of'} "${d.title}": ${d.outcome}.`,
        ...(d.reason ? [d.reason] : []),
        'Refunds reach the card or account that paid within a few working days; payouts go to the landlord’s verified bank account.',
      ],
      { label: 'Open the deposit', url: d.link },
    ),
  })),
};
