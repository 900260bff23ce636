import { Injectable } from '@nestjs/common';
import type { TenantReviewDto } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';

type Reader = (m: EntityManager, tenantId: string) => Promise<TenantReviewDto[]>;

/**
 * Landlords' reviews of a tenant, newest first, as the reviews feature reads them: it registers
 * how when it starts (`provide`), so the renter profile never reads its tables. Without a
 * provider a tenant has no reviews.
 */
@Injectable()
export class ReviewsOfTenant {
  private reader: Reader | null = null;

  provide(read: Reader): void {
    if (this.reader) throw new Error('Reviews of tenants are already provided');
    this.reader = read;
  }

  of(m: EntityManager, tenantId: string): Promise<TenantReviewDto[]> {
    return this.reader ? this.reader(m, tenantId) : Promise.resolve([]);
  }
}
