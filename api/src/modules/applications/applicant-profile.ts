import { Injectable } from '@nestjs/common';
import type { SharedProfileDto } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';

type Reader = (m: EntityManager, tenantId: string) => Promise<SharedProfileDto | null>;

/**
 * What an applicant chose to show landlords from their renter profile, as the renter profile
 * reads it: it registers how when it starts (`provide`), so the applicant file never reads its
 * tables. Without a provider an applicant has no profile to show.
 */
@Injectable()
export class ApplicantProfile {
  private reader: Reader | null = null;

  provide(read: Reader): void {
    if (this.reader) throw new Error('Applicant profiles are already provided');
    this.reader = read;
  }

  of(m: EntityManager, tenantId: string): Promise<SharedProfileDto | null> {
    return this.reader ? this.reader(m, tenantId) : Promise.resolve(null);
  }
}
