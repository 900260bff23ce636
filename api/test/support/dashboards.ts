import { lagosToday, type ListingFees } from '@rentnaija/shared';
import { agreedMoney } from '../../src/modules/applications/entities/agreed-money.js';
import { PropertyApplication } from '../../src/modules/applications/entities/property-application.entity.js';
import { Conversation } from '../../src/modules/messaging/entities/conversation.entity.js';
import { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import { Refund } from '../../src/modules/payments/entities/refund.entity.js';
import type { Property } from '../../src/modules/properties/entities/property.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import type { TestContext } from './app.js';

/** Today in Lagos, and a WAT date `days` from it (YYYY-MM-DD). */
export const watDay = (days = 0) => {
  const today = lagosToday();
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};

/** The instant of a WAT wall-clock time on a date: `watTime('2026-11-18', '23:30')`. */
export const watTime = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

let counter = 0;

/** The money of a listing made by makeListing, for applications whose listing is not at hand. */
const LISTING_MONEY: ListingFees = {
  price: 500_000,
  rentAdvanceMonths: 1,
  securityDeposit: 500_000,
  serviceCharge: 0,
  agencyFee: 0,
  legalFee: 0,
};

/** An application straight in the database (every booking field filled in, the money agreed). */
export async function makeApplication(
  ctx: TestContext,
  tenant: Pick<User, 'id' | 'email'>,
  listing: Pick<Property, 'id' | 'landlordId'> & Partial<ListingFees>,
  overrides: Partial<PropertyApplication> = {},
): Promise<PropertyApplication> {
  counter += 1;
  const repo = ctx.dataSource.getRepository(PropertyApplication);
  return repo.save(
    repo.create({
      tenantId: tenant.id,
      propertyId: listing.id,
      landlordId: listing.landlordId,
      firstName: 'Chioma',
      lastName: `Eze ${counter}`,
      email: tenant.email,
      phone: '08031234567',
      dateOfBirth: '1994-05-21',
      occupation: 'Product designer',
      employer: 'Paystack',
      monthlyIncome: 850_000,
      ninNumber: '12345678901',
      referenceName: 'Tunde Bakare',
      referencePhone: '08023456789',
      referenceEmail: 'tunde@example.com',
      referenceRelationship: 'colleague',
      guarantorName: 'Ngozi Eze',
      guarantorPhone: '08098765432',
      guarantorEmail: 'ngozi@example.com',
      guarantorRelationship: 'family',
      guarantorOccupation: 'Civil servant',
      guarantorEmployer: 'Lagos State Government',
      guarantorNinNumber: '10987654321',
      money: agreedMoney({ ...LISTING_MONEY, ...listing }),
      status: 'approved',
      guarantorStatus: 'confirmed',
      ...overrides,
    }),
  );
}

/** A payment of `amount` for an application, completed at `paidAt` unless told otherwise. */
export async function makePayment(
  ctx: TestContext,
  app: PropertyApplication,
  amount: number,
  paidAt: Date,
  overrides: Partial<Payment> = {},
): Promise<Payment> {
  counter += 1;
  const repo = ctx.dataSource.getRepository(Payment);
  return repo.save(
    repo.create({
      reference: `RN-TEST-${Date.now()}-${counter}`,
      applicationId: app.id,
      propertyId: app.propertyId,
      tenantId: app.tenantId,
      landlordId: app.landlordId,
      amount,
      currency: 'NGN',
      breakdown: [],
      paymentType: 'move_in',
      status: 'completed',
      description: 'Move-in payment',
      gateway: 'sandbox',
      paymentMethod: 'card',
      paymentDate: overrides.status === 'pending' ? null : paidAt,
      createdAt: paidAt,
      ...overrides,
    }),
  );
}

/** A refund of `amount` on a payment, processed unless told otherwise. */
export async function makeRefund(
  ctx: TestContext,
  payment: Payment,
  amount: number,
  status: Refund['status'] = 'processed',
): Promise<Refund> {
  const repo = ctx.dataSource.getRepository(Refund);
  return repo.save(
    repo.create({
      paymentId: payment.id,
      tenantId: payment.tenantId,
      amount,
      reason: 'technical_error',
      status,
      automatic: false,
      processedAt: status === 'processed' ? new Date() : null,
    }),
  );
}

/** `count` recorded views of a listing on a WAT date, by different visitors. */
export async function recordViews(
  ctx: TestContext,
  listing: Pick<Property, 'id'>,
  date: string,
  count: number,
) {
  for (let i = 0; i < count; i++) {
    counter += 1;
    await ctx.dataSource.query(
      `INSERT INTO property_views (property_id, visitor_key, viewed_on) VALUES ($1, $2, $3)`,
      [listing.id, `visitor-${counter}`, date],
    );
  }
}

/** A conversation a tenant started about a listing at `at`. */
export async function makeConversation(
  ctx: TestContext,
  tenant: Pick<User, 'id'>,
  listing: Pick<Property, 'id' | 'landlordId'>,
  at: Date,
) {
  const repo = ctx.dataSource.getRepository(Conversation);
  return repo.save(
    repo.create({
      tenantId: tenant.id,
      landlordId: listing.landlordId,
      propertyId: listing.id,
      lastMessageAt: at,
      lastMessagePreview: 'Is it still available?',
      createdAt: at,
    }),
  );
}
