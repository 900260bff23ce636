import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addMonths,
  formatDay,
  lagosToday,
  noticeMoveOutDate,
  renewalOpensOn,
  TENANCY_STATE_LABELS,
  type TenancyDto,
  type TenancyParty,
  tenancyReference,
  TIME_ZONE,
} from '@rentnaija/shared';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, conflict } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { runScheduledSweep } from '../../platform/jobs/scheduled-sweep.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { ListingLifecycleService } from '../properties/listing-lifecycle.service.js';
import { User } from '../users/entities/user.entity.js';
import { Tenancy, TenancyRenewal } from './entities/tenancy.entity.js';
import { TenancyEvents } from './tenancy-events.js';
import { lockTenancy, reloadTenancy, tenancyTitle } from './tenancy-reads.js';
import { moveTenancy } from './tenancy-state.js';

/** Tenancies ended per transaction by the sweep. */
const BATCH = 50;

/** The day a tenancy ends: the move-out date its notice gave, or else its end date. */
const lastDayOf = (t: Tenancy) => t.moveOutDate ?? t.endDate;

/**
 * The end of a tenancy and its renewal. Either party gives notice while it is active (the
 * statutory notice of the agreement's term, never past the end date); the landlord confirms the
 * home goes back on the market from the move-out date. From RENEWAL_WINDOW_DAYS before the end
 * date the landlord may offer a renewal (new rent, new term), which the tenant accepts (the end
 * date moves; the rent schedule collects the new term's rent) or declines. A daily sweep ends
 * the tenancies whose day has come and gives back their listing: available when the landlord
 * confirmed it, otherwise inactive. The caution deposit stays held: DepositReturnService returns
 * it (deductions within DEDUCTION_WINDOW_DAYS, or all of it after).
 */
@Injectable()
export class TenancyEndService {
  private readonly logger = new Logger(TenancyEndService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: ListingLifecycleService,
    private readonly notifications: NotificationsService,
    private readonly events: TenancyEvents,
  ) {}

  // ---- notice ----------------------------------------------------------------------------

  /**
   * The tenant or the landlord gives notice while the tenancy is active, once: the move-out
   * date is today (WAT) plus the statutory notice of the term, or the end date when sooner. An
   * open renewal offer lapses. The other party is told.
   */
  async giveNotice(
    user: AuthUser,
    id: string,
    reason: string | undefined,
    now = new Date(),
  ): Promise<TenancyDto> {
    return this.dataSource.transaction(async (m) => {
      const { tenancy, party } = await this.lockForParty(m, user, id);
      if (tenancy.noticeGivenAt && tenancy.moveOutDate) {
        throw conflict(
          `Notice was already given by the ${tenancy.noticeGivenBy}: the tenancy ends on ${formatDay(tenancy.moveOutDate)}.`,
          'NOTICE_ALREADY_GIVEN',
        );
      }
      if (tenancy.state !== 'active' || !tenancy.endDate) {
        throw conflict(
          `Notice can be given only while the tenancy is active; this tenancy is ${TENANCY_STATE_LABELS[tenancy.state].toLowerCase()}.`,
          'NOTICE_REFUSED',
        );
      }
      tenancy.noticeGivenBy = party;
      tenancy.noticeGivenAt = now;
      tenancy.noticeReason = reason?.trim() || null;
      tenancy.moveOutDate = noticeMoveOutDate(tenancy, lagosToday(now));
      await m.getRepository(Tenancy).save(tenancy);
      await m
        .getRepository(TenancyRenewal)
        .update({ tenancyId: tenancy.id, state: 'open' }, { state: 'declined', decidedAt: now });
      await this.events.publish(m, { kind: 'changed', tenancy });
      const giver = await m.getRepository(User).findOneByOrFail({ id: user.id });
      await this.notifications.notify(
        m,
        party === 'tenant' ? tenancy.landlordId : tenancy.tenantId,
        {
          type: 'tenancy.notice_given',
          tenancyId: tenancy.id,
          reference: tenancyReference(tenancy.id),
          title: await tenancyTitle(m, tenancy),
          givenBy: party,
          giverName: giver.name,
          moveOutDate: tenancy.moveOutDate,
          reason: tenancy.noticeReason,
        },
      );
      return reloadTenancy(m, id);
    });
  }

