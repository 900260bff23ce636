import type { AdminOwnershipProofDto, OwnershipProofDto } from '@rentnaija/shared';
import type { OwnershipProof } from './entities/ownership-proof.entity.js';

/** Where the listing's landlord and staff read a proof (GET, with the bearer token). */
export const ownershipDocumentUrl = (id: string) => `/api/ownership-proofs/${id}/document`;

export const ownershipProofToDto = (p: OwnershipProof): OwnershipProofDto => ({
  id: p.id,
  propertyId: p.propertyId,
  documentType: p.documentType,
  fileName: p.fileName,
  mimeType: p.mimeType,
  size: p.size,
  url: ownershipDocumentUrl(p.id),
  status: p.status,
  rejectionReason: p.rejectionReason,
  listingAddress: p.listingAddress,
  reviewedAt: p.reviewedAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
});

/** A proof in the console (loaded with its property and landlord). */
export const ownershipProofToAdminDto = (p: OwnershipProof): AdminOwnershipProofDto => ({
  ...ownershipProofToDto(p),
  reviewedBy: p.reviewedBy,
  updatedAt: p.updatedAt.toISOString(),
  property: {
    id: p.propertyId,
    title: p.property?.title ?? 'Unknown listing',
    location: p.property?.location ?? '',
    verifiedOwner: p.property?.verifiedOwner ?? false,
  },
  landlord: {
    id: p.landlordId,
    name: p.landlord?.name ?? 'Unknown',
    email: p.landlord?.email ?? '',
  },
});

/** What the audit log keeps of a proof before and after a decision. */
export const ownershipAuditSnapshot = (p: OwnershipProof, verifiedOwner: boolean) => ({
  status: p.status,
  rejectionReason: p.rejectionReason,
  propertyId: p.propertyId,
  documentType: p.documentType,
  listingAddress: p.listingAddress,
  verifiedOwner,
});
