import type { Role } from '@rentnaija/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../modules/auth/tokens.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { seedListings } from '../../modules/properties/properties.seed.js';
import { seedViewings } from '../../modules/viewings/viewings.seed.js';
import { seedMessaging } from '../../modules/messaging/messaging.seed.js';
import { seedPayments } from '../../modules/payments/payments.seed.js';
import { seedKyc } from '../../modules/kyc/kyc.seed.js';
import { seedOwnershipProofs } from '../../modules/ownership/ownership.seed.js';
import { seedTenancies } from '../../modules/tenancies/tenancies.seed.js';
import { seedDeposits } from '../../modules/tenancies/deposits.seed.js';
import { seedRent } from '../../modules/tenancies/rent.seed.js';
// Dashboards and analytics
import { seedDashboards } from '../../modules/dashboards/dashboards.seed.js';
// The money ledger and payouts: after every seed that makes payments.
import { seedLedger } from '../../modules/ledger/ledger.seed.js';
import { seedPayouts } from '../../modules/payouts/payouts.seed.js';
// Reviews: after the tenancies they are written on.
import { seedReviews } from '../../modules/reviews/reviews.seed.js';
// The renter profile, and landlords' reviews of tenants.
import { seedRenterProfiles } from '../../modules/renter-profile/renter-profile.seed.js';
import { seedTenantReviews } from '../../modules/reviews/tenant-reviews.seed.js';
// Reports of listings, for the console's queue.
import { seedListingReports } from '../../modules/listing-reports/listing-reports.seed.js';

export const DEMO_PASSWORD = 'Rentals#2026';

export const DEMO_ACCOUNTS: { email: string; name: string; role: Role; phone: string }[] = [
  { email: 'admin@example.com', name: 'Amaka Admin', role: 'admin', phone: '08030000001' },
  { email: 'support@example.com', name: 'Segun Support', role: 'support', phone: '08030000002' },
  {
    email: 'landlord@example.com',
    name: 'Babatunde Adeyemi',
    role: 'landlord',
    phone: '08031234567',
  },
  { email: 'landlord2@example.com', name: 'Ngozi Okonkwo', role: 'landlord', phone: '08097654321' },
  { email: 'tenant@example.com', name: 'Chioma Eze', role: 'tenant', phone: '07012345678' },
];

/** Seeds of later features register here; each receives the demo users by email. */
export type SeedStep = (m: EntityManager, users: Map<string, User>) => Promise<void>;
const steps: SeedStep[] = [];
export function registerSeedStep(step: SeedStep): void {
  steps.push(step);
}
registerSeedStep(seedListings);
registerSeedStep(seedViewings);
registerSeedStep(seedMessaging);
registerSeedStep(seedPayments);
registerSeedStep(seedKyc);
registerSeedStep(seedOwnershipProofs);
// Dashboards and analytics
registerSeedStep(seedDashboards);
// After every step that seeds applications and payments: the ledger holds their money, and
// the tenancies move it.
registerSeedStep(seedLedger);
registerSeedStep(seedPayouts);
registerSeedStep(seedTenancies);
// The caution deposits of the tenancies that ended: after the tenancies.
registerSeedStep(seedDeposits);
registerSeedStep(seedRent);
registerSeedStep(seedReviews);
registerSeedStep(seedRenterProfiles);
registerSeedStep(seedTenantReviews);
registerSeedStep(seedListingReports);

/** Fills an empty database with the demo accounts (and, through the steps, demo content). */
export async function seedDemoData(dataSource: DataSource): Promise<boolean> {
  if ((await dataSource.getRepository(User).count()) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await dataSource.transaction(async (m) => {
    const repo = m.getRepository(User);
    const users = new Map<string, User>();
    for (const account of DEMO_ACCOUNTS) {
      const user = await repo.save(
        repo.create({ ...account, passwordHash, status: 'active', emailVerifiedAt: new Date() }),
      );
      users.set(account.email, user);
    }
    for (const step of steps) await step(m, users);
  });
  return true;
}
