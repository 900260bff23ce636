import { formatViewingDate } from '@rentnaija/shared';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';
import { viewingPath } from './viewing-calendar.js';

interface ViewingEventBase {
  viewingId: string;
  propertyId: string;
  title: string;
  viewingDate: string;
  viewingTime: string;
}

/** What tenants and landlords are told about viewings. */
export interface ViewingNotifications {
  /** To the landlord: a tenant asked for a viewing. */
  'viewing.requested': ViewingEventBase & { tenantName: string };
  /** To the tenant: the viewing is confirmed; the email carries the calendar invite. */
  'viewing.confirmed': ViewingEventBase & { sequence: number };
  /** To the other side of the viewing. */
  'viewing.cancelled': ViewingEventBase & {
    cancelledBy: 'tenant' | 'landlord';
    sequence: number;
    /** The recipient had a calendar invite: the email removes it (METHOD:CANCEL). */
    withCalendar: boolean;
  };
  /** To both, the day before. */
  'viewing.reminder': ViewingEventBase & { role: 'tenant' | 'landlord' };
}

const when = (e: ViewingEventBase) => `${formatViewingDate(e.viewingDate)} at ${e.viewingTime}`;

export const VIEWING_NOTIFICATIONS: NotificationDefinitions<ViewingNotifications> = {
  'viewing.requested': {
    message: (e) => `${e.tenantName} asked to view "${e.title}" on ${when(e)}.`,
    link: (e) => viewingPath(e.viewingId),
    email: (e, user, link) => ({
      template: 'viewing-requested',
      data: { viewingId: e.viewingId, name: user.name, link },
    }),
  },
  'viewing.confirmed': {
    message: (e) => `Your viewing of "${e.title}" is confirmed for ${when(e)}.`,
    link: (e) => viewingPath(e.viewingId),
    email: (e, user, link) => ({
      template: 'viewing-invite',
      data: { viewingId: e.viewingId, sequence: e.sequence, name: user.name, link },
    }),
    text: (e) => `RentNaija: your viewing of "${e.title}" is confirmed for ${when(e)} WAT.`,
  },
  'viewing.cancelled': {
    message: (e) =>
      `The viewing of "${e.title}" on ${when(e)} was cancelled by the ${e.cancelledBy}.`,
    link: (e) => viewingPath(e.viewingId),
    email: (e, user, link) => ({
      template: 'viewing-cancelled',
      data: {
        viewingId: e.viewingId,
        sequence: e.sequence,
        withCalendar: e.withCalendar,
        cancelledBy: e.cancelledBy,
        name: user.name,
        link,
      },
    }),
  },
  'viewing.reminder': {
    message: (e) => `Reminder: viewing of "${e.title}" tomorrow, ${when(e)}.`,
    link: (e) => viewingPath(e.viewingId),
    email: (e, user, link) => ({
      template: 'viewing-reminder',
      data: { viewingId: e.viewingId, role: e.role, name: user.name, link },
    }),
    text: (e) => `RentNaija reminder: viewing of "${e.title}" on ${when(e)} WAT.`,
  },
};
