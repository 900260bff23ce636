import type { EntityManager } from 'typeorm';
import { Notification } from '../../platform/notifications/entities/notification.entity.js';
import { Property } from '../properties/entities/property.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { Conversation } from './entities/conversation.entity.js';
import { Message } from './entities/message.entity.js';
import { previewOf } from './messaging.mapper.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A demo exchange: who writes ('t' tenant, 'l' landlord), how long ago, what. */
type Line = [who: 't' | 'l', agoMs: number, text: string];

const EXCHANGES: { landlord: string; listing: number; lines: Line[]; readUpTo: number }[] = [
  {
    landlord: 'landlord@example.com',
    listing: 0,
    readUpTo: 3,
    lines: [
      ['t', 2 * DAY, 'Good afternoon sir. Is this flat still available from next month?'],
      ['l', 2 * DAY - 40 * MINUTE, 'Good afternoon. Yes, it is available from the 1st.'],
      [
        't',
        2 * DAY - 30 * MINUTE,
        'Is the water from a borehole, and how many hours of light on average?',
      ],
      [
        'l',
        3 * HOUR,
        'Borehole with a treatment tank, and about 18 hours of power. You can come and see it on Saturday by 11.',
      ],
      ['l', 3 * HOUR - 2 * MINUTE, 'Please book the viewing here so I have your details.'],
    ],
  },
  {
    landlord: 'landlord2@example.com',
    listing: 0,
    readUpTo: 3,
    lines: [
      ['t', 5 * DAY, 'Hello ma, is the service charge included in the rent shown?'],
      [
        'l',
        5 * DAY - HOUR,
        'No, the service charge is separate. It covers security, waste and the estate generator.',
      ],
      ['t', 4 * DAY, 'Thank you, that is clear.'],
    ],
  },
  {
    landlord: 'landlord@example.com',
    listing: 1,
    readUpTo: 0,
    lines: [
      ['t', 25 * MINUTE, 'Hi, can I pay monthly for this one, or do you need a year upfront?'],
    ],
  },
];

/**
 * Demo conversations between the demo tenant and both demo landlords (some messages unread),
 * and a few notifications, so /messages and the bell show real content on `npm start`.
 */
export async function seedMessaging(m: EntityManager, users: Map<string, User>): Promise<void> {
  const tenant = users.get('tenant@example.com');
  if (!tenant) return;
  const now = Date.now();
  for (const exchange of EXCHANGES) {
    const landlord = users.get(exchange.landlord);
    if (!landlord) continue;
    const listings = await m.getRepository(Property).find({
      where: { landlordId: landlord.id, isApproved: true, status: 'available' },
      order: { createdAt: 'DESC' },
      take: 2,
    });
    const listing = listings[exchange.listing];
    if (!listing) continue;
    const lines = exchange.lines.map(([who, ago, content], i) => ({
      senderId: who === 't' ? tenant.id : landlord.id,
      content,
      createdAt: new Date(now - ago),
      readAt: i < exchange.readUpTo ? new Date(now - ago + 5 * MINUTE) : null,
    }));
    const last = lines[lines.length - 1];
    const conversation = await m.getRepository(Conversation).save(
      m.getRepository(Conversation).create({
        tenantId: tenant.id,
        landlordId: landlord.id,
        propertyId: listing.id,
        lastMessageAt: last.createdAt,
        lastMessagePreview: previewOf(last.content),
        lastSenderId: last.senderId,
        createdAt: lines[0].createdAt,
      }),
    );
    await m
      .getRepository(Message)
      .insert(
        lines.map((line) => ({ ...line, conversationId: conversation.id, type: 'text' as const })),
      );
    if (exchange.listing === 0) {
      // The landlord was told when this listing went live (the first landlord has read it).
      await m.getRepository(Notification).insert({
        userId: landlord.id,
        type: 'listing.approved',
        message: `Your listing "${listing.title}" was approved and is live in search.`,
        link: `/property/${listing.id}`,
        readAt: exchange.landlord === 'landlord@example.com' ? new Date(now - 6 * DAY) : null,
        createdAt: new Date(now - 7 * DAY),
      });
    }
  }
  const [conversation] = await m.getRepository(Conversation).find({
    where: { tenantId: tenant.id },
    order: { lastMessageAt: 'DESC' },
    relations: { property: true, landlord: true },
    take: 1,
  });
  if (conversation?.property && conversation.landlord) {
    await m.getRepository(Notification).insert({
      userId: tenant.id,
      type: 'message.unread',
      message: `${conversation.landlord.name} sent you 2 messages about "${conversation.property.title}".`,
      link: `/messages?conversation=${conversation.id}`,
      readAt: null,
      createdAt: new Date(now - 2 * HOUR),
    });
  }
}
