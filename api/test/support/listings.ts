import { Property } from '../../src/modules/properties/entities/property.entity.js';
import { locationOf } from '../../src/modules/properties/properties.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import type { TestContext } from './app.js';

let counter = 0;

/**
 * A listing straight in the database: approved and available unless told otherwise, so a test
 * states only what matters to it. `moderationStatus` keeps `isApproved` consistent.
 */
export async function makeListing(
  ctx: TestContext,
  landlord: Pick<User, 'id'>,
  overrides: Partial<Property> = {},
): Promise<Property> {
  counter += 1;
  const repo = ctx.dataSource.getRepository(Property);
  const address = overrides.address ?? `${counter} Test Street`;
  const city = overrides.city ?? 'Lagos';
  const state = overrides.state ?? 'Lagos State';
  const moderationStatus = overrides.moderationStatus ?? 'approved';
  const createdAt = overrides.createdAt ?? new Date(Date.UTC(2026, 0, 1) + counter * 60_000);
  return repo.save(
    repo.create({
      title: `Listing ${counter}`,
      description: 'A plain test home.',
      postalCode: null,
      price: 500_000,
      securityDeposit: 500_000,
      serviceCharge: 0,
      bedrooms: 2,
      bathrooms: 2,
      area: 90,
      propertyType: 'flat',
      amenities: [],
      powerSupply: ['prepaid meter'],
      waterSupply: 'borehole',
      images: [
        { url: '/uploads/properties/x.jpg', thumbnailUrl: '/uploads/properties/x-t.jpg', alt: 'x' },
      ],
      videoTourUrl: null,
      panoramaUrl: null,
      status: 'available',
      rejectionReason: null,
      ...overrides,
      address,
      city,
      state,
      location: overrides.location ?? locationOf(address, city, state),
      moderationStatus,
      isApproved: moderationStatus === 'approved',
      landlordId: landlord.id,
      createdAt,
      updatedAt: createdAt,
    }),
  );
}

/** A valid body for POST /api/properties. */
export const newListingBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Bright 2-bedroom flat in Yaba',
  description: 'Close to the university, with steady water and a prepaid meter.',
  propertyType: 'flat',
  area: 85,
  bedrooms: 2,
  bathrooms: 2,
  address: '14 Herbert Macaulay Way, Yaba',
  city: 'Lagos',
  state: 'Lagos State',
  postalCode: '101212',
  price: 450000,
  securityDeposit: 450000,
  serviceCharge: 20000,
  amenities: ['Security', '24/7 Water'],
  powerSupply: ['prepaid meter', 'generator backup'],
  waterSupply: 'borehole',
  ...overrides,
});

/** The ORDER BY of each public sort, for reference queries written out by hand. */
export const SEARCH_ORDER = {
  newest: 'staleness ASC, created_at DESC, id DESC',
  'price-low': 'price ASC, created_at DESC, id DESC',
  'price-high': 'price DESC, created_at DESC, id DESC',
  bedrooms: 'bedrooms DESC, created_at DESC, id DESC',
} as const;

/**
 * `rows` approved, available flats in Yaba, Lagos ('Bulk 1' … 'Bulk n') straight in the
 * database, with repeated prices and creation times so that ties are common: enough for the
 * search's large-result paths (cached totals, deep-page checkpoints, text summaries).
 */
export async function insertBulkListings(ctx: TestContext, landlordId: string, rows: number) {
  await ctx.dataSource.query(
    `INSERT INTO properties (title, description, location, address, city, state, price,
       security_deposit, bedrooms, bathrooms, area, property_type, status, moderation_status,
       is_approved, landlord_id, created_at)
     SELECT 'Bulk ' || i, 'Bulk listing', i || ' Bulk Road, Yaba, Lagos, Lagos State',
       i || ' Bulk Road, Yaba', 'Lagos', 'Lagos State', 150000 + (i % 37) * 10000, 0,
       1 + i % 5, 1 + i % 3, 80, 'flat', 'available', 'approved', true, $1,
       timestamptz '2026-01-01' + (i % 400) * interval '1 hour'
     FROM generate_series(1, $2::int) i`,
    [landlordId, rows],
  );
}
