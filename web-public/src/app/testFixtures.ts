/**
 * Answers of the API as tests need them: a listing, an application, a payment, the definitions
 * of the dashboards' figures.
 */
import {
  type ApplicantFileDto,
  type ApplicationDto,
  type ApplicationListResponse,
  listingFees,
  type FigureDefinitions,
  moveInCost,
  type PaymentDto,
  type PropertyDto,
  type RenterProfileDto,
  type TenancyDto,
} from '@rentnaija/shared';

export function listing(over: Partial<PropertyDto> = {}): PropertyDto {
  return {
    id: 'p1',
    title: 'Bright 2-bedroom flat in Yaba',
    location: '4 Alagomeji Street, Yaba, Lagos',
    city: 'Lagos',
    state: 'Lagos State',
    price: 300_000,
    securityDeposit: 300_000,
    serviceCharge: 20_000,
    agencyFee: 0,
    legalFee: 0,
    rentAdvanceMonths: 1,
    bedrooms: 2,
    bathrooms: 2,
    area: 90,
    propertyType: 'flat',
    status: 'available',
    powerSupply: [],
    confirmedAvailableAt: '2026-11-01T00:00:00Z',
    freshness: 'fresh',
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    description: 'A bright flat.',
    address: '4 Alagomeji Street',
    postalCode: null,
    amenities: [],
    images: [],
    videoTourUrl: null,
    panoramaUrl: null,
    waterSupply: null,
    serviceChargeCovers: null,
    availableFrom: null,
    moderationStatus: 'approved',
    isApproved: true,
    rejectionReason: null,
    pendingChanges: null,
    changesSubmittedAt: null,
    landlordId: 'l1',
    landlord: { id: 'l1', name: 'Bola Ade' },
    ...over,
  } as PropertyDto;
}

export function application(over: Partial<ApplicationDto> = {}): ApplicationDto {
  const property = listing();
  return {
    id: 'a1',
    propertyId: property.id,
    tenantId: 'u1',
    landlordId: 'l1',
    status: 'pending',
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phone: '08031234567',
    dateOfBirth: '1994-05-21',
    occupation: 'Engineer',
    employer: 'Andela',
    monthlyIncome: 900_000,
    ninNumber: '12345678901',
    ninMasked: false,
    referenceName: 'Emeka Obi',
    referencePhone: '08020000000',
    referenceEmail: 'emeka@example.com',
    referenceRelationship: 'employer',
    guarantorName: 'Ngozi Okafor',
    guarantorPhone: '08090000000',
    guarantorEmail: 'ngozi@example.com',
    guarantorRelationship: 'family',
    guarantorOccupation: 'Civil servant',
    guarantorEmployer: 'Ministry of Works',
    guarantorNinNumber: '10987654321',
    guarantorStatus: 'pending',
    guarantorRespondedAt: null,
    guarantorLinkExpiresAt: '2026-12-01T00:00:00Z',
    applicationFeePaid: false,
    depositPaid: false,
    paymentReference: null,
    offerExpiresAt: null,
    reviewedAt: null,
    reviewNote: null,
    createdAt: '2026-11-20T09:00:00Z',
    updatedAt: '2026-11-20T09:00:00Z',
    property: {
      id: property.id,
      title: property.title,
      location: property.location,
      city: property.city,
      price: property.price,
      status: property.status,
      image: null,
    },
    moveIn: moveInCost(property),
    fees: listingFees(property),
    ...over,
  };
}

/** GET /api/applications/mine or /api/landlord/applications answering `data`, with its counts. */
export function applicationList(data: ApplicationDto[]): { body: ApplicationListResponse } {
  const count = (s: string) => data.filter((a) => a.status === s).length;
  return {
    body: {
      data,
      counts: {
        all: data.length,
        pending: count('pending'),
        under_review: count('under_review'),
        approved: count('approved'),
        rejected: count('rejected'),
        lapsed: count('lapsed'),
      },
      offerHours: 72,
    },
  };
}

/** GET /api/applications/:id/file for `app` (NINs masked): verified, income 3.2× the rent. */
export function applicantFile(
  app: ApplicationDto,
  over: Partial<ApplicantFileDto> = {},
): ApplicantFileDto {
  return {
    application: app,
    identity: {
      kycStatus: 'approved',
      verifiedName: `${app.firstName} ${app.lastName}`,
      nin: {
        outcome: 'match',
        label: 'Matches the registry',
        masked: '*******8901',
        sameAsApplication: true,
      },
    },
    money: {
      monthlyIncome: 1_440_000,
      monthlyRent: 450_000,
      ratio: 3.2,
      reading: 'Income is 3.2× the monthly rent',
    },
    history: {
      memberSince: '2025-10-02T09:00:00Z',
      accountAgeDays: 420,
      tenancies: {
        awaiting_signatures: 0,
        awaiting_move_in: 0,
        active: 1,
        ended: 1,
        cancelled: 0,
        disputed: 0,
      },
      completedPayments: 2,
      disputesRaised: 0,
      depositsReturnedInFull: 0,
      depositsReturnedInPart: 0,
      rentMonthsOnTime: 0,
      rentMonthsLate: 0,
    },
    offerHours: 72,
    profile: null,
    ...over,
  };
}

