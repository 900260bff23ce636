import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addMonths,
  formatDay,
  isCalendarDate,
  lagosToday,
  LIVE_TENANCY_STATES,
  TENANCY_STATES,
  type TenancyState,
  MONTHLY_RENT_TERM_MONTHS,
  MOVE_IN_DATE_STATES,
  TENANCY_STATE_LABELS,
  type TenancyDto,
  type TenancyListResponse,
  tenancyReference,
} from '@rentnaija/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { ApplicationsService, isStaff } from '../applications/applications.service.js';
import { agreedMoney } from '../applications/entities/agreed-money.js';
import type { PropertyApplication } from '../applications/entities/property-application.entity.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { Property } from '../properties/entities/property.entity.js';
import { ListingLifecycleService } from '../properties/listing-lifecycle.service.js';
import { User } from '../users/entities/user.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { TenancyEvents } from './tenancy-events.js';
import { moveInLatest, TENANCY_RELATIONS, tenancyDtos } from './tenancy.mapper.js';
import { moveTenancy } from './tenancy-state.js';

const NOT_FOUND = () => notFound('Tenancy not found', 'TENANCY_NOT_FOUND');

/** The tenancy `id` if `user` may see it: its tenant, its landlord or staff. */
export const visibleTenancy = (user: AuthUser, id: string) =>
  isStaff(user)
    ? { id }
    : [
        { id, tenantId: user.id },
        { id, landlordId: user.id },
      ];

/** What the tenant and the landlord read when a refund cancels the tenancy. */
export const REFUND_CANCELS_TENANCY =
  'The move-in payment is being refunded, so this tenancy will not go ahead.';

const RELATIONS = TENANCY_RELATIONS;

/** What a tenancy takes from its approved application and the payment that paid for it. */
export const tenancyTerms = (app: PropertyApplication, payment: Payment) => ({
  applicationId: app.id,
  paymentId: payment.id,
  propertyId: app.propertyId,
  tenantId: app.tenantId,
  landlordId: app.landlordId,
  money: agreedMoney(app.money),
  moveInTotal: payment.amount,
  termMonths: app.money.rentAdvanceMonths,
});

/**
 * Tenancies: begun in the transaction that leaves an application approved and paid (the
 * listing is let then), cancelled when their move-in payment is refunded (the listing back on
 * the market), and read by their parties and staff. While live, a tenancy alone decides its
 * listing's status (`hold`, registered with ListingHolds).
 */
