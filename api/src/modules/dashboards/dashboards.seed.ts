import { formatNaira, lagosToday } from '@rentnaija/shared';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { agreedMoney } from '../applications/entities/agreed-money.js';
import { PropertyApplication } from '../applications/entities/property-application.entity.js';
import { hashPassword } from '../auth/tokens.js';
import { Conversation } from '../messaging/entities/conversation.entity.js';
import { Message } from '../messaging/entities/message.entity.js';
import { previewOf } from '../messaging/messaging.mapper.js';
import { Notification } from '../../platform/notifications/entities/notification.entity.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { paidMoveIn } from '../payments/payments.seed.js';
import { Property } from '../properties/entities/property.entity.js';
import { User } from '../users/entities/user.entity.js';

const DAY = 86_400_000;

/** Other renters of the first demo landlord: they cannot sign in (an unknown password). */
const APPLICANTS = [
  {
    name: 'Emeka Nwosu',
    email: 'emeka.nwosu@example.com',
    phone: '08023456789',
    job: 'Civil engineer',
  },
  {
    name: 'Aisha Bello',
    email: 'aisha.bello@example.com',
    phone: '08056781234',
    job: 'Pharmacist',
  },
  { name: 'Tolu Adebayo', email: 'tolu.adebayo@example.com', phone: '09034561278', job: 'Banker' },
  {
    name: 'Ifeoma Okafor',
    email: 'ifeoma.okafor@example.com',
    phone: '07045612389',
    job: 'Teacher',
  },
];

/** What each applicant did, days ago: enquired, applied, and (if paid) when. */
const STORIES: {
  applicant: number;
  enquired: number;
  applied: number;
  paid?: number;
  status: PropertyApplication['status'];
}[] = [
  { applicant: 0, enquired: 140, applied: 133, paid: 128, status: 'approved' },
  { applicant: 1, enquired: 104, applied: 100, paid: 97, status: 'approved' },
  { applicant: 2, enquired: 72, applied: 68, paid: 64, status: 'approved' },
  { applicant: 3, enquired: 9, applied: 4, status: 'under_review' },
  { applicant: 0, enquired: 3, applied: 2, status: 'pending' },
];

/**
 * Months of activity for the demo landlords, so the dashboards and /analytics show real figures
 * on `npm start`: recorded views of every approved listing since it was listed (more lately),
 * and, for the first landlord, applicants who enquired, applied and paid across the last months,
 * two applications waiting for a decision, and the notifications they caused. Rows only.
 */
