import { Injectable } from '@nestjs/common';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';
import type { Payment } from '../payments/entities/payment.entity.js';
import type { Refund } from '../payments/entities/refund.entity.js';
import { LedgerEntry } from './entities/ledger-entry.entity.js';

/** One movement of money to record. */
export interface LedgerEntryInput {
  kind: LedgerEntryKind;
  /** Whole naira, positive. */
  amount: number;
  landlordId: string;
  tenantId?: string | null;
  tenancyId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  reference?: string | null;
  description: string;
  /** Unique per movement (`hold:<paymentId>`): recording it again changes nothing. */
  idempotencyKey: string;
  /** When the money moved; now when not given. */
  occurredAt?: Date | null;
}

/** Whose balance: every entry matching all the given fields. */
export type LedgerScope = Partial<
  Pick<LedgerEntry, 'landlordId' | 'tenantId' | 'tenancyId' | 'paymentId'>
>;

/**
 * Sums of a scope's entries. `held`: taken and held by the platform, neither released nor
 * refunded; `scheduled`: released, not yet in the landlord's bank; `paidOut`: in their bank.
 */
export interface LedgerBalance {
  totals: Record<LedgerEntryKind, number>;
  held: number;
  scheduled: number;
  paidOut: number;
}

/** Money still held of one payment. */
export interface HeldAmount {
  paymentId: string;
  amount: number;
  heldSince: Date;
}

const SCOPE_COLUMNS: Record<keyof LedgerScope, string> = {
  landlordId: 'landlord_id',
  tenantId: 'tenant_id',
  tenancyId: 'tenancy_id',
  paymentId: 'payment_id',
};

/** hold − release − refund, per payment, as SQL over ledger entries aliased `e`. */
const HELD_SQL = `SUM(CASE e.kind WHEN 'hold' THEN e.amount WHEN 'release' THEN -e.amount WHEN 'refund' THEN -e.amount ELSE 0 END)`;

/**
 * The money ledger: every movement of money is a row (charge, hold, release, payout, refund,
 * deduction), written in the transaction of the change that moved it, so statements, receipts
 * and the console agree by construction. Rows are never changed (the database refuses); a
 * replay of the same movement is recognised by its idempotency key and writes nothing.
 */
@Injectable()
export class LedgerService {
  /** Records `entry` in `m`'s transaction. Answers false when its key was recorded before. */
  async record(m: EntityManager, entry: LedgerEntryInput): Promise<boolean> {
    if (!Number.isInteger(entry.amount) || entry.amount <= 0) {
      throw new Error(`A ledger entry's amount must be whole naira above 0 (${entry.amount})`);
    }
    const inserted = await m
      .createQueryBuilder()
      .insert()
      .into(LedgerEntry)
      .values({
        kind: entry.kind,
        amount: entry.amount,
        landlordId: entry.landlordId,
        tenantId: entry.tenantId ?? null,
        tenancyId: entry.tenancyId ?? null,
        paymentId: entry.paymentId ?? null,
        refundId: entry.refundId ?? null,
        payoutId: entry.payoutId ?? null,
        reference: entry.reference?.slice(0, 100) ?? null,
        description: entry.description.slice(0, 300),
        idempotencyKey: entry.idempotencyKey,
        occurredAt: entry.occurredAt ?? new Date(),
      })
      .orIgnore()
      .returning('id')
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }

  /** A completed payment: the tenant's charge and the hold of its money for the landlord. */
  async recordPayment(m: EntityManager, payment: Payment): Promise<void> {
    const common = {
      amount: payment.amount,
      landlordId: payment.landlordId,
      tenantId: payment.tenantId,
      paymentId: payment.id,
      reference: payment.reference,
      occurredAt: payment.paymentDate,
    };
    await this.record(m, {
      ...common,
      kind: 'charge',
      description: `Paid: ${payment.description}`,
      idempotencyKey: `charge:${payment.id}`,
    });
    await this.record(m, {
      ...common,
      kind: 'hold',
      description: `Held for the landlord: ${payment.description}`,
      idempotencyKey: `hold:${payment.id}`,
    });
  }

  /** Money of a payment that went back to the tenant. */
  async recordRefund(m: EntityManager, payment: Payment, refund: Refund): Promise<void> {
    await this.record(m, {
      kind: 'refund',
      amount: refund.amount,
      landlordId: payment.landlordId,
      tenantId: refund.tenantId,
      paymentId: payment.id,
      refundId: refund.id,
      reference: payment.reference,
      description: `Refunded: ${payment.description}`,
      idempotencyKey: `refund:${refund.id}`,
      occurredAt: refund.processedAt,
    });
  }

  async balanceFor(m: EntityManager, scope: LedgerScope): Promise<LedgerBalance> {
    const qb = m
      .getRepository(LedgerEntry)
      .createQueryBuilder('e')
      .select('e.kind', 'kind')
      .addSelect('COALESCE(SUM(e.amount), 0)', 'total')
      .groupBy('e.kind');
    const where = Object.entries(scope).filter(([, v]) => v !== undefined);
    if (where.length === 0) throw new Error('A ledger balance needs a scope');
    for (const [field, value] of where) {
      const column = SCOPE_COLUMNS[field as keyof LedgerScope];
      if (value === null) qb.andWhere(`e.${column} IS NULL`);
      else qb.andWhere(`e.${column} = :${field}`, { [field]: value });
    }
    const rows = await qb.getRawMany<{ kind: LedgerEntryKind; total: string }>();
    const totals = Object.fromEntries(LEDGER_ENTRY_KINDS.map((k) => [k, 0])) as Record<
      LedgerEntryKind,
      number
    >;
    for (const row of rows) totals[row.kind] = Number(row.total);
    return {
      totals,
      held: totals.hold - totals.release - totals.refund,
      scheduled: totals.release - totals.payout,
      paidOut: totals.payout,
    };
  }

  /**
   * What is still held of each payment of a landlord (or of the given payments), oldest first;
   * payments with nothing left held are left out.
   */
  async heldByPayment(
    m: EntityManager,
    where: { landlordId: string } | { paymentIds: string[] },
  ): Promise<HeldAmount[]> {
    const qb = m
      .getRepository(LedgerEntry)
      .createQueryBuilder('e')
      .select('e.payment_id', 'paymentId')
      .addSelect(HELD_SQL, 'amount')
      .addSelect(`MIN(e.occurred_at) FILTER (WHERE e.kind = 'hold')`, 'heldSince')
      .where('e.payment_id IS NOT NULL')
      .groupBy('e.payment_id')
      .having(`${HELD_SQL} > 0`)
      .orderBy('"heldSince"', 'ASC');
    if ('landlordId' in where) qb.andWhere('e.landlord_id = :landlordId', where);
    else if (where.paymentIds.length === 0) return [];
    else qb.andWhere('e.payment_id IN (:...paymentIds)', where);
    const rows = await qb.getRawMany<{ paymentId: string; amount: string; heldSince: Date }>();
    return rows.map((r) => ({
      paymentId: r.paymentId,
      amount: Number(r.amount),
      heldSince: new Date(r.heldSince),
    }));
  }
}
