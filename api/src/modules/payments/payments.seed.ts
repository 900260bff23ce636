import {
  type ApplicationStatus,
  GUARANTOR_LINK_DAYS,
  type GuarantorStatus,
  moveInCost,
} from '@rentnaija/shared';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { agreedMoney } from '../applications/entities/agreed-money.js';
import { PropertyApplication } from '../applications/entities/property-application.entity.js';
import { hashToken } from '../auth/tokens.js';
import { Property } from '../properties/entities/property.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { Payment } from './entities/payment.entity.js';
import { Refund } from './entities/refund.entity.js';

const DAY = 24 * 3600_000;

interface DemoApplication {
  landlord: string;
  status: ApplicationStatus;
  guarantor: GuarantorStatus;
  /** Days ago the application was made. */
  appliedDaysAgo: number;
  /** Days ago it was paid (completed payment); undefined: not paid. */
  paidDaysAgo?: number;
  /** A payment the gateway reported short, flagged for staff to check (not completed). */
  flaggedAttempt?: true;
  /** The payer's bank opened a chargeback on the payment, due in two days. */
  disputed?: true;
  /** The listing accepts monthly rent: its tenancy pays month by month (see the rent seed). */
  monthly?: true;
  note?: string;
}

/**
 * The demo tenant's applications in every state (with each guarantor answer) and completed
 * payments spread over the past months, so the dashboards have real figures (and the tenancies
 * seed one tenancy in each state); one refund asked for, one payment flagged and one disputed for
 * the console. Rows only: nothing is emailed for
 * demo data.
 */
const DEMO: DemoApplication[] = [
  { landlord: 'landlord@example.com', status: 'pending', guarantor: 'pending', appliedDaysAgo: 1 },
  {
    landlord: 'landlord2@example.com',
    status: 'under_review',
    guarantor: 'confirmed',
    appliedDaysAgo: 3,
    note: 'Calling your reference this week.',
    flaggedAttempt: true,
  },
  {
    landlord: 'landlord@example.com',
    status: 'approved',
    guarantor: 'confirmed',
    appliedDaysAgo: 170,
    paidDaysAgo: 165,
    note: 'Welcome! Keys at the estate office.',
  },
  {
    landlord: 'landlord2@example.com',
    status: 'approved',
    guarantor: 'confirmed',
    appliedDaysAgo: 95,
    paidDaysAgo: 92,
  },
  {
    landlord: 'landlord@example.com',
    status: 'approved',
    guarantor: 'confirmed',
    appliedDaysAgo: 38,
    paidDaysAgo: 35,
    disputed: true,
  },
  {
    landlord: 'landlord@example.com',
    status: 'approved',
    guarantor: 'confirmed',
    appliedDaysAgo: 6,
    paidDaysAgo: 5,
  },
  {
    landlord: 'landlord@example.com',
    status: 'approved',
    guarantor: 'confirmed',
    appliedDaysAgo: 31,
    paidDaysAgo: 28,
  },
  {
    landlord: 'landlord2@example.com',
    status: 'approved',
    guarantor: 'confirmed',
    appliedDaysAgo: 3,
    paidDaysAgo: 1,
  },
  {
    landlord: 'landlord2@example.com',
    status: 'approved',
    guarantor: 'confirmed',
    appliedDaysAgo: 175,
    paidDaysAgo: 170,
    monthly: true,
  },
  {
    landlord: 'landlord2@example.com',
    status: 'rejected',
    guarantor: 'declined',
    appliedDaysAgo: 20,
    note: 'Your guarantor declined to stand for this application.',
  },
];

