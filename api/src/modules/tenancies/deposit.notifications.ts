import {
  DEPOSIT_REPORT_LABELS,
  type DepositReportKind,
  formatDateTime,
  formatNaira,
} from '@rentnaija/shared';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

type Party = 'tenant' | 'landlord';

/** What tenants and landlords are told about the caution deposit. */
export interface DepositNotifications {
  /** A party filled or added to a report: told to the other, who reads and signs it. */
  'deposit.report_ready': {
    tenancyId: string;
    title: string;
    kind: DepositReportKind;
    by: Party;
  };
  /** A party signed a report: told to the other (`final` once both signed). */
  'deposit.report_signed': {
    tenancyId: string;
    title: string;
    kind: DepositReportKind;
    by: Party;
    final: boolean;
  };
  /** The check-in report stood as the tenant wrote it, unsigned after its time. */
  'deposit.report_stood': {
    tenancyId: string;
    title: string;
    role: Party;
  };
  /** The landlord proposed deductions: told to the tenant, who answers each. */
  'deposit.deductions_proposed': {
    tenancyId: string;
    title: string;
    count: number;
    total: number;
    deposit: number;
    respondBy: string;
  };
  /** The tenant answered every deduction: told to the landlord. */
  'deposit.deductions_answered': {
    tenancyId: string;
    title: string;
    accepted: number;
    disputed: number;
  };
  /** The deposit was settled (`role`: who is told); `decided`: staff decided a dispute. */
  'deposit.returned': {
    tenancyId: string;
    title: string;
    role: Party;
    landlordAmount: number;
    tenantAmount: number;
    decided: boolean;
    reason: string | null;
  };
}

const tenancyPath = (id: string) => `/tenancies/${id}?tab=deposit`;
const reportPath = (id: string) => `/tenancies/${id}?tab=reports`;
const report = (kind: DepositReportKind) => DEPOSIT_REPORT_LABELS[kind].toLowerCase();

/** One line saying where the deposit went, as `role` reads it. */
export function returnWords(e: DepositNotifications['deposit.returned']): string {
  if (e.landlordAmount === 0) {
    return e.role === 'tenant'
      ? `your caution deposit of ${formatNaira(e.tenantAmount)} is refunded to you in full`
      : `the caution deposit of ${formatNaira(e.tenantAmount)} goes back to the tenant in full`;
  }
  return e.role === 'tenant'
    ? `${formatNaira(e.tenantAmount)} of your caution deposit is refunded to you and ${formatNaira(e.landlordAmount)} is paid to the landlord`
    : `${formatNaira(e.landlordAmount)} of the caution deposit is paid to you and ${formatNaira(e.tenantAmount)} refunded to the tenant`;
}

export const DEPOSIT_NOTIFICATIONS: NotificationDefinitions<DepositNotifications> = {
  'deposit.report_ready': {
    message: (e) => `The ${e.by} wrote the ${report(e.kind)} of "${e.title}": read it and sign it.`,
    link: (e) => reportPath(e.tenancyId),
    email: (e, user, link) => ({
      template: 'deposit-report-ready',
      data: { name: user.name, title: e.title, kind: e.kind, by: e.by, link },
    }),
  },
  'deposit.report_signed': {
    message: (e) =>
      e.final
        ? `The ${report(e.kind)} of "${e.title}" is signed by both of you.`
        : `The ${e.by} signed the ${report(e.kind)} of "${e.title}": add your signature.`,
    link: (e) => reportPath(e.tenancyId),
  },
  'deposit.report_stood': {
    message: (e) =>
      `The check-in report of "${e.title}" now stands as the tenant wrote it: it was not signed by both within its time.`,
    link: (e) => reportPath(e.tenancyId),
  },
  'deposit.deductions_proposed': {
    message: (e) =>
      `Your landlord proposes ${e.count === 1 ? 'a deduction' : `${e.count} deductions`} of ${formatNaira(e.total)} from your ${formatNaira(e.deposit)} caution deposit on "${e.title}". Accept or dispute each by ${formatDateTime(e.respondBy)}; after that they count as accepted.`,
    link: (e) => tenancyPath(e.tenancyId),
    text: (e) =>
      `RentNaija: deductions of ${formatNaira(e.total)} proposed from your deposit. Answer by ${formatDateTime(e.respondBy)}.`,
    email: (e, user, link) => ({
      template: 'deposit-deductions-proposed',
      data: {
        name: user.name,
        title: e.title,
        count: e.count,
        total: formatNaira(e.total),
        deposit: formatNaira(e.deposit),
        respondBy: formatDateTime(e.respondBy),
        link,
      },
    }),
  },
  'deposit.deductions_answered': {
    message: (e) =>
      e.disputed > 0
        ? `The tenant disputed ${formatNaira(e.disputed)} of your deductions on "${e.title}": RentNaija staff decide after reading both reports.`
        : `The tenant accepted your deductions of ${formatNaira(e.accepted)} on "${e.title}".`,
    link: (e) => tenancyPath(e.tenancyId),
    email: (e, user, link) => ({
      template: 'deposit-deductions-answered',
      data: {
        name: user.name,
        title: e.title,
        accepted: formatNaira(e.accepted),
        disputed: e.disputed > 0 ? formatNaira(e.disputed) : null,
        link,
      },
    }),
  },
  'deposit.returned': {
    message: (e) =>
      `${e.decided ? 'RentNaija decided the disputed deductions' : 'The caution deposit is settled'} on "${e.title}": ${returnWords(e)}.${e.reason ? ` ${e.reason}` : ''}`,
    link: (e) => tenancyPath(e.tenancyId),
    email: (e, user, link) => ({
      template: 'deposit-returned',
      data: {
        name: user.name,
        title: e.title,
        outcome: returnWords(e),
        decided: e.decided,
        reason: e.reason,
        link,
      },
    }),
  },
};
