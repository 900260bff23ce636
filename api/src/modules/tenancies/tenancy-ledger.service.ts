import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type LedgerDirection,
  formatDay,
  type LedgerEntryKind,
  lagosToday,
  type TenancyLedgerDto,
  type TenancyLedgerLineDto,
  type TenancyReceiptLinkDto,
  tenancyReference,
} from '@rentnaija/shared';
import { stringify } from 'csv-stringify/sync';
import { DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { Payout } from '../payouts/entities/payout.entity.js';
import { RentInstalment } from './entities/rent.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { visibleTenancy } from './tenancies.service.js';

/** How each kind of movement changes what the platform holds for the tenancy. */
export const HELD_CHANGE: Record<LedgerEntryKind, -1 | 0 | 1> = {
  charge: 0,
  hold: 1,
  release: -1,
  payout: 0,
  refund: -1,
  deduction: 0,
};
const DIRECTION: Record<LedgerEntryKind, LedgerDirection> = {
  charge: 'in',
  hold: 'in',
  release: 'out',
  payout: 'out',
  refund: 'out',
  deduction: 'out',
};
/** Movements at the same instant, in the order money moves. */
const KIND_ORDER = `CASE e.kind WHEN 'charge' THEN 0 WHEN 'hold' THEN 1 WHEN 'release' THEN 2 WHEN 'payout' THEN 3 WHEN 'refund' THEN 4 ELSE 5 END`;

const CSV_COLUMNS = [
  { key: 'date', header: 'Date (WAT)' },
  { key: 'description', header: 'Description' },
  { key: 'kind', header: 'Kind' },
  { key: 'direction', header: 'Direction' },
  { key: 'amount', header: 'Amount (NGN)' },
  { key: 'balance', header: 'Held balance (NGN)' },
  { key: 'reference', header: 'Reference' },
  { key: 'payoutState', header: 'Payout state' },
];

/**
 * A tenancy's money record, read from the ledger alone: every charge, hold, release, payout
 * and refund of its move-in payment and its payouts, oldest first, with a running balance of
 * what RentNaija holds for it, and the receipts that exist. For its tenant, its landlord and
 * staff; anyone else gets 404.
 */
@Injectable()
export class TenancyLedgerService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async ledger(user: AuthUser, id: string): Promise<TenancyLedgerDto> {
    const m = this.dataSource.manager;
    const tenancy = await m.getRepository(Tenancy).findOne({ where: visibleTenancy(user, id) });
    if (!tenancy) throw notFound('Tenancy not found', 'TENANCY_NOT_FOUND');
    const entries = await this.entriesOf(m, tenancy);
    const payoutIds = [...new Set(entries.map((e) => e.payoutId).filter((p) => p !== null))];
    const payouts = new Map(
      (payoutIds.length ? await m.getRepository(Payout).findBy({ id: In(payoutIds) }) : []).map(
        (p) => [p.id, p],
      ),
    );
    let balance = 0;
    const totals = { held: 0, released: 0, refunded: 0, paidOut: 0 };
    const lines = entries.map((e): TenancyLedgerLineDto => {
      balance += HELD_CHANGE[e.kind] * e.amount;
      if (e.kind === 'hold') totals.held += e.amount;
      if (e.kind === 'release') totals.released += e.amount;
      if (e.kind === 'refund') totals.refunded += e.amount;
      if (e.kind === 'payout') totals.paidOut += e.amount;
      const payout = e.payoutId ? payouts.get(e.payoutId) : undefined;
      return {
        id: e.id,
        kind: e.kind,
        occurredAt: e.occurredAt.toISOString(),
        date: lagosToday(e.occurredAt),
        description: e.description,
        amount: e.amount,
        direction: DIRECTION[e.kind],
        balance,
        reference: e.reference,
        payout: payout ? { id: payout.id, reference: payout.reference, state: payout.state } : null,
      };
    });
    return {
      tenancyId: tenancy.id,
      reference: tenancyReference(tenancy.id),
      lines,
      totals,
      balance,
      receipts: await this.receipts(tenancy, lines),
    };
  }

  /**
   * The ledger's rows of a tenancy, oldest first: those of its move-in payment and its months of
   * rent (charge, hold, refund) and of its payouts (release, payout).
   */
  entriesOf(m: EntityManager, tenancy: Pick<Tenancy, 'id' | 'paymentId'>): Promise<LedgerEntry[]> {
    return (
      m
        .getRepository(LedgerEntry)
        .createQueryBuilder('e')
        .where('e.tenancy_id = :id', { id: tenancy.id })
        .orWhere('e.payment_id = :paymentId', { paymentId: tenancy.paymentId })
        .orWhere('e.payout_id IN (SELECT p.id FROM payouts p WHERE p.tenancy_id = :id)')
        // Its months of rent: each payment's charge and hold (and refund of a second payment).
        .orWhere(
          `e.payment_id IN (SELECT a.payment_id FROM rent_attempts a
           JOIN rent_instalments i ON i.id = a.instalment_id WHERE i.tenancy_id = :id)`,
        )
        .orderBy('e.occurred_at', 'ASC')
        .addOrderBy(KIND_ORDER, 'ASC')
        .addOrderBy('e.created_at', 'ASC')
        .getMany()
    );
  }

  /** The same lines as CSV, with a filename naming the tenancy and the day (WAT). */
  async csv(user: AuthUser, id: string): Promise<{ filename: string; csv: string }> {
    const ledger = await this.ledger(user, id);
    const csv = stringify(
      ledger.lines.map((l) => ({ ...l, payoutState: l.payout?.state ?? '' })),
      {
        header: true,
        columns: CSV_COLUMNS,
        // A cell a spreadsheet would read as a formula is kept as text.
        cast: { string: (v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v) },
      },
    );
    return { filename: `${ledger.reference}-money-${lagosToday()}.csv`, csv };
  }

  /** The receipts that exist: the payment's while it stands, the rent's once released. */
  private async receipts(
    tenancy: Tenancy,
    lines: TenancyLedgerLineDto[],
  ): Promise<TenancyReceiptLinkDto[]> {
    const receipts: TenancyReceiptLinkDto[] = [];
    const payment = await this.dataSource.manager
      .getRepository(Payment)
      .findOne({ where: { id: tenancy.paymentId }, select: { id: true, status: true } });
    if (payment?.status === 'completed') {
      receipts.push({
        kind: 'payment',
        label: 'Payment receipt',
        url: `/api/payments/${payment.id}/receipt.pdf`,
      });
    }
    if (lines.some((l) => l.kind === 'release')) {
      receipts.push({
        kind: 'rent',
        label: 'Rent receipt',
        url: `/api/tenancies/${tenancy.id}/rent-receipt.pdf`,
      });
    }
    const months = await this.dataSource.manager.getRepository(RentInstalment).find({
      where: { tenancyId: tenancy.id, releasedAt: Not(IsNull()) },
      order: { dueDate: 'ASC' },
    });
    for (const month of months) {
      receipts.push({
        kind: 'rent',
        label: `Rent receipt, ${formatDay(month.dueDate)}`,
        url: `/api/tenancies/${tenancy.id}/rent/${month.id}/receipt.pdf`,
      });
    }
    return receipts;
  }
}