  /**
   * The landlord confirms the home goes back on the market once the tenant moves out: the
   * listing shows it as available from the move-out date, and the end makes it available.
   */
  async relist(user: AuthUser, id: string, now = new Date()): Promise<TenancyDto> {
    return this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, { id, landlordId: user.id });
      if (tenancy.state !== 'active' || !tenancy.moveOutDate) {
        throw conflict(
          'The home can be relisted once notice is given, until the tenancy ends.',
          'RELIST_REFUSED',
        );
      }
      if (tenancy.relistConfirmedAt) {
        throw conflict(
          `You already relisted this home from ${formatDay(tenancy.moveOutDate)}.`,
          'ALREADY_RELISTED',
        );
      }
      tenancy.relistConfirmedAt = now;
      await m.getRepository(Tenancy).save(tenancy);
      await this.lifecycle.availableAgainOn(m, tenancy.propertyId, tenancy.moveOutDate);
      return reloadTenancy(m, id);
    });
  }

  // ---- renewal ---------------------------------------------------------------------------

  /**
   * The landlord offers to renew an active tenancy, from RENEWAL_WINDOW_DAYS before its end
   * date, with no notice given and no other offer open: a new monthly rent for a new term (1 to
   * the most months of rent a landlord may take in advance). The tenant is told.
   */
  async offerRenewal(
    user: AuthUser,
    id: string,
    offer: { rent: number; termMonths: number },
    now = new Date(),
  ): Promise<TenancyDto> {
    const max = this.config.tenancyRules.maxAdvanceMonths;
    if (offer.termMonths > max) {
      const message = `The new term can be at most ${max} months`;
      throw badRequest(message, [{ field: 'termMonths', message }]);
    }
    return this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, { id, landlordId: user.id });
      if (tenancy.state !== 'active' || !tenancy.endDate) {
        throw conflict(
          `A renewal can be offered only while the tenancy is active; this tenancy is ${TENANCY_STATE_LABELS[tenancy.state].toLowerCase()}.`,
          'RENEWAL_REFUSED',
        );
      }
      if (tenancy.moveOutDate) {
        throw conflict(
          `Notice was given: the tenancy ends on ${formatDay(tenancy.moveOutDate)} and cannot be renewed.`,
          'RENEWAL_AFTER_NOTICE',
        );
      }
      const opens = renewalOpensOn(tenancy.endDate);
      if (lagosToday(now) < opens) {
        throw conflict(
          `A renewal can be offered from ${formatDay(opens)}, 60 days before the tenancy ends.`,
          'RENEWAL_TOO_EARLY',
        );
      }
      const repo = m.getRepository(TenancyRenewal);
      if (await repo.existsBy({ tenancyId: tenancy.id, state: 'open' })) {
        throw conflict(
          'A renewal offer is already open: the tenant has not answered it yet.',
          'RENEWAL_OPEN',
        );
      }
      const renewal = await repo.save(
        repo.create({
          tenancyId: tenancy.id,
          state: 'open',
          rent: offer.rent,
          termMonths: offer.termMonths,
          startsOn: tenancy.endDate,
          endsOn: addMonths(tenancy.endDate, offer.termMonths),
          offeredAt: now,
          decidedAt: null,
        }),
      );
      await this.notifications.notify(m, tenancy.tenantId, {
        type: 'tenancy.renewal_offered',
        tenancyId: tenancy.id,
        title: await tenancyTitle(m, tenancy),
        rent: renewal.rent,
        termMonths: renewal.termMonths,
        endsOn: renewal.endsOn,
      });
      return reloadTenancy(m, id);
    });
  }

  /**
   * The tenant accepts or declines the open renewal offer. Accepted: the end date moves by the
   * new term and the new rent is kept for it (the rent schedule collects it before the new term
   * starts); the listing is available again from the new end date. Both parties are told.
   */
  async decideRenewal(
    user: AuthUser,
    id: string,
    accepted: boolean,
    now = new Date(),
  ): Promise<TenancyDto> {
    return this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, { id, tenantId: user.id });
      const renewal = await m.getRepository(TenancyRenewal).findOne({
        where: { tenancyId: tenancy.id, state: 'open' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!renewal || tenancy.state !== 'active' || tenancy.endDate !== renewal.startsOn) {
        throw conflict('There is no renewal offer to answer.', 'NO_RENEWAL_OPEN');
      }
      renewal.state = accepted ? 'accepted' : 'declined';
      renewal.decidedAt = now;
      await m.getRepository(TenancyRenewal).save(renewal);
      if (accepted) {
        tenancy.endDate = renewal.endsOn;
        await m.getRepository(Tenancy).save(tenancy);
        await this.lifecycle.availableAgainOn(m, tenancy.propertyId, tenancy.endDate);
        await this.events.publish(m, { kind: 'changed', tenancy });
      }
      const title = await tenancyTitle(m, tenancy);
      const told = accepted
        ? ([
            [tenancy.tenantId, 'tenant'],
            [tenancy.landlordId, 'landlord'],
          ] as const)
        : ([[tenancy.landlordId, 'landlord']] as const);
      for (const [userId, role] of told) {
        await this.notifications.notify(m, userId, {
          type: 'tenancy.renewal_decided',
          tenancyId: tenancy.id,
          title,
          role,
          accepted,
          rent: renewal.rent,
          startsOn: renewal.startsOn,
          endsOn: renewal.endsOn,
        });
      }
      return reloadTenancy(m, id);
    });
  }

  // ---- the end ---------------------------------------------------------------------------

  // Just after midnight in Lagos: the day's move-outs.
  @Cron('5 0 * * *', { name: 'tenancy-end', timeZone: TIME_ZONE })
  async scheduled(): Promise<void> {
    await runScheduledSweep(this.config.runWorkers, this.logger, 'Tenancy end sweep', async () => {
      const ended = await this.sweep();
      return ended > 0 ? `Tenancies: ${ended} ended` : undefined;
    });
  }

  /**
   * Ends every active tenancy whose move-out date (or else end date) is today or past (WAT, at
   * `now`): the listing goes back on the market when the landlord confirmed it, or to inactive
   * with a reminder to relist; both parties are told. Rows are claimed with SKIP LOCKED and
   * leave `active` in the same transaction, so two sweeps at once end each tenancy once.
   */
  async sweep(now = new Date()): Promise<number> {
    const today = lagosToday(now);
    let ended = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (m) => {
        const due = await m
          .getRepository(Tenancy)
          .createQueryBuilder('t')
          .where("t.state = 'active'")
          .andWhere('COALESCE(t.move_out_date, t.end_date) <= :today', { today })
          .orderBy('t.id')
          .limit(BATCH)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        for (const tenancy of due) await this.end(m, tenancy, now);
        return due.length;
      });
      ended += done;
      if (done < BATCH) return ended;
    }
  }

  private async end(m: EntityManager, tenancy: Tenancy, now: Date): Promise<void> {
    const lastDay = lastDayOf(tenancy)!;
    moveTenancy(tenancy, 'ended');
    tenancy.endedAt = now;
    await m.getRepository(Tenancy).save(tenancy);
    const relisted = tenancy.relistConfirmedAt !== null;
    const property = await this.lifecycle.endLet(
      m,
      tenancy.propertyId,
      relisted ? 'available' : 'inactive',
    );
    await this.events.publish(m, { kind: 'ended', tenancy });
    for (const [userId, role] of [
      [tenancy.tenantId, 'tenant'],
      [tenancy.landlordId, 'landlord'],
    ] as const) {
      await this.notifications.notify(m, userId, {
        type: 'tenancy.ended',
        tenancyId: tenancy.id,
        reference: tenancyReference(tenancy.id),
        title: property.title,
        role,
        moveOutDate: lastDay,
        relisted,
      });
    }
  }

  // ---- helpers ---------------------------------------------------------------------------

  /** The tenancy locked for its tenant or its landlord (anyone else: 404), and which they are. */
  private async lockForParty(
    m: EntityManager,
    user: AuthUser,
    id: string,
  ): Promise<{ tenancy: Tenancy; party: TenancyParty }> {
    const tenancy = await lockTenancy(m, [
      { id, tenantId: user.id },
      { id, landlordId: user.id },
    ]);
    return { tenancy, party: tenancy.tenantId === user.id ? 'tenant' : 'landlord' };
  }
}
