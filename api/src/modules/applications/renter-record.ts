import { Injectable } from '@nestjs/common';
import type { TenancyState } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';

/** What a renter's record counts, each fact kept by the feature that owns it. */
export interface RenterFacts {
  /** Their tenancies by state. */
  tenancies: Record<TenancyState, number>;
  /** Their payments that completed. */
  completedPayments: number;
  /** Problems they reported on their tenancies. */
  disputesRaised: number;
  /** Caution deposits returned to them in full at the end of a tenancy. */
  depositsReturnedInFull: number;
  /** Caution deposits returned to them less deductions accepted or decided. */
  depositsReturnedInPart: number;
  /** Months of monthly rent paid by their due date. */
  rentMonthsOnTime: number;
  /** Months of monthly rent paid after their due date, or still unpaid past it. */
  rentMonthsLate: number;
}

const FACTS = [
  'tenancies',
  'completedPayments',
  'disputesRaised',
  'depositsReturnedInFull',
  'depositsReturnedInPart',
  'rentMonthsOnTime',
  'rentMonthsLate',
] as const satisfies readonly (keyof RenterFacts)[];

type FactReader<K extends keyof RenterFacts> = (
  m: EntityManager,
  tenantId: string,
) => Promise<RenterFacts[K]>;

/**
 * A renter's record on the platform, computed, never typed: tenancies and payments register
 * how they count their own rows when they start (`provide('completedPayments', …)`), so the
 * applicant file never reads their tables.
 */
@Injectable()
export class RenterRecord {
  private readonly readers = new Map<keyof RenterFacts, FactReader<keyof RenterFacts>>();

  provide<K extends keyof RenterFacts>(fact: K, read: FactReader<K>): void {
    if (this.readers.has(fact)) throw new Error(`Renter fact ${fact} is already provided`);
    this.readers.set(fact, read as FactReader<keyof RenterFacts>);
  }

  async of(m: EntityManager, tenantId: string): Promise<RenterFacts> {
    const facts: Partial<Record<keyof RenterFacts, unknown>> = {};
    for (const fact of FACTS) {
      const read = this.readers.get(fact);
      if (!read) throw new Error(`No feature provides the renter fact ${fact}`);
      facts[fact] = await read(m, tenantId);
    }
    return facts as RenterFacts;
  }
}