@Injectable()
export class TenanciesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: ListingLifecycleService,
    private readonly applications: ApplicationsService,
    private readonly notifications: NotificationsService,
    private readonly events: TenancyEvents,
  ) {}

  // ---- what makes and ends tenancies ------------------------------------------------------

  /**
   * The application is approved and paid: its tenancy begins with the money agreed on it, the
   * term it paid in advance and a move-in window from the listing's available date (today when
   * that is past); the listing is let; both parties are told. Inside that transaction; nothing
   * when the application already has one.
   */
  async begin(m: EntityManager, app: PropertyApplication): Promise<Tenancy | null> {
    const repo = m.getRepository(Tenancy);
    if (await repo.existsBy({ applicationId: app.id })) return null;
    const payment = await m
      .getRepository(Payment)
      .findOneByOrFail({ applicationId: app.id, reference: app.paymentReference ?? '' });
    const property = await this.lifecycle.completeContract(m, app.propertyId);
    const today = lagosToday();
    const tenancy = await repo.save(
      repo.create({
        ...tenancyTerms(app, payment),
        // A listing that accepts monthly rent lets for a term paid month by month after the
        // first payment (see RentScheduleService).
        ...(property.acceptsMonthlyRent && {
          monthlyRent: true,
          termMonths: Math.max(MONTHLY_RENT_TERM_MONTHS, app.money.rentAdvanceMonths),
        }),
        state: 'awaiting_signatures',
        // From the day the listing says the home is free, or today when that is past.
        moveInEarliest:
          property.availableFrom && property.availableFrom > today ? property.availableFrom : today,
        moveInDate: null,
        endDate: null,
        cancelledAt: null,
        cancellationReason: null,
      }),
    );
    await this.events.publish(m, { kind: 'started', tenancy });
    const tenant = await m.getRepository(User).findOneBy({ id: app.tenantId });
    for (const [userId, role] of [
      [app.tenantId, 'tenant'],
      [app.landlordId, 'landlord'],
    ] as const) {
      await this.notifications.notify(m, userId, {
        type: 'tenancy.started',
        tenancyId: tenancy.id,
        reference: tenancyReference(tenancy.id),
        title: property.title,
        role,
        tenantName: tenant?.name ?? `${app.firstName} ${app.lastName}`,
      });
    }
    return tenancy;
  }

  /**
   * A refund of a move-in payment was approved: the tenancy it paid for is cancelled, its
   * listing goes back on the market, its application is closed, and both parties are told.
   * Nothing when the payment paid for no live tenancy (a double payment, an application that
   * was never approved).
   */
  async cancelForRefund(m: EntityManager, paymentId: string): Promise<void> {
    const tenancy = await m.getRepository(Tenancy).findOne({
      where: { paymentId, state: In([...LIVE_TENANCY_STATES]) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!tenancy) return;
    moveTenancy(tenancy, 'cancelled');
    tenancy.cancelledAt = new Date();
    tenancy.cancellationReason = REFUND_CANCELS_TENANCY;
    await m.getRepository(Tenancy).save(tenancy);
    const property = await this.lifecycle.endLet(m, tenancy.propertyId);
    if (tenancy.endDate && property.availableFrom === tenancy.endDate) {
      await this.lifecycle.availableAgainOn(m, tenancy.propertyId, null);
    }
    await this.applications.closeRefunded(m, tenancy.applicationId, REFUND_CANCELS_TENANCY);
    await this.events.publish(m, { kind: 'cancelled', tenancy });
    for (const [userId, role] of [
      [tenancy.tenantId, 'tenant'],
      [tenancy.landlordId, 'landlord'],
    ] as const) {
      await this.notifications.notify(m, userId, {
        type: 'tenancy.cancelled',
        tenancyId: tenancy.id,
        reference: tenancyReference(tenancy.id),
        title: property.title,
        role,
        reason: REFUND_CANCELS_TENANCY,
      });
    }
  }

  /**
   * What holds the listing (for ListingHolds): its live tenancy, named, or null. The landlord
   * reads it when a change of the listing by hand is refused.
   */
  async hold(m: EntityManager, propertyId: string): Promise<string | null> {
    const tenancy = await m.getRepository(Tenancy).findOne({
      where: { propertyId, state: In([...LIVE_TENANCY_STATES]) },
      relations: { tenant: true },
    });
    if (!tenancy) return null;
    return `This home is let under tenancy ${tenancyReference(tenancy.id)} to ${tenancy.tenant?.name ?? 'a tenant'} (${TENANCY_STATE_LABELS[tenancy.state].toLowerCase()}): its status changes only through the tenancy, which gives it back when it is cancelled or the tenant moves out.`;
  }

  /** How many tenancies the tenant has had on the platform, in each state (a renter's record). */
  async countByState(m: EntityManager, tenantId: string): Promise<Record<TenancyState, number>> {
    const rows = await m
      .getRepository(Tenancy)
      .createQueryBuilder('t')
      .select('t.state', 'state')
      .addSelect('count(*)::int', 'count')
      .where('t.tenant_id = :tenantId', { tenantId })
      .groupBy('t.state')
      .getRawMany<{ state: TenancyState; count: number }>();
    return Object.fromEntries(
      TENANCY_STATES.map((s) => [s, Number(rows.find((r) => r.state === s)?.count ?? 0)]),
    ) as Record<TenancyState, number>;
  }

  // ---- the parties ------------------------------------------------------------------------

  /** The signed-in tenant's or landlord's tenancies, newest first. */
  async listMine(user: AuthUser): Promise<TenancyListResponse> {
    const rows = await this.dataSource.getRepository(Tenancy).find({
      where: user.role === 'landlord' ? { landlordId: user.id } : { tenantId: user.id },
      relations: RELATIONS,
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 200,
    });
    return { data: await tenancyDtos(this.dataSource.manager, rows) };
  }

  /** One tenancy: its tenant, its landlord, or staff; anyone else 404. */
  async get(user: AuthUser, id: string): Promise<TenancyDto> {
    const tenancy = await this.dataSource
      .getRepository(Tenancy)
      .findOne({ where: visibleTenancy(user, id), relations: RELATIONS });
    if (!tenancy) throw NOT_FOUND();
    const [dto] = await tenancyDtos(this.dataSource.manager, [tenancy]);
    return dto;
  }

  /**
   * The tenant picks the move-in date, from the first day the home is theirs (the listing's
   * available date, or the day the tenancy began when later) to MOVE_IN_WINDOW_DAYS after (West
   * Africa Time calendar days, never in the past), until they move in; the end date follows (the
   * move-in date plus the term), and the listing is available again from it. The landlord is
   * told.
   */
  async setMoveInDate(
    user: AuthUser,
    id: string,
    moveInDate: string,
    now = new Date(),
  ): Promise<TenancyDto> {
    return this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(Tenancy);
      const tenancy = await repo.findOne({
        where: { id, tenantId: user.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!tenancy) throw NOT_FOUND();
      if (!(MOVE_IN_DATE_STATES as readonly string[]).includes(tenancy.state)) {
        throw conflict(
          `The move-in date can no longer change: this tenancy is ${TENANCY_STATE_LABELS[tenancy.state].toLowerCase()}.`,
          'MOVE_IN_DATE_CLOSED',
        );
      }
      const today = lagosToday(now);
      const from = tenancy.moveInEarliest > today ? tenancy.moveInEarliest : today;
      const to = moveInLatest(tenancy);
      if (!isCalendarDate(moveInDate) || moveInDate < from || moveInDate > to) {
        const message =
          from > to
            ? `The move-in window closed on ${formatDay(to)}. Contact support to agree a date.`
            : `Choose a move-in date from ${formatDay(from)} to ${formatDay(to)}.`;
        throw badRequest(message, [{ field: 'moveInDate', message }], 'MOVE_IN_DATE_OUT_OF_RANGE');
      }
      tenancy.moveInDate = moveInDate;
      tenancy.endDate = addMonths(moveInDate, tenancy.termMonths);
      await repo.save(tenancy);
      // The listing is available again from the move-out date.
      await this.lifecycle.availableAgainOn(m, tenancy.propertyId, tenancy.endDate);
      await this.events.publish(m, { kind: 'changed', tenancy });
      const property = await m.getRepository(Property).findOneByOrFail({ id: tenancy.propertyId });
      const tenant = await m.getRepository(User).findOneByOrFail({ id: tenancy.tenantId });
      await this.notifications.notify(m, tenancy.landlordId, {
        type: 'tenancy.move_in_date_set',
        tenancyId: tenancy.id,
        title: property.title,
        tenantName: tenant.name,
        moveInDate,
      });
      const [dto] = await tenancyDtos(m, [
        await repo.findOneOrFail({ where: { id }, relations: RELATIONS }),
      ]);
      return dto;
    });
  }
}
