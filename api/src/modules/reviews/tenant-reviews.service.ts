import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  TENANT_REVIEW_MESSAGES,
  type TenancyTenantReviewResponse,
  type TenantReviewDto,
} from '@rentnaija/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { isStaff } from '../applications/applications.service.js';
import type { CreateTenantReviewDto } from './dto/tenant-review.dto.js';
import { Tenancy } from '../tenancies/entities/tenancy.entity.js';
import { TenantReview } from './entities/tenant-review.entity.js';

const TENANCY_NOT_FOUND = () => notFound('Tenancy not found', 'TENANCY_NOT_FOUND');

/** Whether the landlord may review the tenant: once notice is given, or the tenancy has ended. */
const reviewOpen = (t: Pick<Tenancy, 'state' | 'moveOutDate'>) =>
  t.state === 'ended' || (t.state === 'active' && t.moveOutDate !== null);

const toDto = (r: TenantReview): TenantReviewDto => ({
  id: r.id,
  tenancyId: r.tenancyId,
  rentOnTime: r.rentOnTime,
  careOfHome: r.careOfHome,
  communication: r.communication,
  wouldLetAgain: r.wouldLetAgain,
  text: r.text,
  landlordName: r.landlord?.name ?? 'Landlord',
  propertyTitle: r.property?.title ?? 'Home',
  createdAt: r.createdAt.toISOString(),
});

/**
 * Landlords' reviews of their tenants: one per tenancy, by its landlord, once notice is given or
 * the tenancy has ended. The tenant is told and always sees them on their renter profile; other
 * landlords see them only in the applicant file of an application to their listing, and only
 * while the tenant consents (the renter profile decides, through ReviewsOfTenant).
 */
@Injectable()
export class TenantReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  /** Every review of a tenant, newest first (the renter profile decides who sees them). */
  async ofTenant(m: EntityManager, tenantId: string): Promise<TenantReviewDto[]> {
    const rows = await m.getRepository(TenantReview).find({
      where: { tenantId },
      relations: { landlord: true, property: true },
      order: { createdAt: 'DESC' },
    });
    return rows.map(toDto);
  }

  /** A tenancy's review of its tenant, for its parties and staff. */
  async forTenancy(user: AuthUser, id: string): Promise<TenancyTenantReviewResponse> {
    const where = isStaff(user)
      ? { id }
      : [
          { id, tenantId: user.id },
          { id, landlordId: user.id },
        ];
    const tenancy = await this.dataSource.getRepository(Tenancy).findOne({ where });
    if (!tenancy) throw TENANCY_NOT_FOUND();
    const review = await this.dataSource.getRepository(TenantReview).findOne({
      where: { tenancyId: id },
      relations: { landlord: true, property: true },
    });
    const isLandlord = tenancy.landlordId === user.id;
    const open = reviewOpen(tenancy);
    return {
      canWrite: isLandlord && open && !review,
      closedReason: isLandlord && !open && !review ? TENANT_REVIEW_MESSAGES.notOpen : null,
      review: review ? toDto(review) : null,
    };
  }

  /** The tenancy's landlord reviews the tenant, once (the unique tenancy decides races). */
  async submit(
    user: AuthUser,
    tenancyId: string,
    dto: CreateTenantReviewDto,
  ): Promise<TenancyTenantReviewResponse> {
    await this.dataSource.transaction(async (m) => {
      const tenancy = await m.getRepository(Tenancy).findOne({
        where: { id: tenancyId, landlordId: user.id },
        relations: { property: true, landlord: true },
      });
      if (!tenancy) throw TENANCY_NOT_FOUND();
      if (!reviewOpen(tenancy))
        throw conflict(TENANT_REVIEW_MESSAGES.notOpen, 'TENANT_REVIEW_NOT_OPEN');
      const inserted = await m
        .getRepository(TenantReview)
        .createQueryBuilder()
        .insert()
        .values({
          tenancyId,
          propertyId: tenancy.propertyId,
          tenantId: tenancy.tenantId,
          landlordId: tenancy.landlordId,
          rentOnTime: dto.rentOnTime,
          careOfHome: dto.careOfHome,
          communication: dto.communication,
          wouldLetAgain: dto.wouldLetAgain,
          text: dto.text,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (!(inserted.raw as unknown[]).length) {
        throw conflict(TENANT_REVIEW_MESSAGES.exists, 'TENANT_REVIEW_EXISTS');
      }
      await this.notifications.notify(m, tenancy.tenantId, {
        type: 'review.of_tenant_posted',
        tenancyId,
        title: tenancy.property?.title ?? 'your home',
        landlordName: tenancy.landlord?.name ?? 'Your landlord',
      });
    });
    return this.forTenancy(user, tenancyId);
  }
}
