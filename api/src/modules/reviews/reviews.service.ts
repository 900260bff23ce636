import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatDay,
  lagosToday,
  type LandlordProfileResponse,
  REVIEW_CATEGORIES,
  REVIEW_DUE_DAYS,
  reviewDueOn,
  reviewerName,
  type ReviewStage,
  type ReviewSummaryDto,
  REVIEWS_PER_PAGE,
  type ReviewsPageResponse,
  type TenancyReviewDto,
  type TenancyReviewsResponse,
} from '@rentnaija/shared';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { pageInfo } from '../../common/http/page-query.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { isStaff } from '../applications/applications.service.js';
import { Property } from '../properties/entities/property.entity.js';
import { Tenancy } from '../tenancies/entities/tenancy.entity.js';
import { User } from '../users/entities/user.entity.js';
import type { CreateReviewDto, ReviewsQueryDto } from './dto/review.dto.js';
import { ReviewReport, TenancyReview } from './entities/tenancy-review.entity.js';
import { reviewToDto, tenancyReviewToDto } from './reviews.mapper.js';

const TENANCY_NOT_FOUND = () => notFound('Tenancy not found', 'TENANCY_NOT_FOUND');
export const REVIEW_NOT_FOUND = () => notFound('Review not found', 'REVIEW_NOT_FOUND');

/** Which review the tenancy opens to its tenant on `today`, or why none (WAT calendar days). */
export function reviewWindow(
  t: Pick<Tenancy, 'state' | 'moveInDate'>,
  written: readonly ReviewStage[],
  today: string,
): { open: ReviewStage | null; opensOn: string | null; closed: Record<ReviewStage, string> } {
  const dueOn = t.moveInDate ? reviewDueOn(t.moveInDate) : null;
  const closed: Record<ReviewStage, string> = {
    during:
      t.state !== 'active'
        ? t.state === 'ended'
          ? 'This tenancy has ended: write the end-of-tenancy review instead.'
          : `The review during the tenancy opens ${REVIEW_DUE_DAYS} days after you move in, while the tenancy is active.`
        : !dueOn || today < dueOn
          ? `You can review the home from ${formatDay(dueOn ?? today)}, ${REVIEW_DUE_DAYS} days after you moved in.`
          : '',
    end: t.state !== 'ended' ? 'The end-of-tenancy review opens when the tenancy has ended.' : '',
  };
  for (const stage of written)
    closed[stage] = 'You have already reviewed this stage of the tenancy.';
  const open = (['end', 'during'] as const).find((s) => closed[s] === '') ?? null;
  return {
    open,
    opensOn: t.state === 'active' && dueOn && today < dueOn ? dueOn : null,
    closed,
  };
}

