import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatDay,
  lagosToday,
  openRentState,
  type PaymentInitializeResponse,
  RENT_CHARGE_DAYS,
  RENT_OPEN_STATES,
  rentChargeDay,
  rentDueDates,
  type RentCardDto,
  type RentInstalmentDto,
  type RentScheduleDto,
  tenancyReference,
} from '@rentnaija/shared';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { isStaff } from '../applications/applications.service.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/gateway/payment-gateway.js';
import { newReference, PaymentsService } from '../payments/payments.service.js';
import { User } from '../users/entities/user.entity.js';
import { RentAttempt, RentCard, RentInstalment } from './entities/rent.entity.js';
import { Tenancy, TenancyRenewal } from './entities/tenancy.entity.js';
import { visibleTenancy } from './tenancies.service.js';
import { TenancyEvents } from './tenancy-events.js';
import { lockTenancy, TENANCY_NOT_FOUND, tenancyTitle } from './tenancy-reads.js';

const MONTH_NOT_FOUND = () => notFound('Month of rent not found', 'RENT_MONTH_NOT_FOUND');
/** Tenancies whose rent can be paid. */
const PAYING_STATES = ['awaiting_move_in', 'active'];

/** A month can still be paid (or waived). */
export const isOpen = (i: Pick<RentInstalment, 'state'>) =>
  (RENT_OPEN_STATES as readonly string[]).includes(i.state);

/** The card's expiry has passed (after the last day of its month, WAT). */
export function cardExpired(card: Pick<RentCard, 'expMonth' | 'expYear'>, today: string): boolean {
  const month = Number(card.expMonth);
  const year = Number(card.expYear);
  if (!month || !year) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  return today.slice(0, 7) > `${fullYear}-${String(month).padStart(2, '0')}`;
}

/** A month as its parties read it; its state on `today` when it is still to pay. */
export function instalmentDto(
  i: RentInstalment,
  tenancyId: string,
  autopay: boolean,
  today: string,
): RentInstalmentDto {
  const open = isOpen(i);
  const paidDay = i.paidAt ? lagosToday(i.paidAt) : null;
  const charging = autopay && open && !i.payLinkSentAt && i.autoAttempts < RENT_CHARGE_DAYS.length;
  return {
    id: i.id,
    month: i.month,
    dueDate: i.dueDate,
    amount: i.amount,
    state: open ? openRentState(i.dueDate, today) : i.state,
    paidAt: i.paidAt?.toISOString() ?? null,
    paidLate: paidDay !== null && paidDay > i.dueDate,
    autoAttempts: i.autoAttempts,
    nextChargeOn: charging ? rentChargeDay(i.dueDate, i.autoAttempts + 1) : null,
    lastFailure: i.lastFailure,
    releasedAt: i.releasedAt?.toISOString() ?? null,
    receiptUrl: i.releasedAt ? `/api/tenancies/${tenancyId}/rent/${i.id}/receipt.pdf` : null,
    waivedAt: i.waivedAt?.toISOString() ?? null,
    waiveReason: i.waiveReason,
  };
}

/**
 * A monthly tenancy's rent schedule: planned when its move-in date is set (and again when it
 * changes or is renewed), one month per due date from the first month after those paid in
 * advance until the end date, each at the monthly rent in force (a renewal's rent from its
 * start). Read by the tenant, the landlord and staff; the tenant pays a month by checkout or
 * turns automatic payment on with the card of the move-in payment; the landlord waives a month.
 */
