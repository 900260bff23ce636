import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ApplicationDto,
  moveInCost,
  OFFER_FINAL_REMINDER_HOURS,
  OPEN_APPLICATION_STATUSES,
} from '@rentnaija/shared';
import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Property } from '../properties/entities/property.entity.js';
import { ListingHolds } from '../properties/listing-holds.js';
import { ListingLifecycleService } from '../properties/listing-lifecycle.service.js';
import { ApplicationEvents } from './application-events.js';
import { applicationAudit, applicationToDto } from './application.mapper.js';
import { isStaff } from './applications.service.js';
import { PropertyApplication } from './entities/property-application.entity.js';
import { runScheduledSweep } from '../../platform/jobs/scheduled-sweep.js';

/** Rows claimed per transaction by the sweep. */
const BATCH = 100;
const FINAL_REMINDER_MS = OFFER_FINAL_REMINDER_HOURS * 3600_000;

/** What a listing released by staff answers. */
export interface ListingRelease {
  id: string;
  status: 'available';
  /** Approvals that were waiting for payment and are withdrawn. */
  offersEnded: number;
}

/** An approval waiting for payment: approved, not paid. */
const UNPAID_OFFER = "a.status = 'approved' AND NOT a.deposit_paid";

/**
 * An approval is an offer with a deadline (`offer_expires_at`, PAYMENT_OFFER_HOURS after it):
 * the applicant is reminded half way and OFFER_FINAL_REMINDER_HOURS before; unpaid at the
 * deadline it lapses and its listing goes back on the market. The listing's landlord or an admin
 * may withdraw an unpaid approval; staff may release a listing held under contract. Each way an
 * offer ends tells the applicant, and the other open applicants that the home is open again.
 */