export async function seedDashboards(m: EntityManager, users: Map<string, User>): Promise<void> {
  const landlord = users.get('landlord@example.com');
  if (!landlord) return;
  const today = lagosToday();
  // Up to 180 WAT days back, never before the listing was created; a deterministic number of
  // visitors a day (hashtext), rising over the months.
  await m.query(
    `INSERT INTO property_views (property_id, visitor_key, user_id, viewed_on, created_at)
     SELECT p.id, 'demo-' || left(md5(p.id::text || d || '-' || v), 24), NULL,
            $1::date - d, ($1::date - d)::timestamp AT TIME ZONE 'Africa/Lagos' + interval '10 hours'
     FROM properties p
     CROSS JOIN generate_series(0, 179) d
     CROSS JOIN generate_series(1, 9) v
     WHERE p.landlord_id = ANY($2) AND p.is_approved
       AND $1::date - d >= (p.created_at AT TIME ZONE 'Africa/Lagos')::date
       AND v <= 1 + abs(hashtext(p.id::text || d)) % 4 + (179 - d) / 60
     ON CONFLICT DO NOTHING`,
    [today, [landlord.id, users.get('landlord2@example.com')?.id].filter(Boolean)],
  );

  // The demo tenant saved a few homes of the second landlord.
  const tenant = users.get('tenant@example.com');
  const landlord2 = users.get('landlord2@example.com');
  if (tenant && landlord2) {
    await m.query(
      `INSERT INTO property_bookmarks (tenant_id, property_id, created_at)
       SELECT $1, p.id, now() - (row_number() OVER (ORDER BY p.created_at)) * interval '2 days'
       FROM (SELECT id, created_at FROM properties
             WHERE landlord_id = $2 AND is_approved AND status = 'available'
             ORDER BY created_at DESC LIMIT 3) p
       ON CONFLICT DO NOTHING`,
      [tenant.id, landlord2.id],
    );
  }

  const listings = await m.getRepository(Property).find({
    where: { landlordId: landlord.id, status: 'available', moderationStatus: 'approved' },
    order: { createdAt: 'ASC' },
  });
  if (listings.length < STORIES.length) return;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const people = [];
  for (const a of APPLICANTS) {
    const repo = m.getRepository(User);
    people.push(
      await repo.save(
        repo.create({
          name: a.name,
          email: a.email,
          phone: a.phone,
          role: 'tenant',
          status: 'active',
          emailVerifiedAt: new Date(),
          passwordHash,
        }),
      ),
    );
  }
  const now = Date.now();
  const at = (days: number, hour = 11) => new Date(now - days * DAY + (hour - 12) * 3600_000);
  const notifications: Partial<Notification>[] = [];
  for (const [i, story] of STORIES.entries()) {
    const person = people[story.applicant];
    const details = APPLICANTS[story.applicant];
    const listing = listings[i];
    const [first, last] = person.name.split(' ');
    const conversation = await m.getRepository(Conversation).save(
      m.getRepository(Conversation).create({
        tenantId: person.id,
        landlordId: landlord.id,
        propertyId: listing.id,
        lastMessageAt: at(story.enquired, 15),
        lastMessagePreview: previewOf('Thank you, I will apply today.'),
        lastSenderId: person.id,
        createdAt: at(story.enquired),
      }),
    );
    await m.getRepository(Message).insert([
      {
        conversationId: conversation.id,
        senderId: person.id,
        content: `Good morning. Is the ${listing.title.toLowerCase()} still available?`,
        type: 'text',
        createdAt: at(story.enquired),
        readAt: at(story.enquired, 12),
      },
      {
        conversationId: conversation.id,
        senderId: landlord.id,
        content: 'Yes, it is. You can apply on the listing page.',
        type: 'text',
        createdAt: at(story.enquired, 13),
        readAt: at(story.enquired, 14),
      },
      {
        conversationId: conversation.id,
        senderId: person.id,
        content: 'Thank you, I will apply today.',
        type: 'text',
        createdAt: at(story.enquired, 15),
        readAt: story.enquired > 5 ? at(story.enquired, 16) : null,
      },
    ]);
    const paid = story.paid !== undefined;
    const reference = `RN-DEMO-A${i}${randomBytes(3).toString('hex').toUpperCase()}`;
    const app = await m.getRepository(PropertyApplication).save(
      m.getRepository(PropertyApplication).create({
        tenantId: person.id,
        propertyId: listing.id,
        landlordId: landlord.id,
        firstName: first,
        lastName: last,
        email: person.email,
        phone: details.phone,
        dateOfBirth: '1991-03-14',
        occupation: details.job,
        employer: 'Lagos State Government',
        monthlyIncome: 700_000 + i * 90_000,
        ninNumber: `2345678901${i}`.slice(0, 11),
        referenceName: 'Kunle Adeyemi',
        referencePhone: '08011223344',
        referenceEmail: 'kunle.adeyemi@example.com',
        referenceRelationship: 'colleague',
        guarantorName: 'Grace Okoro',
        guarantorPhone: '08099887766',
        guarantorEmail: 'grace.okoro@example.com',
        guarantorRelationship: 'family',
        guarantorOccupation: 'Accountant',
        guarantorEmployer: 'First Bank',
        guarantorNinNumber: `1098765432${i}`.slice(0, 11),
        money: agreedMoney(listing),
        status: story.status,
        applicationFeePaid: paid,
        depositPaid: paid,
        paymentReference: paid ? reference : null,
        reviewedAt: story.status === 'pending' ? null : at(story.applied - 1),
        reviewedBy: story.status === 'pending' ? null : landlord.id,
        guarantorStatus: 'confirmed',
        guarantorRespondedAt: at(story.applied, 18),
        createdAt: at(story.applied),
        updatedAt: at(story.applied),
      }),
    );
    if (story.status === 'pending' || story.status === 'under_review') {
      notifications.push({
        userId: landlord.id,
        type: 'application.submitted',
        message: `${person.name} applied to rent "${listing.title}".`,
        link: '/applications',
        readAt: story.status === 'pending' ? null : at(story.applied - 1),
        createdAt: at(story.applied),
      });
    }
    if (!paid) continue;
    await m.getRepository(Property).update({ id: listing.id }, { status: 'rented' });
    const payment = paidMoveIn(app, listing, reference, at(story.paid!));
    await m.getRepository(Payment).insert(payment);
    notifications.push({
      userId: landlord.id,
      type: 'payment.received',
      message: `${person.name} paid ${formatNaira(payment.amount)} for "${listing.title}".`,
      link: '/payments',
      readAt: at(story.paid! - 1),
      createdAt: at(story.paid!),
    });
  }
  await m.getRepository(Notification).insert(notifications);
}
