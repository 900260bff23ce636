import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Property } from '../properties/entities/property.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { getSeedStorage } from '../../platform/storage/file-storage.js';
import { samplePdf } from '../../platform/storage/sample-documents.js';
import { OwnershipProof } from './entities/ownership-proof.entity.js';

/** One listing of the first demo landlord carries an approved proof and the badge. */
export async function seedOwnershipProofs(m: EntityManager, users: Map<string, User>) {
  const landlord = users.get('landlord@example.com');
  const admin = users.get('admin@example.com');
  const storage = getSeedStorage();
  if (!landlord || !storage) return;
  const listing = await m.getRepository(Property).findOne({
    where: { landlordId: landlord.id, moderationStatus: 'approved', status: 'available' },
    order: { createdAt: 'DESC' },
  });
  if (!listing) return;
  const body = samplePdf('Deed of assignment', [
    `Property: ${listing.location}`,
    `Assignee: ${landlord.name}`,
    'Registered at the Lagos State Lands Registry, 2019',
  ]);
  const storageKey = `private/ownership/${listing.id}/${randomUUID()}.pdf`;
  await storage.put(storageKey, body, 'application/pdf');
  const reviewedAt = new Date(Date.now() - 5 * 86_400_000);
  const repo = m.getRepository(OwnershipProof);
  await repo.save(
    repo.create({
      propertyId: listing.id,
      landlordId: landlord.id,
      documentType: 'deed_of_assignment',
      storageKey,
      mimeType: 'application/pdf',
      size: body.length,
      fileName: 'deed-of-assignment.pdf',
      status: 'approved',
      rejectionReason: null,
      listingAddress: listing.location,
      reviewedAt,
      reviewedBy: admin?.id ?? null,
    }),
  );
  await m.getRepository(Property).update({ id: listing.id }, { verifiedOwner: true });
}
