import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OverviewCountDto, StaffOverviewDto } from '@rentnaija/shared';
import { DataSource, type EntityManager } from 'typeorm';

/** One count of work waiting for staff, as a feature registers it. */
export interface OverviewCounter {
  label: string;
  /**
   * Where it stands among the counts, lowest first: listings 10, listing changes 20, KYC 30,
   * ownership proofs 40, applications 50, refund requests 60, refunds needing attention 62,
   * stranded payments 64, chargebacks 66, tenancy disputes 68, flagged payments 70,
   * contact messages 80, failed emails 90. Leave gaps for new ones.
   */
  order: number;
  /** The console resource and list filter that show the counted records. */
  resource: string;
  filter: Record<string, string>;
  count(manager: EntityManager): Promise<number>;
}

/**
 * What needs action from staff, counted by the features that own the records: each registers
 * its counts when it starts (`register('pendingKyc', …)`), so a new feature adds its own without
 * this module reaching into its tables. Answered in the counters' `order`.
 */
@Injectable()
export class StaffOverview {
  private readonly counters = new Map<string, OverviewCounter>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  register(name: string, counter: OverviewCounter): void {
    if (this.counters.has(name)) throw new Error(`Overview count ${name} is already registered`);
    this.counters.set(name, counter);
  }

  async counts(): Promise<StaffOverviewDto> {
    const entries = await Promise.all(
      [...this.counters]
        .sort(([, a], [, b]) => a.order - b.order)
        .map(
          async ([name, { count, order: _order, ...rest }]): Promise<
            [string, OverviewCountDto]
          > => [name, { ...rest, count: await count(this.dataSource.manager) }],
        ),
    );
    return { counts: Object.fromEntries(entries), generatedAt: new Date().toISOString() };
  }
}
