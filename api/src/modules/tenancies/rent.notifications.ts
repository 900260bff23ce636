import { formatDateTime, formatDay, formatNaira } from '@rentnaija/shared';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What tenants and landlords are told about monthly rent. */
export interface RentNotifications {
  /** A month is due in `days` days: told to the tenant. */
  'rent.reminder': {
    tenancyId: string;
    title: string;
    dueDate: string;
    amount: number;
    days: number;
    autopay: boolean;
  };
  /** A month was paid (`role`: who is told; the landlord with when it is released). */
  'rent.paid': {
    tenancyId: string;
    title: string;
    role: 'tenant' | 'landlord';
    dueDate: string;
    amount: number;
    tenantName: string;
    releaseAt: string;
  };
  /**
   * The saved card was not charged: tried again on `retryOn` (`retry`), not any more (`link`:
   * pay by link), or the bank wants the tenant's approval at `approveUrl` (`approve`).
   */
  'rent.charge_failed': {
    tenancyId: string;
    title: string;
    dueDate: string;
    amount: number;
    reason: 'retry' | 'link' | 'approve';
    retryOn: string | null;
    approveUrl: string | null;
  };
  /** The landlord waived a month: told to the tenant. */
  'rent.waived': {
    tenancyId: string;
    title: string;
    dueDate: string;
    amount: number;
    landlordName: string;
    reason: string | null;
  };
}

const rentTab = (id: string) => `/tenancies/${id}?tab=rent`;

export const RENT_NOTIFICATIONS: NotificationDefinitions<RentNotifications> = {
  'rent.reminder': {
    message: (e) =>
      `Rent of ${formatNaira(e.amount)} for "${e.title}" is due on ${formatDay(e.dueDate)}.${e.autopay ? ' Your saved card is charged that day.' : ''}`,
    link: (e) => rentTab(e.tenancyId),
    text: (e) =>
      `RentNaija: rent of ${formatNaira(e.amount)} for "${e.title}" is due on ${formatDay(e.dueDate)}.`,
    email: (e, user, link) => ({
      template: 'rent-reminder',
      data: {
        name: user.name,
        title: e.title,
        amount: formatNaira(e.amount),
        dueDate: formatDay(e.dueDate),
        days: e.days,
        autopay: e.autopay,
        link,
      },
    }),
  },
  'rent.paid': {
    message: (e) =>
      e.role === 'tenant'
        ? `Your rent of ${formatNaira(e.amount)} due ${formatDay(e.dueDate)} for "${e.title}" is paid.`
        : `${e.tenantName} paid the rent of ${formatNaira(e.amount)} due ${formatDay(e.dueDate)} for "${e.title}": released to you on ${formatDateTime(e.releaseAt)}.`,
    link: (e) => rentTab(e.tenancyId),
    email: (e, user, link) => ({
      template: 'rent-paid',
      data: {
        name: user.name,
        title: e.title,
        amount: formatNaira(e.amount),
        dueDate: formatDay(e.dueDate),
        role: e.role,
        tenantName: e.tenantName,
        releaseAt: formatDateTime(e.releaseAt),
        link,
      },
    }),
  },
  'rent.charge_failed': {
    message: (e) =>
      e.reason === 'approve'
        ? `Your bank wants you to approve the rent payment of ${formatNaira(e.amount)} for "${e.title}".`
        : e.reason === 'retry'
          ? `Your card was not charged for the rent of ${formatNaira(e.amount)} due ${formatDay(e.dueDate)}: we try again on ${formatDay(e.retryOn ?? e.dueDate)}.`
          : `Please pay the rent of ${formatNaira(e.amount)} due ${formatDay(e.dueDate)} for "${e.title}": your card could not be charged.`,
    link: (e) => (e.reason === 'approve' && e.approveUrl ? e.approveUrl : rentTab(e.tenancyId)),
    text: (e) =>
      e.reason === 'link'
        ? `RentNaija: please pay the rent of ${formatNaira(e.amount)} due ${formatDay(e.dueDate)} for "${e.title}" from your tenancy page.`
        : undefined,
    email: (e, user, link) => ({
      template: 'rent-charge-failed',
      data: {
        name: user.name,
        title: e.title,
        amount: formatNaira(e.amount),
        dueDate: formatDay(e.dueDate),
        reason: e.reason,
        retryOn: e.retryOn ? formatDay(e.retryOn) : null,
        link,
      },
    }),
  },
  'rent.waived': {
    message: (e) =>
      `${e.landlordName} waived the rent of ${formatNaira(e.amount)} due ${formatDay(e.dueDate)} for "${e.title}".`,
    link: (e) => rentTab(e.tenancyId),
    email: (e, user, link) => ({
      template: 'rent-waived',
      data: {
        name: user.name,
        title: e.title,
        amount: formatNaira(e.amount),
        dueDate: formatDay(e.dueDate),
        landlordName: e.landlordName,
        reason: e.reason,
        link,
      },
    }),
  },
};
