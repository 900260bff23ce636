/**
 * The live channel (socket.io at /socket.io): its timings and the events the
 * server pushes to a signed-in user's room. REST stores; the socket only tells.
 */
import type { NotificationDto } from './api-types.js';
import type { ConversationReadEvent, MessageCreatedEvent } from './messaging.js';

export const REALTIME = {
  path: '/socket.io',
  /** Waits between reconnection attempts; the last one repeats. */
  reconnectDelaysMs: [1000, 2000, 5000, 10000],
  /** How long one connection attempt may take. */
  timeoutMs: 10_000,
  /** The server pings every 25 s (the heartbeat). */
  heartbeatMs: 25_000,
} as const;

/** The reason a handshake is refused, in the `connect_error`'s `data.code`. */
export type RealtimeRefusal = 'INVALID_TOKEN' | 'SERVICE_UNAVAILABLE';

/**
 * Every event the server pushes, with its data. A feature adding one adds a line here and
 * emits it with `RealtimeService.emitToUser(userId, event, data)`.
 */
export interface RealtimeEvents {
  /** A message in one of the user's conversations (both parties, every open tab). */
  'message.created': MessageCreatedEvent;
  /** The other party (or the user in another tab) read a conversation. */
  'conversation.read': ConversationReadEvent;
  /** A notification for the bell, just committed. */
  'notification.created': NotificationDto;
  /**
   * Something a dashboard counts changed for the user (an application, a saved listing, a
   * payment or refund, KYC, one of their listings), emitted after commit: refetch the dashboard.
   */
  'dashboard.changed': { scope: 'applications' | 'bookmarks' | 'payments' | 'kyc' | 'listings' };
}
export type RealtimeEventName = keyof RealtimeEvents;
