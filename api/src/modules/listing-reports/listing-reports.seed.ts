import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { getSeedStorage, PRIVATE_FILES_PREFIX } from '../../platform/storage/file-storage.js';
import { Property } from '../properties/entities/property.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { ListingReport, ListingReportCase } from './entities/listing-report.entity.js';

/** A phone screenshot of a chat asking for an inspection fee, drawn for the demo. */
function chatScreenshot(): Promise<Buffer> {
  const bubble = (y: number, text: string, mine: boolean) =>
    `<rect x="${mine ? 150 : 24}" y="${y}" width="366" height="64" rx="14" fill="${mine ? '#dcf8c6' : '#ffffff'}"/>
     <text x="${mine ? 166 : 40}" y="${y + 38}" font-family="sans-serif" font-size="20" fill="#111">${text}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="520">
    <rect width="540" height="520" fill="#ece5dd"/>
    <rect width="540" height="64" fill="#075e54"/>
    <text x="24" y="42" font-family="sans-serif" font-size="22" fill="#fff">Agent</text>
    ${bubble(96, 'Is the flat still available?', true)}
    ${bubble(180, 'Yes. Pay N20,000 inspection fee', false)}
    ${bubble(264, 'to 0123456789 before viewing', false)}
    ${bubble(348, 'Can I pay on RentNaija?', true)}
    ${bubble(432, 'No, transfer only. Hurry!', false)}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * An open case for the console: two people reported a demo listing of the second demo landlord,
 * the demo tenant with a screenshot of a chat, and a signed-out visitor (fewer than the three
 * people who hide a listing).
 */
export async function seedListingReports(m: EntityManager, users: Map<string, User>) {
  const tenant = users.get('tenant@example.com');
  const landlord = users.get('landlord2@example.com');
  const storage = getSeedStorage();
  if (!tenant || !landlord || !storage) return;
  const listing = await m.getRepository(Property).findOne({
    where: { landlordId: landlord.id, moderationStatus: 'approved', status: 'available' },
    order: { createdAt: 'ASC' },
  });
  if (!listing) return;
  const photo = await chatScreenshot();
  const storageKey = `${PRIVATE_FILES_PREFIX}listing-reports/${randomUUID()}.jpg`;
  await storage.put(storageKey, photo, 'image/jpeg');
  const day = 24 * 3600_000;
  const cases = m.getRepository(ListingReportCase);
  const open = await cases.save(
    cases.create({
      propertyId: listing.id,
      status: 'open',
      createdAt: new Date(Date.now() - 2 * day),
    }),
  );
  const reports = m.getRepository(ListingReport);
  await reports.save([
    reports.create({
      caseId: open.id,
      propertyId: listing.id,
      reporterId: tenant.id,
      reporterKey: `user:${tenant.id}`,
      reason: 'pay_before_viewing',
      details:
        'Someone calling himself the agent asked me on WhatsApp for ₦20,000 before showing me the flat.',
      evidencePhoto: {
        storageKey,
        mimeType: 'image/jpeg',
        size: photo.length,
        fileName: 'whatsapp-chat.jpg',
      },
      createdAt: new Date(Date.now() - 2 * day),
    }),
    reports.create({
      caseId: open.id,
      propertyId: listing.id,
      reporterId: null,
      reporterKey: 'ip:102.89.34.17',
      reason: 'not_owner_or_agent',
      details: 'The man who showed it said the owner does not know him.',
      evidencePhoto: null,
      createdAt: new Date(Date.now() - day),
    }),
  ]);
}
