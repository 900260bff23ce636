import { AuditLog } from '../modules/audit/entities/audit-log.entity.js';
import { LoginAttempt } from '../modules/auth/entities/login-attempt.entity.js';
import { OneTimeToken } from '../modules/auth/entities/one-time-token.entity.js';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity.js';
import { Session } from '../modules/auth/entities/session.entity.js';
import { ContactMessage } from '../modules/contact/entities/contact-message.entity.js';
import { ContactReply } from '../modules/contact/entities/contact-reply.entity.js';
import { OutboxEntry } from '../modules/jobs/entities/outbox-entry.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { Property } from '../modules/properties/entities/property.entity.js';
import { PropertyView } from '../modules/properties/entities/property-view.entity.js';
import { Bookmark } from '../modules/bookmarks/entities/bookmark.entity.js';
import { Notification } from '../modules/notifications/entities/notification.entity.js';

/** Every entity, listed once for the app, the tests and the migration CLI. */
export const ENTITIES = [
  User,
  Session,
  RefreshToken,
  OneTimeToken,
  LoginAttempt,
  OutboxEntry,
  AuditLog,
  ContactMessage,
  ContactReply,
  Property,
  PropertyView,
  Bookmark,
  Notification,
];
