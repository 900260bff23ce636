import type { ConversationReadEvent, MessageDto, MessagesPageResponse } from '@rentnaija/shared';
import { MESSAGE_MAX_LENGTH } from '@rentnaija/shared';

/** A thread as the infinite query keeps it: pages newest first, each in time order. */
export interface ThreadData {
  pages: MessagesPageResponse[];
  pageParams: unknown[];
}

/** Every loaded message, oldest first. */
export function threadMessages(data: ThreadData | undefined): MessageDto[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.data);
}

/** The thread with a new message at its end (once, however many times it is told). */
export function withMessage(data: ThreadData, message: MessageDto): ThreadData {
  if (data.pages.some((p) => p.data.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest, data: [...newest.data, message] }, ...older] };
}

/** The thread after the other party (or this user elsewhere) read messages. */
export function withRead(data: ThreadData, event: ConversationReadEvent): ThreadData {
  const ids = new Set(event.messageIds);
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      data: p.data.map((m) => (ids.has(m.id) && !m.readAt ? { ...m, readAt: event.readAt } : m)),
    })),
  };
}

/** How many messages of the other party this user has not read. */
export function unreadFrom(messages: MessageDto[], viewerId: string): number {
  return messages.filter((m) => m.senderId !== viewerId && !m.readAt).length;
}

/** Whether the composer may send: something besides spaces, not too long, not already sending. */
export function canSend(text: string, sending: boolean): boolean {
  const trimmed = text.trim();
  return !sending && trimmed.length > 0 && trimmed.length <= MESSAGE_MAX_LENGTH;
}

/** Enter sends; Shift+Enter (and Enter while an input method composes) adds a line. */
export function sendsOnKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }) {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