@Injectable()
export class RentScheduleService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly payments: PaymentsService,
    private readonly events: TenancyEvents,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(async (m, event) => {
      if (event.kind === 'changed') await this.plan(m, event.tenancy);
    });
  }

  /**
   * Brings a monthly tenancy's schedule in line with its dates, in the caller's transaction:
   * the months it lacks are added; months no longer in it that nothing touched are removed.
   */
  async plan(m: EntityManager, tenancy: Tenancy): Promise<void> {
    if (!tenancy.monthlyRent || !tenancy.moveInDate || !tenancy.endDate) return;
    const renewals = await m
      .getRepository(TenancyRenewal)
      .find({ where: { tenancyId: tenancy.id, state: 'accepted' }, order: { startsOn: 'ASC' } });
    const rentOn = (dueDate: string) =>
      renewals.filter((r) => r.startsOn <= dueDate).at(-1)?.rent ?? tenancy.money.price;
    const wanted = rentDueDates(
      tenancy.moveInDate,
      tenancy.money.rentAdvanceMonths,
      tenancy.endDate,
    );
    const repo = m.getRepository(RentInstalment);
    const existing = await repo.findBy({ tenancyId: tenancy.id });
    const stale = existing.filter(
      (i) =>
        i.state === 'upcoming' &&
        !i.paymentId &&
        i.autoAttempts === 0 &&
        !wanted.some((w) => w.dueDate === i.dueDate),
    );
    if (stale.length) {
      const tried = new Set(
        (
          await m.getRepository(RentAttempt).findBy({ instalmentId: In(stale.map((i) => i.id)) })
        ).map((a) => a.instalmentId),
      );
      const ids = stale.filter((i) => !tried.has(i.id)).map((i) => i.id);
      if (ids.length) await repo.delete({ id: In(ids) });
    }
    const missing = wanted.filter((w) => !existing.some((i) => i.dueDate === w.dueDate));
    if (missing.length === 0) return;
    await m
      .createQueryBuilder()
      .insert()
      .into(RentInstalment)
      .values(
        missing.map((w) => ({
          tenancyId: tenancy.id,
          tenantId: tenancy.tenantId,
          landlordId: tenancy.landlordId,
          month: w.month,
          dueDate: w.dueDate,
          amount: rentOn(w.dueDate),
          state: 'upcoming' as const,
        })),
      )
      .orIgnore()
      .execute();
  }

  // ---- reads -------------------------------------------------------------------------------

  /** The schedule of a tenancy: its tenant, its landlord or staff (404 to anyone else). */
  async schedule(user: AuthUser, id: string, now = new Date()): Promise<RentScheduleDto> {
    const m = this.dataSource.manager;
    const tenancy = await m.getRepository(Tenancy).findOne({ where: visibleTenancy(user, id) });
    if (!tenancy) throw TENANCY_NOT_FOUND();
    return this.scheduleOf(m, tenancy, user, now);
  }

  private async scheduleOf(
    m: EntityManager,
    tenancy: Tenancy,
    user: AuthUser,
    now: Date,
  ): Promise<RentScheduleDto> {
    const today = lagosToday(now);
    const card = await this.cardOf(m, tenancy);
    const autopay = card?.autopay ?? false;
    const instalments = (
      await m
        .getRepository(RentInstalment)
        .find({ where: { tenancyId: tenancy.id }, order: { dueDate: 'ASC' } })
    ).map((i) => instalmentDto(i, tenancy.id, autopay, today));
    // The tenant's card is theirs and staff's to see; the landlord sees whether it pays.
    const showCard = card && (user.id === tenancy.tenantId || isStaff(user));
    return {
      tenancyId: tenancy.id,
      monthly: tenancy.monthlyRent,
      rent: tenancy.money.price,
      instalments,
      next: instalments.find((i) => i.state !== 'paid' && i.state !== 'waived') ?? null,
      autopay,
      card: showCard ? cardDto(card, today) : null,
    };
  }

  /** The saved card of a tenancy's move-in payment, if the gateway let us keep one. */
  cardOf(m: EntityManager, tenancy: Pick<Tenancy, 'paymentId'>): Promise<RentCard | null> {
    return m.getRepository(RentCard).findOneBy({ paymentId: tenancy.paymentId });
  }

  // ---- the tenant --------------------------------------------------------------------------

  /**
   * Turns automatic payment on (with the card of the move-in payment, when the gateway lets it
   * be charged again and it has not expired) or off, at any time. Off stops the next charge.
   */
  async setAutopay(
    user: AuthUser,
    id: string,
    enabled: boolean,
    now = new Date(),
  ): Promise<RentScheduleDto> {
    return this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, { id, tenantId: user.id });
      if (!tenancy.monthlyRent) {
        throw conflict('This tenancy’s rent was paid in advance.', 'RENT_NOT_MONTHLY');
      }
      const card = await m.getRepository(RentCard).findOne({
        where: { paymentId: tenancy.paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      if (enabled) {
        if (!card) {
          throw conflict(
            'The card of your move-in payment cannot be charged again: pay each month from this page instead.',
            'NO_SAVED_CARD',
          );
        }
        if (cardExpired(card, lagosToday(now))) {
          throw conflict(
            'The card of your move-in payment has expired: pay each month from this page instead.',
            'CARD_EXPIRED',
          );
        }
      }
      if (card && card.autopay !== enabled) {
        await m
          .getRepository(RentCard)
          .update({ id: card.id }, { autopay: enabled, autopayChangedAt: now });
      }
      return this.scheduleOf(m, tenancy, user, now);
    });
  }

  /**
   * Starts (or offers again) the checkout of one month, for its amount: like the move-in
   * payment, completed only by the gateway's word. 409 when the month is paid or waived, or an
   * automatic charge of it is under way.
   */
  async pay(user: AuthUser, id: string, instalmentId: string): Promise<PaymentInitializeResponse> {
    const started = await this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, { id, tenantId: user.id });
      const instalment = await this.lockMonth(m, id, instalmentId);
      if (!PAYING_STATES.includes(tenancy.state) || !isOpen(instalment)) {
        throw conflict(
          instalment.state === 'paid'
            ? 'This month is already paid.'
            : instalment.state === 'waived'
              ? 'The landlord waived this month: there is nothing to pay.'
              : 'Rent can be paid while the tenancy is under way.',
          'RENT_NOT_PAYABLE',
        );
      }
      const pending = await this.pendingAttempts(m, instalment.id);
      if (pending.some((p) => p.kind === 'card')) {
        throw conflict(
          'An automatic payment of this month is under way: wait for its result.',
          'RENT_CHARGE_UNDER_WAY',
        );
      }
      const open = pending.find((p) => p.kind === 'checkout');
      if (open?.payment.authorizationUrl && open.payment.gateway === this.gateway.name) {
        return { payment: open.payment, fresh: false };
      }
      for (const p of pending) {
        await m.getRepository(Payment).update({ id: p.paymentId }, { status: 'cancelled' });
      }
      const payment = await this.startPayment(m, tenancy, instalment, 'checkout');
      return { payment, fresh: true };
    });
    const payment = started.payment;
    if (started.fresh) await this.payments.open(payment, user);
    return {
      paymentId: payment.id,
      reference: payment.reference,
      authorizationUrl: payment.authorizationUrl!,
      accessCode: payment.accessCode!,
      publicKey: this.gateway.publicKey,
      amount: payment.amount,
      email: user.email,
      breakdown: payment.breakdown,
    };
  }

  /**
   * A pending payment of `instalment` and its attempt (the next of its kind), in `m`'s
   * transaction. The attempt's unique number makes a second start of the same attempt fail.
   */
  async startPayment(
    m: EntityManager,
    tenancy: Tenancy,
    instalment: RentInstalment,
    kind: RentAttempt['kind'],
    attempt?: number,
  ): Promise<Payment> {
    const title = await tenancyTitle(m, tenancy);
    const number =
      attempt ??
      (await m.getRepository(RentAttempt).countBy({ instalmentId: instalment.id, kind })) + 1;
    const repo = m.getRepository(Payment);
    const payment = await repo.save(
      repo.create({
        reference: newReference(),
        applicationId: tenancy.applicationId,
        propertyId: tenancy.propertyId,
        tenantId: tenancy.tenantId,
        landlordId: tenancy.landlordId,
        amount: instalment.amount,
        currency: 'NGN',
        breakdown: [
          {
            key: 'rent',
            label: `Rent due ${formatDay(instalment.dueDate)}`,
            amount: instalment.amount,
            refundable: false,
          },
        ],
        paymentType: 'rent',
        status: 'pending',
        description:
          `Rent due ${formatDay(instalment.dueDate)} for ${title}, tenancy ${tenancyReference(tenancy.id)}`.slice(
            0,
            300,
          ),
        gateway: this.gateway.name,
      }),
    );
    await m.getRepository(RentAttempt).insert({
      instalmentId: instalment.id,
      paymentId: payment.id,
      kind,
      attempt: number,
    });
    return payment;
  }

  /** The month's payments still pending, with their attempts. */
  private async pendingAttempts(m: EntityManager, instalmentId: string) {
    return m
      .getRepository(RentAttempt)
      .createQueryBuilder('a')
      .innerJoinAndSelect('a.payment', 'p', "p.status = 'pending'")
      .where('a.instalment_id = :instalmentId', { instalmentId })
      .getMany() as Promise<(RentAttempt & { payment: Payment })[]>;
  }

  private async lockMonth(
    m: EntityManager,
    tenancyId: string,
    instalmentId: string,
  ): Promise<RentInstalment> {
    const instalment = await m.getRepository(RentInstalment).findOne({
      where: { id: instalmentId, tenancyId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!instalment) throw MONTH_NOT_FOUND();
    return instalment;
  }

  // ---- the landlord ------------------------------------------------------------------------

  /** The landlord waives a month still to pay, with a reason the tenant reads. */
  async waive(
    user: AuthUser,
    id: string,
    instalmentId: string,
    reason: string,
    now = new Date(),
  ): Promise<RentScheduleDto> {
    return this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, { id, landlordId: user.id });
      const instalment = await this.lockMonth(m, id, instalmentId);
      if (!isOpen(instalment)) {
        throw conflict(
          `This month is ${instalment.state}: only a month still to pay can be waived.`,
          'RENT_NOT_WAIVABLE',
        );
      }
      instalment.state = 'waived';
      instalment.waivedAt = now;
      instalment.waivedBy = user.id;
      instalment.waiveReason = reason.trim() || null;
      await m.getRepository(RentInstalment).save(instalment);
      const landlord = await m.getRepository(User).findOneBy({ id: user.id });
      await this.notifications.notify(m, tenancy.tenantId, {
        type: 'rent.waived',
        tenancyId: tenancy.id,
        title: await tenancyTitle(m, tenancy),
        dueDate: instalment.dueDate,
        amount: instalment.amount,
        landlordName: landlord?.name ?? 'Your landlord',
        reason: instalment.waiveReason,
      });
      return this.scheduleOf(m, tenancy, user, now);
    });
  }

  /** The month of a tenancy a receipt is asked for, visible to the caller. */
  async visibleMonth(
    user: AuthUser,
    id: string,
    instalmentId: string,
  ): Promise<{ tenancy: Tenancy; instalment: RentInstalment }> {
    const m = this.dataSource.manager;
    const tenancy = await m.getRepository(Tenancy).findOne({ where: visibleTenancy(user, id) });
    if (!tenancy) throw TENANCY_NOT_FOUND();
    const instalment = await m
      .getRepository(RentInstalment)
      .findOneBy({ id: instalmentId, tenancyId: id });
    if (!instalment) throw MONTH_NOT_FOUND();
    return { tenancy, instalment };
  }
}

function cardDto(card: RentCard, today: string): RentCardDto {
  return {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    expired: cardExpired(card, today),
  };
}
