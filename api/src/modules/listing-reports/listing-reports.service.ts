import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LISTING_REPORT_PHOTO_MESSAGES,
  LISTING_REPORT_PHOTO_TYPES,
  LISTING_REPORT_REASON_LABELS,
  LISTING_REPORTS_TO_HIDE,
  type ListingReportOutcome,
} from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import {
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { PrivateDocuments, type StoredDocument } from '../../platform/storage/private-documents.js';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import { Property } from '../properties/entities/property.entity.js';
import { ListingFreshnessService } from '../properties/listing-freshness.service.js';
import { ListingLifecycleService } from '../properties/listing-lifecycle.service.js';
import { isPublicListing } from '../properties/property.mapper.js';
import { AdminUsersService } from '../users/admin-users.service.js';
import { User } from '../users/entities/user.entity.js';
import type {
  AdminListingReportCaseDto,
  CreateListingReportDto,
  ListingReportDecisionDto,
  ListingReportReceiptDto,
} from './dto/listing-report.dto.js';
import { ListingReport, ListingReportCase } from './entities/listing-report.entity.js';

/** What the console's queue of listing reports allows. */
export const LISTING_REPORT_CASE_LIST: AdminListSpec = {
  sortable: ['createdAt', 'updatedAt', 'decidedAt', 'status'],
  exact: ['id', 'status', 'propertyId', 'outcome'],
  search: ['propertyTitle'],
  fields: { propertyTitle: 'property.title' },
};

/** Dismissed reports that make a person's further reports wait (repeat reporters of good listings). */
export const DISMISSED_REPORTS_TO_THROTTLE = 2;
const THROTTLE_DAYS = 30;

const propertyNotFound = () => notFound('Property not found', 'PROPERTY_NOT_FOUND');
const caseNotFound = () => notFound('Listing report not found', 'LISTING_REPORT_NOT_FOUND');

const caseSnapshot = (c: ListingReportCase) => ({
  status: c.status,
  outcome: c.outcome,
  listingHidden: c.listingHidden,
  decisionNote: c.decisionNote,
});

function caseToAdminDto(c: ListingReportCase): AdminListingReportCaseDto {
  const reports = [...(c.reports ?? [])].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  return {
    id: c.id,
    status: c.status,
    propertyId: c.propertyId,
    propertyTitle: c.property?.title ?? '',
    landlordId: c.property?.landlordId ?? '',
    landlordName: c.property?.landlord?.name ?? '',
    reportCount: reports.length,
    reporterCount: new Set(reports.map((r) => r.reporterKey)).size,
    reasons: [...new Set(reports.map((r) => r.reason))],
    listingHidden: c.listingHidden,
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      reasonLabel: LISTING_REPORT_REASON_LABELS[r.reason],
      details: r.details,
      photo: r.evidencePhoto
        ? {
            url: `/api/admin/reports/${c.id}/photos/${r.id}`,
            fileName: r.evidencePhoto.fileName,
            mimeType: r.evidencePhoto.mimeType,
            size: r.evidencePhoto.size,
          }
        : null,
      reporterName: r.reporter?.name ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    outcome: c.outcome,
    decisionNote: c.decisionNote,
    decidedByName: c.decider?.name ?? null,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/**
 * Reports of listings: anyone reports a public listing once (signed in, or by address); the
 * reports of a listing gather in one open case, and reports from LISTING_REPORTS_TO_HIDE
 * different people hide the listing until staff decide. Staff's decision (dismiss, ask the
 * landlord, hide the listing, suspend the landlord) is taken once, audited, and told to the
 * signed-in reporters and the landlord, neither learning who the other is.
 */
@Injectable()
export class ListingReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly documents: PrivateDocuments,
    private readonly lifecycle: ListingLifecycleService,
    private readonly users: AdminUsersService,
    private readonly freshness: ListingFreshnessService,
  ) {}

  // ---- reporting -------------------------------------------------------------------------

  /**
   * One person's report, with an optional photo: stored (re-encoded, without its metadata) as a
   * private file before the report is written, and removed again when the report is refused.
   */
  async report(
    user: AuthUser | undefined,
    reporterKey: string,
    propertyId: string,
    dto: CreateListingReportDto,
    photo?: UploadedMultipartFile,
  ): Promise<ListingReportReceiptDto> {
    await this.refuseRepeatReporter(reporterKey);
    const stored = photo
      ? await this.documents.store('listing-reports', photo, {
          types: LISTING_REPORT_PHOTO_TYPES,
          field: 'photo',
          invalidType: LISTING_REPORT_PHOTO_MESSAGES.notAPhoto,
        })
      : null;
    try {
      return await this.write(user, reporterKey, propertyId, dto, stored);
    } catch (error) {
      if (stored) await this.documents.remove(stored.storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** The photo sent with a report of the case, for staff (404 when there is none). */
  async photo(caseId: string, reportId: string): Promise<StoredDocument> {
    const report = await this.dataSource
      .getRepository(ListingReport)
      .findOneBy({ id: reportId, caseId });
    if (!report?.evidencePhoto) throw notFound('Photo not found', 'PHOTO_NOT_FOUND');
    return report.evidencePhoto;
  }

  private write(
    user: AuthUser | undefined,
    reporterKey: string,
    propertyId: string,
    dto: CreateListingReportDto,
    photo: StoredDocument | null,
  ): Promise<ListingReportReceiptDto> {
    return this.dataSource.transaction(async (m) => {
      const property = await m
        .getRepository(Property)
        .findOne({ where: { id: propertyId }, lock: { mode: 'pessimistic_write' } });
      if (!property || !isPublicListing(property)) throw propertyNotFound();
      if (user?.id === property.landlordId) {
        throw forbidden('You cannot report your own listing.', 'OWN_LISTING');
      }
      const reports = m.getRepository(ListingReport);
      if (await reports.existsBy({ propertyId, reporterKey })) {
        throw conflict('You have already reported this listing.', 'ALREADY_REPORTED');
      }
      const cases = m.getRepository(ListingReportCase);
      const open =
        (await cases.findOneBy({ propertyId, status: 'open' })) ??
        (await cases.save(cases.create({ propertyId, status: 'open' })));
      const report = await reports.save(
        reports.create({
          caseId: open.id,
          propertyId,
          reporterId: user?.id ?? null,
          reporterKey,
          reason: dto.reason,
          details: dto.details || null,
          evidencePhoto: photo,
        }),
      );
      const [{ people }] = await m.query<{ people: number }[]>(
        `SELECT count(DISTINCT reporter_key)::int AS people FROM listing_reports WHERE case_id = $1`,
        [open.id],
      );
      if (people >= LISTING_REPORTS_TO_HIDE && !open.listingHidden) {
        await this.lifecycle.setHiddenByReports(m, propertyId, true);
        await cases.update({ id: open.id }, { listingHidden: true });
      }
      // 'Already let' asks the landlord at once to confirm it is still available.
      if (dto.reason === 'already_let') await this.freshness.askAfterReport(m, property);
      return { id: report.id, reason: report.reason, createdAt: report.createdAt.toISOString() };
    });
  }

  /** A person whose recent reports staff dismissed more than once waits before reporting again. */
  private async refuseRepeatReporter(reporterKey: string): Promise<void> {
    const [{ dismissed }] = await this.dataSource.query<{ dismissed: number }[]>(
      `SELECT count(*)::int AS dismissed FROM listing_reports r
       JOIN listing_report_cases c ON c.id = r.case_id
       WHERE r.reporter_key = $1 AND c.outcome = 'dismiss'
         AND c.decided_at > now() - make_interval(days => $2)`,
      [reporterKey, THROTTLE_DAYS],
    );
    if (dismissed >= DISMISSED_REPORTS_TO_THROTTLE) {
      throw tooManyRequests(
        'Our team found nothing wrong with listings you reported recently; please wait before reporting again.',
        'REPORTS_THROTTLED',
        24 * 3600,
      );
    }
  }

  // ---- the console -----------------------------------------------------------------------

  private cases(m: EntityManager = this.dataSource.manager) {
    return m
      .getRepository(ListingReportCase)
      .createQueryBuilder('c')
      .leftJoinAndSelect('c.property', 'property')
      .leftJoinAndSelect('property.landlord', 'landlord')
      .leftJoinAndSelect('c.decider', 'decider')
      .leftJoinAndSelect('c.reports', 'reports')
      .leftJoinAndSelect('reports.reporter', 'reporter');
  }

  async list(
    query: Record<string, unknown>,
    res: FastifyReply,
  ): Promise<AdminListingReportCaseDto[]> {
    const page = await findAdminPage(this.cases(), query, LISTING_REPORT_CASE_LIST);
    return sendAdminPage(res, 'listing-reports', page, caseToAdminDto);
  }

  async get(id: string, m?: EntityManager): Promise<AdminListingReportCaseDto> {
    const found = await this.cases(m).where('c.id = :id', { id }).getOne();
    if (!found) throw caseNotFound();
    return caseToAdminDto(found);
  }

  approve(
    actor: AuthUser,
    id: string,
    decision: ListingReportDecisionDto,
  ): Promise<AdminListingReportCaseDto> {
    return this.decide(actor, id, decision.outcome, decision.note ?? null);
  }

  /**
   * Shows again a listing staff took off after its reports (hidden or its landlord suspended),
   * with a reason: the landlord corrected it or proved it genuine. Once, audited, told to the
   * landlord.
   */
  restore(actor: AuthUser, id: string, reason: string): Promise<AdminListingReportCaseDto> {
    return this.dataSource.transaction(async (m) => {
      const found = await m
        .getRepository(ListingReportCase)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw caseNotFound();
      if (found.status !== 'decided' || !found.listingHidden) {
        throw conflict(
          'This listing is not hidden by a decision on its reports.',
          'LISTING_REPORT_NOT_HIDDEN',
        );
      }
      const owner = await m
        .getRepository(Property)
        .createQueryBuilder('p')
        .innerJoin(User, 'u', 'u.id = p.landlord_id')
        .select('u.status', 'status')
        .where('p.id = :id', { id: found.propertyId })
        .getRawOne<{ status: string }>();
      if (owner?.status === 'suspended') {
        throw conflict(
          'The landlord is suspended: lift the suspension in Users first, then show the listing again.',
          'LANDLORD_SUSPENDED',
        );
      }
      const property = await this.lifecycle.setHiddenByReports(m, found.propertyId, false);
      await this.audit.saveChange(
        m,
        actor,
        found,
        { listingHidden: false },
        {
          action: 'listing_report.restored',
          entityType: 'listing_report_case',
          snapshot: caseSnapshot,
          reason,
        },
      );
      await this.notifications.notify(m, property.landlordId, {
        type: 'listing_report.restored',
        propertyId: property.id,
        title: property.title,
        reason,
      });
      return this.get(id, m);
    });
  }

  /** Dismisses the reports with a reason (the console's plain rejection). */
  reject(actor: AuthUser, id: string, reason: string): Promise<AdminListingReportCaseDto> {
    return this.decide(actor, id, 'dismiss', reason);
  }

  private decide(
    actor: AuthUser,
    id: string,
    outcome: ListingReportOutcome,
    note: string | null,
  ): Promise<AdminListingReportCaseDto> {
    return this.dataSource.transaction(async (m) => {
      const found = await m
        .getRepository(ListingReportCase)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw caseNotFound();
      if (found.status !== 'open') {
        throw conflict('These reports were already decided.', 'LISTING_REPORT_DECIDED');
      }
      const keep = outcome === 'dismiss' || outcome === 'ask_landlord';
      const property = await this.lifecycle.setHiddenByReports(m, found.propertyId, !keep);
      if (outcome === 'suspend_landlord') {
        await this.users.change(m, actor, property.landlordId, { status: 'suspended' });
      }
      await this.audit.saveChange(
        m,
        actor,
        found,
        {
          status: 'decided',
          outcome,
          decisionNote: note,
          listingHidden: !keep,
          decidedBy: actor.id,
          decidedAt: new Date(),
        },
        {
          action: `listing_report.${outcome}`,
          entityType: 'listing_report_case',
          snapshot: caseSnapshot,
          reason: note,
        },
      );
      const reporters = await m
        .getRepository(ListingReport)
        .createQueryBuilder('r')
        .select('DISTINCT r.reporter_id', 'reporterId')
        .where('r.case_id = :id AND r.reporter_id IS NOT NULL', { id })
        .getRawMany<{ reporterId: string }>();
      const told = { propertyId: property.id, title: property.title, outcome };
      for (const { reporterId } of reporters) {
        await this.notifications.notify(m, reporterId, {
          type: 'listing_report.decided_reporter',
          ...told,
        });
      }
      await this.notifications.notify(m, property.landlordId, {
        type: 'listing_report.decided_landlord',
        ...told,
        note,
      });
      return this.get(id, m);
    });
  }
}
