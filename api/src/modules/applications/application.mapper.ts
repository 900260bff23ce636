import {
  type ApplicationDto,
  type ListingSummary,
  listingFees,
  maskNin,
  moveInCost,
} from '@rentnaija/shared';
import type { Property } from '../properties/entities/property.entity.js';
import type { PropertyApplication } from './entities/property-application.entity.js';

export const applicationPropertyDto = (p: Property): ListingSummary => ({
  id: p.id,
  title: p.title,
  location: p.location,
  city: p.city,
  price: p.price,
  status: p.status,
  image: p.images?.[0] ?? null,
});

/**
 * An application as `viewer` may see it: the listing's landlord gets the applicant's and the
 * guarantor's NINs masked to their last four digits; the tenant and staff see them whole.
 */
export function applicationToDto(
  a: PropertyApplication,
  viewer: 'tenant' | 'landlord' | 'staff',
): ApplicationDto {
  const masked = viewer === 'landlord';
  const p = a.property;
  return {
    id: a.id,
    propertyId: a.propertyId,
    tenantId: a.tenantId,
    landlordId: a.landlordId,
    status: a.status,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phone: a.phone,
    dateOfBirth: a.dateOfBirth ?? '',
    occupation: a.occupation,
    employer: a.employer,
    monthlyIncome: a.monthlyIncome,
    ninNumber: masked ? maskNin(a.ninNumber) : a.ninNumber,
    ninMasked: masked,
    referenceName: a.referenceName,
    referencePhone: a.referencePhone,
    referenceEmail: a.referenceEmail,
    referenceRelationship: a.referenceRelationship,
    guarantorName: a.guarantorName,
    guarantorPhone: a.guarantorPhone,
    guarantorEmail: a.guarantorEmail,
    guarantorRelationship: a.guarantorRelationship,
    guarantorOccupation: a.guarantorOccupation,
    guarantorEmployer: a.guarantorEmployer,
    guarantorNinNumber: masked ? maskNin(a.guarantorNinNumber) : a.guarantorNinNumber,
    guarantorStatus: a.guarantorStatus,
    guarantorRespondedAt: a.guarantorRespondedAt?.toISOString() ?? null,
    guarantorLinkExpiresAt:
      a.guarantorStatus === 'pending' ? (a.guarantorTokenExpiresAt?.toISOString() ?? null) : null,
    applicationFeePaid: a.applicationFeePaid,
    depositPaid: a.depositPaid,
    paymentReference: a.paymentReference,
    offerExpiresAt:
      a.status === 'approved' && !a.depositPaid ? (a.offerExpiresAt?.toISOString() ?? null) : null,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    reviewNote: a.reviewNote,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    property: p ? applicationPropertyDto(p) : null,
    moveIn: moveInCost(a.money),
    fees: listingFees(a.money),
  };
}

/** A snapshot for the audit log (no NINs). */
export const applicationAudit = (a: PropertyApplication) => ({
  status: a.status,
  propertyId: a.propertyId,
  tenantId: a.tenantId,
  reviewNote: a.reviewNote,
  depositPaid: a.depositPaid,
  guarantorStatus: a.guarantorStatus,
  offerExpiresAt: a.offerExpiresAt?.toISOString() ?? null,
});
