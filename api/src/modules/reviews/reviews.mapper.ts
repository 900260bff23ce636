import {
  type AdminReportedReviewDto,
  type ReviewDto,
  reviewerName,
  type TenancyReviewDto,
} from '@rentnaija/shared';
import type { TenancyReview } from './entities/tenancy-review.entity.js';

const ref = (u?: { id: string; name: string; email: string } | null) => ({
  id: u?.id ?? '',
  name: u?.name ?? '',
  email: u?.email ?? '',
});

/** What every reader sees of a review (its listing and tenant loaded). */
function reviewBody(r: TenancyReview) {
  return {
    id: r.id,
    stage: r.stage,
    ratings: {
      power: r.power,
      water: r.water,
      security: r.security,
      responsiveness: r.responsiveness,
    },
    asAdvertised: r.asAdvertised,
    powerGridHours: r.powerGridHours,
    powerBackup: r.powerBackup,
    text: r.text,
    property: { id: r.propertyId, title: r.property?.title ?? '' },
    answer:
      r.answer !== null && r.answeredAt
        ? { text: r.answer, answeredAt: r.answeredAt.toISOString() }
        : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A review in public: the tenant as first name and initial, marked as a verified tenancy. */
export const reviewToDto = (r: TenancyReview): ReviewDto => ({
  ...reviewBody(r),
  reviewerName: reviewerName(r.tenant?.name ?? ''),
  verifiedTenancy: true,
});

/** A review on its tenancy's page, for a party: its state and whether `viewerId` reported it. */
export const tenancyReviewToDto = (r: TenancyReview, viewerId: string): TenancyReviewDto => ({
  ...reviewToDto(r),
  status: r.status,
  reportedByMe: (r.reports ?? []).some((p) => p.reporterId === viewerId),
});

/** A reported review for staff (parties, reports with their reporters, and the decider loaded). */
export function reportedReviewToAdminDto(r: TenancyReview): AdminReportedReviewDto {
  const reports = [...(r.reports ?? [])].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  return {
    ...reviewBody(r),
    status: r.status,
    tenancyId: r.tenancyId,
    tenant: ref(r.tenant),
    landlord: ref(r.landlord),
    reports: reports.map((p) => ({
      id: p.id,
      reporterRole: p.reporterRole,
      reporter: ref(p.reporter),
      reason: p.reason,
      createdAt: p.createdAt.toISOString(),
    })),
    reportedAt: reports.at(-1)?.createdAt.toISOString() ?? null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedByName: r.decider?.name ?? null,
    decisionReason: r.decisionReason,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a review a decision is about. */
export const reviewAuditSnapshot = (r: TenancyReview) => ({
  status: r.status,
  stage: r.stage,
  tenancyId: r.tenancyId,
  propertyId: r.propertyId,
});