@Injectable()
export class OffersService {
  private readonly logger = new Logger(OffersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: ListingLifecycleService,
    private readonly holds: ListingHolds,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly events: ApplicationEvents,
  ) {}

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'payment-offers' })
  async scheduled(): Promise<void> {
    await runScheduledSweep(
      this.config.runWorkers,
      this.logger,
      'Payment offer sweep',
      async () => {
        const { reminded, lapsed } = await this.sweep();
        return reminded + lapsed > 0
          ? `Offers: ${reminded} reminder(s) sent, ${lapsed} lapsed`
          : undefined;
      },
    );
  }

  /**
   * Sends the reminders due at `now` and lapses the offers past their deadline. Rows are claimed
   * with SKIP LOCKED and stamped in the same transaction as what they cause, so a second
   * instance or a rerun never does anything twice.
   */
  async sweep(now = new Date()): Promise<{ reminded: number; lapsed: number }> {
    const reminded = (await this.remind(now, 'final')) + (await this.remind(now, 'half'));
    let lapsed = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (m) => {
        const due = await this.claim(m, 'a.offer_expires_at <= :now', { now });
        for (const app of due) await this.lapse(m, app);
        return due.length;
      });
      lapsed += done;
      if (done < BATCH) break;
    }
    return { reminded, lapsed };
  }

  /**
   * The listing's landlord (or an admin) withdraws an approval that has not been paid: the
   * application is rejected with `reason`, the listing goes back on the market. Audited when
   * staff do it.
   */
  async withdraw(actor: AuthUser, id: string, reason: string): Promise<ApplicationDto> {
    return this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(PropertyApplication);
      const app = await repo.findOne({
        where: actor.role === 'admin' ? { id } : { id, landlordId: actor.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!app) throw notFound('Application not found', 'APPLICATION_NOT_FOUND');
      if (app.status !== 'approved' || app.depositPaid) {
        throw conflict(
          app.status === 'approved'
            ? 'This approval has been paid: the tenancy has begun and cannot be withdrawn here.'
            : 'Only an approved application waiting for payment can be withdrawn.',
          'APPROVAL_NOT_WITHDRAWABLE',
        );
      }
      const before = applicationAudit(app);
      await this.endOffer(m, app, actor, reason);
      if (isStaff(actor)) {
        await this.audit.record(m, actor, {
          action: 'application.withdraw_approval',
          entityType: 'application',
          entityId: app.id,
          before,
          after: applicationAudit(app),
          reason,
        });
      }
      app.property =
        (await m.getRepository(Property).findOneBy({ id: app.propertyId })) ?? undefined;
      return applicationToDto(app, actor.role === 'landlord' ? 'landlord' : 'staff');
    });
  }

  /**
   * Staff give back to the market a listing held under contract (an approval nobody will pay):
   * its unpaid approvals are withdrawn with `reason`, audited. A listing a tenancy holds is
   * refused (409): only the tenancy gives it back.
   */
  async releaseListing(actor: AuthUser, id: string, reason: string): Promise<ListingRelease> {
    return this.dataSource.transaction(async (m) => {
      // Applications before their listing, as every other write locks them.
      const offers = await m
        .getRepository(PropertyApplication)
        .createQueryBuilder('a')
        .where(UNPAID_OFFER)
        .andWhere('a.property_id = :id', { id })
        .setLock('pessimistic_write')
        .getMany();
      const property = await m
        .getRepository(Property)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!property || property.archivedAt) {
        throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
      }
      await this.holds.refuseIfHeld(m, id);
      if (property.status !== 'under_contract') {
        throw conflict(
          `This listing is ${property.status.replace('_', ' ')}, not under contract: there is nothing to release.`,
          'LISTING_NOT_UNDER_CONTRACT',
        );
      }
      for (const app of offers) await this.endOffer(m, app, actor, reason);
      // Held with no offer behind it (an approval decided otherwise before offers had deadlines).
      await this.reopen(m, property.id);
      await this.audit.record(m, actor, {
        action: 'property.release',
        entityType: 'property',
        entityId: property.id,
        before: { status: 'under_contract', offers: offers.map((a) => a.id) },
        after: { status: 'available' },
        reason,
      });
      return { id: property.id, status: 'available', offersEnded: offers.length };
    });
  }

  // ---- internals -------------------------------------------------------------------------

  /** Approved, unpaid applications matching `where`, locked (others' locked rows skipped). */
  private claim(m: EntityManager, where: string, params: Record<string, unknown>) {
    return m
      .getRepository(PropertyApplication)
      .createQueryBuilder('a')
      .innerJoinAndSelect('a.property', 'p')
      .where(UNPAID_OFFER)
      .andWhere('a.offer_expires_at IS NOT NULL')
      .andWhere(where, params)
      .orderBy('a.offer_expires_at', 'ASC')
      .limit(BATCH)
      .setLock('pessimistic_write', undefined, ['a'])
      .setOnLocked('skip_locked')
      .getMany();
  }

  /** Sends the reminders of one stage due at `now`; returns how many. */
  private async remind(now: Date, stage: 'half' | 'final'): Promise<number> {
    const column = stage === 'half' ? 'offerHalfRemindedAt' : 'offerFinalRemindedAt';
    const due =
      stage === 'final'
        ? 'a.offer_final_reminded_at IS NULL AND a.offer_expires_at > :now AND a.offer_expires_at <= :finalFrom'
        : // Half way, unless the last reminder is already due (a short offer) or was sent.
          `a.offer_half_reminded_at IS NULL AND a.offer_final_reminded_at IS NULL
           AND a.reviewed_at + (a.offer_expires_at - a.reviewed_at) / 2 <= :now
           AND a.offer_expires_at > :finalFrom`;
    let total = 0;
    for (;;) {
      const sent = await this.dataSource.transaction(async (m) => {
        const apps = await this.claim(m, due, {
          now,
          finalFrom: new Date(now.getTime() + FINAL_REMINDER_MS),
        });
        for (const app of apps) {
          const claimed = await m
            .getRepository(PropertyApplication)
            .update({ id: app.id, [column]: IsNull() }, { [column]: now });
          if (!claimed.affected) continue;
          await this.notifications.notify(m, app.tenantId, {
            type: 'application.offer_reminder',
            applicationId: app.id,
            propertyId: app.propertyId,
            title: app.property!.title,
            expiresAt: app.offerExpiresAt!.toISOString(),
            amount: moveInCost(app.money).total,
            stage,
          });
        }
        return apps.length;
      });
      total += sent;
      if (sent < BATCH) return total;
    }
  }

  /** Past its deadline, unpaid: the application lapses; the landlord and applicant are told. */
  private async lapse(m: EntityManager, app: PropertyApplication): Promise<void> {
    app.status = 'lapsed';
    await m.getRepository(PropertyApplication).save(app);
    await this.events.publish(m, { kind: 'changed', application: app });
    const title = app.property!.title;
    const applicantName = `${app.firstName} ${app.lastName}`;
    for (const [userId, role] of [
      [app.tenantId, 'tenant'],
      [app.landlordId, 'landlord'],
    ] as const) {
      await this.notifications.notify(m, userId, {
        type: 'application.offer_lapsed',
        applicationId: app.id,
        propertyId: app.propertyId,
        title,
        role,
        applicantName,
      });
    }
    await this.reopen(m, app.propertyId, app.id);
  }

  /**
   * An unpaid approval withdrawn by `actor` with `reason`: rejected, the applicant told, the
   * listing back on the market.
   */
  private async endOffer(
    m: EntityManager,
    app: PropertyApplication,
    actor: AuthUser,
    reason: string,
  ): Promise<void> {
    app.status = 'rejected';
    app.reviewedAt = new Date();
    app.reviewedBy = actor.id;
    app.reviewNote = reason;
    app.offerExpiresAt = null;
    await m.getRepository(PropertyApplication).save(app);
    await this.events.publish(m, { kind: 'changed', application: app });
    const property = await m.getRepository(Property).findOneByOrFail({ id: app.propertyId });
    await this.notifications.notify(m, app.tenantId, {
      type: 'application.reviewed',
      applicationId: app.id,
      propertyId: app.propertyId,
      title: property.title,
      decision: 'rejected',
      note: reason,
    });
    // Should a payment of it still complete, it is refunded.
    await this.events.publish(m, { kind: 'rejected', application: app });
    await this.reopen(m, app.propertyId, app.id);
  }

  /**
   * The listing held for an offer that ended goes back on the market, and the applicants still
   * waiting for a decision on it (other than `endedId`) are told it is open again.
   */
  private async reopen(m: EntityManager, propertyId: string, endedId?: string): Promise<void> {
    const property = await m
      .getRepository(Property)
      .findOne({ where: { id: propertyId }, lock: { mode: 'pessimistic_write' } });
    if (property?.status !== 'under_contract' || property.archivedAt) return;
    await this.lifecycle.releaseContract(m, propertyId);
    const waiting = await m.getRepository(PropertyApplication).find({
      where: {
        propertyId,
        status: In([...OPEN_APPLICATION_STATUSES]),
        ...(endedId ? { id: Not(endedId) } : {}),
      },
    });
    for (const other of waiting) {
      await this.notifications.notify(m, other.tenantId, {
        type: 'application.listing_reopened',
        applicationId: other.id,
        propertyId,
        title: property.title,
      });
    }
  }
}