/**
 * Reviews of homes and landlords by their tenants: written only on a tenancy of the signed-in
 * tenant, once per stage (during it, REVIEW_DUE_DAYS after the move-in date; at its end); answered
 * once by the tenancy's landlord; reported once by either party (staff then keep or hide it, see
 * ReportedReviewsService); read on the listing and the landlord's profile without hidden ones and
 * without the tenant's full name.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  private tenancyReviews(m: EntityManager, tenancyId: string) {
    return m.getRepository(TenancyReview).find({
      where: { tenancyId },
      relations: { property: true, tenant: true, reports: true },
      order: { createdAt: 'ASC' },
    });
  }

  /** A tenancy's reviews for its parties (and staff), with the stage open to its tenant now. */
  async forTenancy(user: AuthUser, id: string, now = new Date()): Promise<TenancyReviewsResponse> {
    const where = isStaff(user)
      ? { id }
      : [
          { id, tenantId: user.id },
          { id, landlordId: user.id },
        ];
    const tenancy = await this.dataSource.getRepository(Tenancy).findOne({ where });
    if (!tenancy) throw TENANCY_NOT_FOUND();
    const reviews = await this.tenancyReviews(this.dataSource.manager, id);
    const window = reviewWindow(
      tenancy,
      reviews.map((r) => r.stage),
      lagosToday(now),
    );
    const isTenant = tenancy.tenantId === user.id;
    return {
      openStage: isTenant ? window.open : null,
      opensOn: isTenant ? window.opensOn : null,
      reviews: reviews.map((r) => tenancyReviewToDto(r, user.id)),
    };
  }

  /**
   * The tenant reviews the home and the landlord for one stage of their tenancy. The tenancy row
   * is locked and the unique (tenancy, stage) constraint decides, so two requests cannot make two.
   */
  async submit(
    user: AuthUser,
    tenancyId: string,
    dto: CreateReviewDto,
    now = new Date(),
  ): Promise<TenancyReviewDto> {
    const id = await this.dataSource.transaction(async (m) => {
      const tenancy = await m.getRepository(Tenancy).findOne({
        where: { id: tenancyId, tenantId: user.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!tenancy) throw TENANCY_NOT_FOUND();
      const written = await m.getRepository(TenancyReview).find({
        where: { tenancyId },
        select: { id: true, stage: true },
      });
      const window = reviewWindow(
        tenancy,
        written.map((r) => r.stage),
        lagosToday(now),
      );
      const refusal = window.closed[dto.stage];
      if (refusal) {
        const code = written.some((r) => r.stage === dto.stage)
          ? 'REVIEW_EXISTS'
          : 'REVIEW_NOT_OPEN';
        throw conflict(refusal, code);
      }
      const inserted = await m
        .getRepository(TenancyReview)
        .createQueryBuilder()
        .insert()
        .values({
          tenancyId,
          propertyId: tenancy.propertyId,
          tenantId: tenancy.tenantId,
          landlordId: tenancy.landlordId,
          stage: dto.stage,
          power: dto.power,
          water: dto.water,
          security: dto.security,
          responsiveness: dto.responsiveness,
          asAdvertised: dto.asAdvertised,
          powerGridHours: dto.powerGridHours ?? null,
          powerBackup: dto.powerBackup ?? null,
          text: dto.text,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      const [row] = inserted.raw as { id: string }[];
      if (!row) {
        throw conflict('You have already reviewed this stage of the tenancy.', 'REVIEW_EXISTS');
      }
      const property = await m.getRepository(Property).findOneByOrFail({ id: tenancy.propertyId });
      const tenant = await m.getRepository(User).findOneByOrFail({ id: tenancy.tenantId });
      await this.notifications.notify(m, tenancy.landlordId, {
        type: 'review.posted',
        tenancyId,
        title: property.title,
        reviewerName: reviewerName(tenant.name),
        stage: dto.stage,
      });
      return row.id;
    });
    return this.forParty(user, id);
  }

  /** One review as a party of its tenancy sees it. */
  private async forParty(user: AuthUser, id: string, m = this.dataSource.manager) {
    const review = await m.getRepository(TenancyReview).findOne({
      where: [
        { id, tenantId: user.id },
        { id, landlordId: user.id },
      ],
      relations: { property: true, tenant: true, reports: true },
    });
    if (!review) throw REVIEW_NOT_FOUND();
    return tenancyReviewToDto(review, user.id);
  }

  /** The tenancy's landlord answers a review, once (a second answer is refused with 409). */
  async answer(user: AuthUser, id: string, text: string): Promise<TenancyReviewDto> {
    await this.dataSource.transaction(async (m) => {
      const review = await m.getRepository(TenancyReview).findOne({
        where: { id, landlordId: user.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!review) throw REVIEW_NOT_FOUND();
      if (review.answer !== null) {
        throw conflict('You have already answered this review.', 'REVIEW_ANSWERED');
      }
      review.answer = text;
      review.answeredAt = new Date();
      await m.getRepository(TenancyReview).save(review);
      const property = await m.getRepository(Property).findOneByOrFail({ id: review.propertyId });
      await this.notifications.notify(m, review.tenantId, {
        type: 'review.answered',
        tenancyId: review.tenancyId,
        title: property.title,
      });
    });
    return this.forParty(user, id);
  }

  /**
   * A party of the tenancy reports a review to staff, once: it waits for their decision (a review
   * kept before is reopened by the other party's report). A hidden review cannot be reported.
   */
  async report(user: AuthUser, id: string, reason: string): Promise<TenancyReviewDto> {
    await this.dataSource.transaction(async (m) => {
      const review = await m.getRepository(TenancyReview).findOne({
        where: [
          { id, tenantId: user.id },
          { id, landlordId: user.id },
        ],
        lock: { mode: 'pessimistic_write' },
      });
      if (!review) throw REVIEW_NOT_FOUND();
      if (review.status === 'hidden') {
        throw conflict('Our team has already hidden this review.', 'REVIEW_HIDDEN');
      }
      const inserted = await m
        .getRepository(ReviewReport)
        .createQueryBuilder()
        .insert()
        .values({
          reviewId: id,
          reporterId: user.id,
          reporterRole: review.tenantId === user.id ? 'tenant' : 'landlord',
          reason,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (!(inserted.raw as unknown[]).length) {
        throw conflict(
          'You have already reported this review. Our team is looking into it.',
          'ALREADY_REPORTED',
        );
      }
      review.status = 'reported';
      await m.getRepository(TenancyReview).save(review);
    });
    return this.forParty(user, id);
  }

  // ---- in public ----------------------------------------------------------------------------

  /** A published listing's reviews (hidden ones left out): averages, counts, newest first. */
  async forProperty(propertyId: string, query: ReviewsQueryDto): Promise<ReviewsPageResponse> {
    const listed = await this.dataSource
      .getRepository(Property)
      .existsBy({ id: propertyId, isApproved: true });
    if (!listed) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    return this.page((qb) => qb.andWhere('r.property_id = :propertyId', { propertyId }), query);
  }

  /** A landlord's public profile: their reviews across their listings, averages and counts. */
  async forLandlord(landlordId: string, query: ReviewsQueryDto): Promise<LandlordProfileResponse> {
    const landlord = await this.dataSource
      .getRepository(User)
      .findOneBy({ id: landlordId, role: 'landlord', status: 'active' });
    if (!landlord) throw notFound('Landlord not found', 'LANDLORD_NOT_FOUND');
    const listings = await this.dataSource
      .getRepository(Property)
      .countBy({ landlordId, isApproved: true });
    const page = await this.page(
      (qb) => qb.andWhere('r.landlord_id = :landlordId', { landlordId }),
      query,
    );
    return {
      landlord: {
        id: landlord.id,
        name: landlord.name,
        memberSince: landlord.createdAt.toISOString(),
        listings,
      },
      ...page,
    };
  }

  private async page(
    scope: (qb: SelectQueryBuilder<TenancyReview>) => SelectQueryBuilder<TenancyReview>,
    query: ReviewsQueryDto,
  ): Promise<ReviewsPageResponse> {
    const shown = () =>
      scope(
        this.dataSource
          .getRepository(TenancyReview)
          .createQueryBuilder('r')
          .where(`r.status <> 'hidden'`),
      );
    const page = query.page ?? 1;
    const perPage = query.perPage ?? REVIEWS_PER_PAGE;
    const [rows, summary] = await Promise.all([
      shown()
        .leftJoinAndSelect('r.property', 'property')
        .leftJoinAndSelect('r.tenant', 'tenant')
        .orderBy('r.createdAt', 'DESC')
        .addOrderBy('r.id', 'DESC')
        .skip((page - 1) * perPage)
        .take(perPage)
        .getMany(),
      this.summary(shown()),
    ]);
    return {
      summary,
      data: rows.map(reviewToDto),
      pagination: pageInfo(page, perPage, summary.count),
    };
  }

  private async summary(qb: SelectQueryBuilder<TenancyReview>): Promise<ReviewSummaryDto> {
    qb.select('COUNT(*)::int', 'count');
    for (const c of REVIEW_CATEGORIES) qb.addSelect(`AVG(r.${c})::float`, c);
    const raw = await qb
      .addSelect(`COUNT(*) FILTER (WHERE r.as_advertised = 'yes')::int`, 'yes')
      .addSelect(`COUNT(*) FILTER (WHERE r.as_advertised = 'partly')::int`, 'partly')
      .addSelect(`COUNT(*) FILTER (WHERE r.as_advertised = 'no')::int`, 'no')
      .getRawOne<Record<string, number | null>>();
    const oneDecimal = (n: number | null | undefined) =>
      n === null || n === undefined ? null : Math.round(n * 10) / 10;
    const averages = Object.fromEntries(
      REVIEW_CATEGORIES.map((c) => [c, oneDecimal(raw?.[c])]),
    ) as ReviewSummaryDto['averages'];
    const count = raw?.count ?? 0;
    const means = REVIEW_CATEGORIES.map((c) => raw?.[c]).filter((n): n is number => n != null);
    return {
      count,
      overall: count ? oneDecimal(means.reduce((a, b) => a + b, 0) / means.length) : null,
      averages,
      asAdvertised: { yes: raw?.yes ?? 0, partly: raw?.partly ?? 0, no: raw?.no ?? 0 },
    };
  }
}