export async function seedPayments(m: EntityManager, users: Map<string, User>): Promise<void> {
  const tenant = users.get('tenant@example.com');
  if (!tenant) return;
  const used = new Set<string>();
  const now = Date.now();
  let n = 0;
  for (const demo of DEMO) {
    const landlord = users.get(demo.landlord);
    if (!landlord) continue;
    const listing = (
      await m.getRepository(Property).find({
        where: { landlordId: landlord.id, status: 'available', moderationStatus: 'approved' },
        order: { createdAt: 'DESC' },
      })
    ).find((p) => !used.has(p.id));
    if (!listing) continue;
    used.add(listing.id);
    if (demo.monthly) {
      listing.acceptsMonthlyRent = true;
      await m.getRepository(Property).update({ id: listing.id }, { acceptsMonthlyRent: true });
    }
    n += 1;
    const appliedAt = new Date(now - demo.appliedDaysAgo * DAY);
    const paid = demo.paidDaysAgo !== undefined;
    const reference = `RN-DEMO-${String(n).padStart(2, '0')}${randomBytes(3).toString('hex').toUpperCase()}`;
    const decided = demo.status !== 'pending';
    const app = await m.getRepository(PropertyApplication).save(
      m.getRepository(PropertyApplication).create({
        tenantId: tenant.id,
        propertyId: listing.id,
        landlordId: landlord.id,
        firstName: 'Chioma',
        lastName: 'Eze',
        email: tenant.email,
        phone: tenant.phone ?? '07012345678',
        dateOfBirth: '1994-05-21',
        occupation: 'Product designer',
        employer: 'Paystack',
        monthlyIncome: 850_000,
        ninNumber: '12345678901',
        referenceName: 'Tunde Bakare',
        referencePhone: '08023456789',
        referenceEmail: 'tunde.bakare@example.com',
        referenceRelationship: 'colleague',
        guarantorName: 'Ngozi Eze',
        guarantorPhone: '08098765432',
        guarantorEmail: 'ngozi.eze@example.com',
        guarantorRelationship: 'family',
        guarantorOccupation: 'Civil servant',
        guarantorEmployer: 'Lagos State Government',
        guarantorNinNumber: '10987654321',
        money: agreedMoney(listing),
        status: demo.status,
        applicationFeePaid: paid,
        depositPaid: paid,
        paymentReference: paid ? reference : null,
        reviewedAt: decided ? new Date(appliedAt.getTime() + DAY) : null,
        reviewedBy: decided ? landlord.id : null,
        reviewNote: demo.note ?? null,
        guarantorStatus: demo.guarantor,
        guarantorRespondedAt:
          demo.guarantor === 'pending' ? null : new Date(appliedAt.getTime() + DAY / 2),
        // A link nobody holds: the demo guarantor's email was never sent.
        guarantorTokenHash: hashToken(randomBytes(32).toString('base64url')),
        guarantorTokenExpiresAt: new Date(appliedAt.getTime() + GUARANTOR_LINK_DAYS * DAY),
        createdAt: appliedAt,
        updatedAt: appliedAt,
      }),
    );
    if (demo.status === 'approved') {
      await m
        .getRepository(Property)
        .update({ id: listing.id }, { status: paid ? 'rented' : 'under_contract' });
    }
    if (demo.flaggedAttempt) await seedFlaggedAttempt(m, app, listing, `${reference}F`);
    if (!paid) continue;
    const paidAt = new Date(now - demo.paidDaysAgo! * DAY);
    const moveIn = paidMoveIn(app, listing, reference, paidAt);
    const payment = await m.getRepository(Payment).save(
      m.getRepository(Payment).create({
        ...moveIn,
        ...(demo.disputed
          ? {
              disputeId: `${9_000 + n}`,
              disputeStatus: 'awaiting-merchant-feedback',
              disputeCategory: 'chargeback',
              disputeAmount: moveIn.amount,
              disputeOpenedAt: new Date(now - DAY),
              disputeDueAt: new Date(now + 2 * DAY),
              releaseFrozen: true,
            }
          : {}),
      }),
    );
    if (demo.paidDaysAgo === 5) {
      await m.getRepository(Refund).save(
        m.getRepository(Refund).create({
          paymentId: payment.id,
          tenantId: tenant.id,
          amount: payment.amount,
          reason: 'technical_error',
          details: 'My bank shows the amount twice; please check and refund the extra charge.',
          status: 'requested',
          automatic: false,
        }),
      );
    }
  }
}

/** A card payment the gateway reported at ₦1,000 instead of the move-in total: flagged. */
async function seedFlaggedAttempt(
  m: EntityManager,
  app: PropertyApplication,
  listing: Property,
  reference: string,
): Promise<void> {
  const attempt = moveInPayment(app, listing, reference, new Date(Date.now() - 2 * DAY));
  await m.getRepository(Payment).save(
    m.getRepository(Payment).create({
      ...attempt,
      status: 'pending',
      gatewayResponse: {
        status: 'success',
        amount: 100_000,
        currency: 'NGN',
        channel: 'card',
        via: 'webhook',
        sandbox: true,
        demo: true,
      },
      flaggedReason: `The gateway reported 100000 kobo in NGN; we asked for ${attempt.amount * 100} kobo in NGN. Not completed: check the transaction before doing anything.`,
      flaggedAt: attempt.createdAt,
    }),
  );
}

/** A demo card payment of an application's move-in cost through the sandbox, started at `at`. */
function moveInPayment(app: PropertyApplication, listing: Property, reference: string, at: Date) {
  const cost = moveInCost(listing);
  return {
    reference,
    applicationId: app.id,
    propertyId: listing.id,
    tenantId: app.tenantId,
    landlordId: app.landlordId,
    amount: cost.total,
    currency: 'NGN',
    breakdown: cost.items,
    paymentType: 'move_in',
    description: `Move-in payment for ${listing.title}`.slice(0, 300),
    gateway: 'sandbox',
    paymentMethod: 'card',
    createdAt: at,
    updatedAt: at,
  } satisfies Partial<Payment>;
}

/** The same, completed at `paidAt` (the sandbox said success): a demo tenant's paid move-in. */
export function paidMoveIn(
  app: PropertyApplication,
  listing: Property,
  reference: string,
  paidAt: Date,
) {
  return {
    ...moveInPayment(app, listing, reference, paidAt),
    status: 'completed',
    paymentDate: paidAt,
    gatewayResponse: { status: 'success', channel: 'card', sandbox: true, demo: true },
  } satisfies Partial<Payment>;
}
