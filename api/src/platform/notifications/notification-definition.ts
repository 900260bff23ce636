import type { SecretValue } from '../jobs/secrets.js';
import type { OutgoingMail } from '../mail/mail.service.js';
import type { User } from '../../modules/users/entities/user.entity.js';

/**
 * How a user is told about one kind of event whose data is `E`: the bell's message and link,
 * and the email and text when the event calls for them. A feature declares its events beside
 * its code (`<feature>.notifications.ts`, as `NotificationDefinitions<ItsEvents>`), and the
 * catalogue (notification-catalogue.ts) lists each feature once.
 */
export interface NotificationDefinition<E> {
  message(event: E): string;
  /** A path of the site the notification opens. */
  link(event: E): string | null;
  /** The email that goes with it, when the event calls for one (`link` made absolute). */
  email?(event: E, user: User, link: string): Omit<OutgoingMail, 'to'>;
  /**
   * A short text for the events renters cannot miss, sent by SMS and/or WhatsApp to users who
   * verified their phone and opted in (see TextMessagesService). One line per event; given as
   * parts, a part that is a secret (a one-time link) is sealed, so staff read it redacted.
   */
  text?(event: E): string | (string | SecretValue)[] | undefined;
}

/** A feature's events, `Events` giving each type's data, with their definitions. */
export type NotificationDefinitions<Events> = {
  [K in keyof Events]: NotificationDefinition<Events[K]>;
};

/** The data of the events a definition is for. */
export type NotificationData<D> = D extends NotificationDefinition<infer E> ? E : never;

/** An event as features pass it to `notify()`: its type (one of `K`) and its data. */
export type NotificationEventOf<Events, K extends keyof Events = keyof Events> = {
  [T in K]: { type: T } & Events[T];
}[K];
