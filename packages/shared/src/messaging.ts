/** Conversations between a tenant and a landlord about a listing: rules and JSON shapes. */
import type { ListingSummary, Pagination } from './api-types.js';
import { formatDate, formatTime } from './format.js';

/** The longest message, after trimming. */
export const MESSAGE_MAX_LENGTH = 4000;
/** How many characters of its last message a conversation's preview shows. */
export const MESSAGE_PREVIEW_LENGTH = 100;
/** Messages per page of a thread (the newest page first, each page in time order). */
export const MESSAGES_PER_PAGE = 50;
/** The longest reason a user may give when reporting a conversation. */
export const REPORT_REASON_MAX_LENGTH = 1000;

export const CONVERSATION_REPORT_STATUSES = ['open', 'handled'] as const;
export type ConversationReportStatus = (typeof CONVERSATION_REPORT_STATUSES)[number];

/** The person on the other side of a conversation. */
export interface ConversationPartyDto {
  id: string;
  name: string;
  email: string;
  role: 'tenant' | 'landlord';
}

export interface ConversationDto {
  id: string;
  property: Pick<ListingSummary, 'id' | 'title' | 'location' | 'image'>;
  tenantId: string;
  landlordId: string;
  otherParty: ConversationPartyDto;
  lastMessageAt: string;
  /** The first 100 characters of the last message. */
  lastMessagePreview: string;
  /** Whether the last message was sent by the signed-in user. */
  lastMessageMine: boolean;
  /** Messages from the other party the signed-in user has not read. */
  unreadCount: number;
  createdAt: string;
}

/** GET /api/conversations: newest activity first, with the unread total over all of them. */
export interface ConversationsResponse {
  data: ConversationDto[];
  pagination: Pagination;
  unreadTotal: number;
}

export interface MessageDto {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  type: 'text';
  /** When the recipient read it; null while unread. */
  readAt: string | null;
  createdAt: string;
}

/** GET /api/conversations/:id/messages: one page in time order; `hasMore` when older exist. */
export interface MessagesPageResponse {
  data: MessageDto[];
  hasMore: boolean;
}

export interface MessageCreatedEvent {
  conversationId: string;
  message: MessageDto;
}

export interface ConversationReadEvent {
  conversationId: string;
  /** Who read: the other party, or the user in another tab. */
  readerId: string;
  readAt: string;
  /** The messages marked read now. */
  messageIds: string[];
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * When a message (or notification) was sent, as lists show it: the
 * time of day when under 24 hours old, else the date; in West Africa Time.
 */
export function formatMessageTime(value: string | Date, now: Date = new Date()): string {
  const at = new Date(value);
  return now.getTime() - at.getTime() < DAY_MS ? formatTime(at) : formatDate(at);
}
