import {
  type AdminKycSubmissionDto,
  type KycAnswersDto,
  type KycDocumentDto,
  type KycMeDto,
  maskNin,
  type NinCheckDto,
} from '@rentnaija/shared';
import type { KycDocument } from './entities/kyc-document.entity.js';
import type { KycRecord } from './entities/kyc-record.entity.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Where the owner and staff read a document (GET, with the bearer token). */
export const kycDocumentUrl = (id: string) => `/api/kyc/documents/${id}`;

export const kycDocumentToDto = (d: KycDocument): KycDocumentDto => ({
  id: d.id,
  kind: d.kind,
  fileName: d.fileName,
  mimeType: d.mimeType,
  size: d.size,
  url: kycDocumentUrl(d.id),
  createdAt: d.createdAt.toISOString(),
});

function answers(r: KycRecord): KycAnswersDto {
  return {
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    dateOfBirth: r.dateOfBirth,
    nationality: r.nationality,
    occupation: r.occupation,
    employer: r.employer,
    employerPhone: r.employerPhone,
    employerEmail: r.employerEmail,
    monthlyIncome: r.monthlyIncome,
    employmentType: r.employmentType,
    currentAddress: r.currentAddress,
    currentCity: r.currentCity,
    currentState: r.currentState,
    currentPostalCode: r.currentPostalCode,
    addressDuration: r.addressDuration,
    governmentIdType: r.governmentIdType,
    ninNumber: r.ninNumber,
  };
}

const documentsOf = (r: KycRecord) => ({
  governmentIdDocument: r.governmentIdDocument ? kycDocumentToDto(r.governmentIdDocument) : null,
  proofOfResidencyDocument: r.proofOfResidencyDocument
    ? kycDocumentToDto(r.proofOfResidencyDocument)
    : null,
});

/** The answers and where their review stands: what the user and staff both see. */
const reviewOf = (r: KycRecord) => ({
  ...answers(r),
  id: r.id,
  status: r.status,
  isVerified: r.isVerified,
  rejectionReason: r.rejectionReason,
  submittedAt: r.submittedAt.toISOString(),
  reviewedAt: iso(r.reviewedAt),
});

/** The user's own view: answers, documents, status and the reviewer's reason. */
export function kycToMeDto(r: KycRecord | null): KycMeDto {
  if (!r) return { status: 'not_submitted' };
  return { ...reviewOf(r), ...documentsOf(r) };
}

export function ninCheckToDto(r: KycRecord): NinCheckDto {
  const check = r.ninCheck;
  return {
    status: r.ninCheckStatus,
    score: check?.score ?? null,
    vendor: check?.vendor ?? null,
    sandbox: check?.sandbox ?? false,
    registeredName: check?.registeredName ?? null,
    registeredDateOfBirth: check?.registeredDateOfBirth ?? null,
    fields: check?.fields ?? null,
    message: check?.message ?? null,
    checkedAt: iso(r.ninCheckedAt),
  };
}

/** A submission in the console (the record must be loaded with its user and documents). */
export function kycToAdminDto(r: KycRecord): AdminKycSubmissionDto {
  return {
    ...reviewOf(r),
    reviewedBy: r.reviewedBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    user: {
      id: r.userId,
      name: r.user?.name ?? 'Unknown',
      email: r.user?.email ?? '',
      role: r.user?.role ?? 'tenant',
    },
    ninCheck: ninCheckToDto(r),
    ...documentsOf(r),
  };
}

/** What the audit log keeps of a submission before and after a decision (the NIN masked). */
export const kycAuditSnapshot = (r: KycRecord) => ({
  status: r.status,
  isVerified: r.isVerified,
  rejectionReason: r.rejectionReason,
  submission: r.submission,
  ninNumber: maskNin(r.ninNumber),
  ninCheckStatus: r.ninCheckStatus,
  ninCheckScore: r.ninCheck?.score ?? null,
  governmentIdDocumentId: r.governmentIdDocumentId,
  proofOfResidencyDocumentId: r.proofOfResidencyDocumentId,
});
