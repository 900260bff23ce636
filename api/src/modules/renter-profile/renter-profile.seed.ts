import type { EntityManager } from 'typeorm';
import type { User } from '../users/entities/user.entity.js';
import { RenterProfile } from './entities/renter-profile.entity.js';

/**
 * The demo tenant's renter profile, filled so that applying with it works at once: work, a
 * reference and a guarantor, showing identity, work and the rent record, with consent to show
 * landlords' reviews. Rows only.
 */
export async function seedRenterProfiles(m: EntityManager, users: Map<string, User>) {
  const tenant = users.get('tenant@example.com');
  if (!tenant) return;
  const repo = m.getRepository(RenterProfile);
  await repo.save(
    repo.create({
      tenantId: tenant.id,
      phone: tenant.phone ?? '07012345678',
      dateOfBirth: '1994-05-21',
      occupation: 'Product designer',
      employer: 'Paystack',
      monthlyIncome: 1_200_000,
      ninNumber: '',
      referenceName: 'Tunde Bakare',
      referencePhone: '08023456789',
      referenceEmail: 'tunde.bakare@example.com',
      referenceRelationship: 'colleague',
      guarantorName: 'Ngozi Adaeze Eze',
      guarantorPhone: '08098765432',
      guarantorEmail: 'ngozi.eze@example.com',
      guarantorRelationship: 'family',
      guarantorOccupation: 'Civil servant',
      guarantorEmployer: 'Lagos State Government',
      guarantorNinNumber: '10987654321',
      about: 'Quiet, tidy and on time with rent. Works from the office most weekdays; no pets.',
      shown: ['identity', 'work', 'rentRecord'],
      showLandlordReviews: true,
    }),
  );
}
