import {
  type ConversationDto,
  type ConversationPartyDto,
  MESSAGE_PREVIEW_LENGTH,
  type MessageDto,
} from '@rentnaija/shared';
import type { Property } from '../properties/entities/property.entity.js';
import type { User } from '../users/entities/user.entity.js';
import type { Conversation } from './entities/conversation.entity.js';
import type { Message } from './entities/message.entity.js';

/** A conversation loaded with its listing and both parties. */
export type LoadedConversation = Conversation & {
  property: Property;
  tenant: User;
  landlord: User;
};

/** The first MESSAGE_PREVIEW_LENGTH characters (whole characters, not UTF-16 halves). */
export const previewOf = (content: string) =>
  Array.from(content).slice(0, MESSAGE_PREVIEW_LENGTH).join('');

export const toMessageDto = (m: Message): MessageDto => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  content: m.content,
  type: m.type,
  readAt: m.readAt?.toISOString() ?? null,
  createdAt: m.createdAt.toISOString(),
});

export const toPartyDto = (u: User, role: 'tenant' | 'landlord'): ConversationPartyDto => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role,
});

export const toConversationProperty = (p: Property) => ({
  id: p.id,
  title: p.title,
  location: p.location,
  image: p.images[0] ?? null,
});

/** The conversation as `viewerId` (one of its parties) sees it. */
export function toConversationDto(
  c: LoadedConversation,
  viewerId: string,
  unreadCount: number,
): ConversationDto {
  const viewerIsTenant = c.tenantId === viewerId;
  return {
    id: c.id,
    property: toConversationProperty(c.property),
    tenantId: c.tenantId,
    landlordId: c.landlordId,
    otherParty: viewerIsTenant
      ? toPartyDto(c.landlord, 'landlord')
      : toPartyDto(c.tenant, 'tenant'),
    lastMessageAt: c.lastMessageAt.toISOString(),
    lastMessagePreview: c.lastMessagePreview,
    lastMessageMine: c.lastSenderId === viewerId,
    unreadCount,
    createdAt: c.createdAt.toISOString(),
  };
}
