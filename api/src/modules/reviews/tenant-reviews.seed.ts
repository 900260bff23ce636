import type { EntityManager } from 'typeorm';
import { Tenancy } from '../tenancies/entities/tenancy.entity.js';
import { TenantReview } from './entities/tenant-review.entity.js';

/**
 * Landlords' reviews of the demo's tenants on their ended tenancies, written on the day each
 * ended. Rows only; runs after the tenancies step.
 */
export async function seedTenantReviews(m: EntityManager): Promise<void> {
  const ended = await m.getRepository(Tenancy).find({
    where: { state: 'ended' },
    order: { createdAt: 'ASC' },
  });
  const repo = m.getRepository(TenantReview);
  for (const t of ended) {
    const at = new Date(`${t.endDate ?? t.moveInDate}T11:00:00+01:00`);
    await repo.save(
      repo.create({
        tenancyId: t.id,
        propertyId: t.propertyId,
        tenantId: t.tenantId,
        landlordId: t.landlordId,
        rentOnTime: 5,
        careOfHome: 4,
        communication: 5,
        wouldLetAgain: true,
        text: 'Paid every month before the due date and reported small repairs early. The flat was handed back clean.',
        createdAt: at,
        updatedAt: at,
      }),
    );
  }
}
