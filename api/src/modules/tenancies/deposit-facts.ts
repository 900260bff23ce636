import type { EntityManager } from 'typeorm';
import type { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import type { RenterRecord } from '../applications/renter-record.js';
import { DepositSettlement } from './entities/deposit.entity.js';

/** A renter's settled deposits, returned in full (`part`: false) or less deductions. */
const returned = (m: EntityManager, tenantId: string, part: boolean) =>
  m
    .getRepository(DepositSettlement)
    .createQueryBuilder('s')
    .innerJoin('s.tenancy', 't')
    .where("t.tenant_id = :tenantId AND s.state = 'settled'", { tenantId })
    .andWhere(part ? 's.landlord_amount > 0' : 's.landlord_amount = 0')
    .getCount();

/**
 * What the caution deposit tells others: the renter's record counts deposits returned in full
 * and in part; staff see the disputes waiting for a decision.
 */
export function provideDepositFacts(renters: RenterRecord, overview: StaffOverview): void {
  renters.provide('depositsReturnedInFull', (m, tenantId) => returned(m, tenantId, false));
  renters.provide('depositsReturnedInPart', (m, tenantId) => returned(m, tenantId, true));
  overview.register('disputedDeposits', {
    order: 69,
    label: 'Deposit deductions disputed, waiting for a decision',
    resource: 'deposit-disputes',
    filter: { state: 'disputed' },
    count: (m) => m.getRepository(DepositSettlement).countBy({ state: 'disputed' }),
  });
}