export function payment(over: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 'pay1',
    reference: 'RN-TEST-0001',
    amount: 620_000,
    currency: 'NGN',
    breakdown: moveInCost(listing()).items,
    paymentType: 'move_in',
    status: 'completed',
    paymentMethod: 'card',
    paymentDate: '2026-11-20T10:00:00Z',
    description: 'Move-in payment',
    applicationId: 'a1',
    propertyId: 'p1',
    property: { id: 'p1', title: 'Bright 2-bedroom flat in Yaba', location: 'Yaba, Lagos' },
    tenant: { id: 'u1', name: 'Ada Obi', email: 'ada@example.com' },
    refund: null,
    refundReceiptAvailable: false,
    createdAt: '2026-11-20T09:55:00Z',
    ...over,
  };
}

/** A tenancy of `listing()`, its tenant TENANT (u1), awaiting signatures, no move-in date yet. */
export function tenancy(over: Partial<TenancyDto> = {}): TenancyDto {
  const property = listing();
  return {
    id: 't1',
    reference: 'TN-T1',
    state: 'awaiting_signatures',
    applicationId: 'a1',
    paymentId: 'pay1',
    property: {
      id: property.id,
      title: property.title,
      location: property.location,
      city: property.city,
    },
    tenant: { id: 'u1', name: 'Ada Obi', email: 'ada@example.com' },
    landlord: { id: 'l1', name: 'Bola Ade', email: 'bola@example.com' },
    fees: listingFees(property),
    moveIn: moveInCost(property),
    termMonths: property.rentAdvanceMonths,
    moveInEarliest: '2026-11-20',
    moveInLatest: '2026-12-20',
    moveInDate: null,
    endDate: null,
    handedOverAt: null,
    releaseDueAt: null,
    releasedAt: null,
    cancelledAt: null,
    cancellationReason: null,
    signatures: [],
    agreementSha256: null,
    dueToSign: 'tenant',
    countersignDeadline: null,
    notice: null,
    renewal: null,
    renewalOpensOn: null,
    endedAt: null,
    dispute: null,
    rentReceiptAvailable: false,
    createdAt: '2026-11-20T09:00:00Z',
    updatedAt: '2026-11-20T09:00:00Z',
    ...over,
  };
}
/** How the API defines each figure of the dashboards and analytics. */
export const definitions: FigureDefinitions = {
  listings: 'Your listings in any state, except deleted or archived ones.',
  activeListings: 'Approved listings that are available.',
  views: 'Unique visitors per listing per day (West Africa Time).',
  enquiries: 'Conversations started with you plus applications received.',
  occupancy: 'Share of your approved listings that are under contract or rented.',
  rentReceived:
    'Rent and fees released to you, by release date. Caution deposits and refunded money are not included.',
  depositsHeld: 'Caution deposits we hold now for your tenancies.',
  pendingApplications: 'Applications waiting for your decision.',
  totalSpent: 'Your completed payments minus any refunds processed on them.',
};

/** GET /api/renter-profile/me: a tenant who has not filled their renter profile yet. */
export function renterProfile(over: Partial<RenterProfileDto> = {}): RenterProfileDto {
  return {
    fields: {
      phone: '',
      dateOfBirth: '',
      occupation: '',
      employer: '',
      monthlyIncome: null,
      ninNumber: '',
      referenceName: '',
      referencePhone: '',
      referenceEmail: '',
      referenceRelationship: '',
      guarantorName: '',
      guarantorPhone: '',
      guarantorEmail: '',
      guarantorRelationship: '',
      guarantorOccupation: '',
      guarantorEmployer: '',
      guarantorNinNumber: '',
      about: '',
    },
    account: { name: 'Chioma Eze', email: 'tenant@example.com' },
    identity: { kycStatus: 'not_submitted', verifiedName: null, ninFromKyc: false },
    shown: ['identity', 'work', 'rentRecord'],
    showLandlordReviews: false,
    rentRecord: {
      tenancies: {
        awaiting_signatures: 0,
        awaiting_move_in: 0,
        active: 0,
        ended: 0,
        cancelled: 0,
        disputed: 0,
      },
      completedPayments: 0,
      disputesRaised: 0,
    },
    landlordReviews: [],
    missing: [{ field: 'occupation', message: 'Occupation is required' }],
    shares: [],
    updatedAt: null,
    ...over,
  };
}
