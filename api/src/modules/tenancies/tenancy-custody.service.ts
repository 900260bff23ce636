import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatNaira,
  lagosToday,
  moveInReleaseDueAt,
  TENANCY_PROBLEM_PHOTO_MESSAGES,
  TENANCY_PROBLEM_PHOTO_TYPES,
  TENANCY_STATE_LABELS,
  type TenancyDto,
  tenancyReference,
} from '@rentnaija/shared';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { afterCommit } from '../../database/after-commit.js';
import { PrivateDocuments } from '../../platform/storage/private-documents.js';
import { isStaff } from '../applications/applications.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { RefundsService } from '../payments/refunds.service.js';
import { PayoutsService } from '../payouts/payouts.service.js';
import {
  type DisputePhoto,
  TenancyDispute,
  type TenancyDisputeDecision,
} from './entities/tenancy-dispute.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { TenancyEvents } from './tenancy-events.js';
import { TENANCY_RELATIONS } from './tenancy.mapper.js';
import { lockTenancy, reloadTenancy, TENANCY_NOT_FOUND, tenancyTitle } from './tenancy-reads.js';
import { moveTenancy } from './tenancy-state.js';
import { runScheduledSweep } from '../../platform/jobs/scheduled-sweep.js';

const DISPUTE_NOT_FOUND = () => notFound('Dispute not found', 'TENANCY_DISPUTE_NOT_FOUND');
const PHOTO_NOT_FOUND = () => notFound('Photo not found', 'DOCUMENT_NOT_FOUND');

/** A photo as the multipart form carries it. */
export interface UploadedPhoto {
  buffer?: Buffer;
  originalname?: string;
}

/** What a party says about the problem: words, and photos. */
export interface DisputeStatement {
  words: string;
  photos?: UploadedPhoto[];
}

const RELATIONS = TENANCY_RELATIONS;
/** Tenancies whose move-in money may fall due. */
const RELEASABLE = ['awaiting_move_in', 'active'] as const;
/** Tenancies claimed per transaction by the sweep. */
const BATCH = 50;

/** The move-in rent and fees: what the payment took, less the caution deposit. */
export const moveInReleasable = (t: Tenancy) => t.moveInTotal - t.money.securityDeposit;

/** A staff decision on a dispute. */
export type DisputeDecision =
  | { decision: 'refund_full'; reason: string }
  | { decision: 'refund_partial'; amount: number; reason: string }
  | { decision: 'release'; reason: string };

const disputeAudit = (d: TenancyDispute) => ({
  state: d.state,
  decision: d.decision,
  refundAmount: d.refundAmount,
});

/**
 * Custody of the move-in money: held until the keys. The tenant confirms the handover from
 * the move-in date, or reports a problem before the money falls due; a sweep releases the rent
 * and fees to the landlord 24 hours after the handover (72 hours after the move-in date when
 * the tenant said nothing); the caution deposit stays held. A report freezes the release and
 * opens a dispute that staff decide: a full refund (the tenancy is cancelled), a partial refund
 * and the rest released, or a release.
 */
@Injectable()
export class TenancyCustodyService {
  private readonly logger = new Logger(TenancyCustodyService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payouts: PayoutsService,
    private readonly refunds: RefundsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly events: TenancyEvents,
    private readonly documents: PrivateDocuments,
  ) {}

  // ---- the tenant -------------------------------------------------------------------------

  /**
   * The tenant has the keys and the home is as advertised: from the move-in date (WAT), once
   * the agreement is signed. The tenancy becomes active; the money falls due 24 hours later.
   */
  async handOver(user: AuthUser, id: string, now = new Date()): Promise<TenancyDto> {
    return this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, { id, tenantId: user.id });
      if (tenancy.state !== 'awaiting_move_in') {
        throw conflict(
          `The keys can be confirmed once the agreement is signed and before moving in; this tenancy is ${TENANCY_STATE_LABELS[tenancy.state].toLowerCase()}.`,
          'HANDOVER_REFUSED',
        );
      }
      if (!tenancy.moveInDate || tenancy.moveInDate > lagosToday(now)) {
        throw conflict('The keys can be confirmed from the move-in date.', 'HANDOVER_TOO_EARLY');
      }
      moveTenancy(tenancy, 'active');
      tenancy.handedOverAt = now;
      await m.getRepository(Tenancy).save(tenancy);
      await this.events.publish(m, { kind: 'changed', tenancy });
      const title = await tenancyTitle(m, tenancy);
      await this.notifications.notify(m, tenancy.landlordId, {
        type: 'tenancy.handed_over',
        tenancyId: tenancy.id,
        reference: tenancyReference(tenancy.id),
        title,
        releaseAt: moveInReleaseDueAt(tenancy)!.toISOString(),
      });
      return reloadTenancy(m, id);
    });
  }

  /**
   * The tenant reports that something is wrong, before the move-in money falls due: the release
   * is frozen, the tenancy is disputed, and a dispute waits for staff. The landlord is told.
   */
  async reportProblem(
    user: AuthUser,
    id: string,
    report: DisputeStatement,
    now = new Date(),
  ): Promise<TenancyDto> {
    const words = report.words.trim();
    if (!words) {
      throw badRequest('Say what is wrong.', [{ field: 'words', message: 'Say what is wrong.' }]);
    }
    return this.withPhotos(report.photos, (photos) =>
      this.dataSource.transaction(async (m) => {
        const tenancy = await lockTenancy(m, { id, tenantId: user.id });
        const due = moveInReleaseDueAt(tenancy);
        const started = tenancy.handedOverAt || (tenancy.moveInDate ?? '9999') <= lagosToday(now);
        if (
          !(RELEASABLE as readonly string[]).includes(tenancy.state) ||
          tenancy.moveInReleasedAt ||
          !due ||
          !started ||
          now >= due
        ) {
          throw conflict(
            'A problem can be reported from the move-in date until the money is released: within 24 hours of confirming the keys, or 72 hours of the move-in date.',
            'PROBLEM_WINDOW_CLOSED',
          );
        }
        moveTenancy(tenancy, 'disputed');
        await m.getRepository(Tenancy).save(tenancy);
        const repo = m.getRepository(TenancyDispute);
        await repo.save(
          repo.create({
            tenancyId: tenancy.id,
            tenantWords: words,
            tenantPhotos: photos,
            state: 'open',
          }),
        );
        await this.events.publish(m, { kind: 'changed', tenancy });
        await this.notifications.notify(m, tenancy.landlordId, {
          type: 'tenancy.problem_reported',
          tenancyId: tenancy.id,
          reference: tenancyReference(tenancy.id),
          title: await tenancyTitle(m, tenancy),
        });
        return reloadTenancy(m, id);
      }),
    );
  }

  // ---- the landlord -----------------------------------------------------------------------

  /**
   * The landlord answers the tenant's report, with words and photos, until staff decide; a new
   * answer replaces the words (and the photos, when it brings some). The tenant is told.
   */
  async respond(
    user: AuthUser,
    id: string,
    answer: DisputeStatement,
    now = new Date(),
  ): Promise<TenancyDto> {
    return this.withPhotos(answer.photos, (photos) =>
      this.dataSource.transaction(async (m) => {
        const tenancy = await m.getRepository(Tenancy).findOneBy({ id, landlordId: user.id });
        if (!tenancy) throw TENANCY_NOT_FOUND();
        const dispute = await m.getRepository(TenancyDispute).findOne({
          where: { tenancyId: id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!dispute) throw DISPUTE_NOT_FOUND();
        if (dispute.state !== 'open') {
          throw conflict('This dispute is already decided.', 'DISPUTE_DECIDED');
        }
        const replaced = photos.length ? dispute.landlordPhotos : [];
        dispute.landlordWords = answer.words.trim();
        if (photos.length) dispute.landlordPhotos = photos;
        dispute.landlordRespondedAt = now;
        await m.getRepository(TenancyDispute).save(dispute);
        await afterCommit(m, () => this.removePhotos(replaced));
        await this.events.publish(m, { kind: 'changed', tenancy });
        await this.notifications.notify(m, tenancy.tenantId, {
          type: 'tenancy.dispute_answered',
          tenancyId: tenancy.id,
          reference: tenancyReference(tenancy.id),
          title: await tenancyTitle(m, tenancy),
          landlordName: user.name,
        });
        return reloadTenancy(m, id);
      }),
    );
  }

  /** A photo of a tenancy's dispute, for its tenant, its landlord and staff (404 to others). */
  async photo(user: AuthUser, tenancyId: string, photoId: string): Promise<DisputePhoto> {
    const m = this.dataSource.manager;
    const visible = await m.getRepository(Tenancy).exists({
      where: isStaff(user)
        ? { id: tenancyId }
        : [
            { id: tenancyId, tenantId: user.id },
            { id: tenancyId, landlordId: user.id },
          ],
    });
    if (!visible) throw TENANCY_NOT_FOUND();
    const dispute = await m.getRepository(TenancyDispute).findOneBy({ tenancyId });
    const photo = [...(dispute?.tenantPhotos ?? []), ...(dispute?.landlordPhotos ?? [])].find(
      (p) => p.id === photoId,
    );
    if (!photo) throw PHOTO_NOT_FOUND();
    return photo;
  }

  /**
   * Stores the photos (images only, re-encoded without their metadata), then runs `work` with
   * them; when it fails, the stored files are removed again.
   */
  private async withPhotos<T>(
    files: UploadedPhoto[] | undefined,
    work: (photos: DisputePhoto[]) => Promise<T>,
  ): Promise<T> {
    const photos: DisputePhoto[] = [];
    try {
      for (const file of files ?? []) {
        const stored = await this.documents.store('tenancy-disputes', file, {
          types: TENANCY_PROBLEM_PHOTO_TYPES,
          field: 'photos',
          invalidType: TENANCY_PROBLEM_PHOTO_MESSAGES.notAPhoto,
        });
        photos.push({
          id: randomUUID(),
          storageKey: stored.storageKey,
          mimeType: stored.mimeType,
          size: stored.size,
          fileName: stored.fileName,
        });
      }
      return await work(photos);
    } catch (error) {
      await this.removePhotos(photos);
      throw error;
    }
  }

  private async removePhotos(photos: DisputePhoto[]): Promise<void> {
    for (const p of photos) {
      await this.documents.remove(p.storageKey).catch((error: unknown) => {
        this.logger.warn(`Could not remove ${p.storageKey}: ${String(error)}`);
      });
    }
  }

  // ---- the sweep --------------------------------------------------------------------------

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'tenancy-custody' })
  async scheduled(): Promise<void> {
    await runScheduledSweep(this.config.runWorkers, this.logger, 'Custody sweep', async () => {
      const released = await this.sweep();
      return released > 0 ? `Custody: ${released} move-in release(s)` : undefined;
    });
  }

  /**
   * Releases the move-in rent and fees of every tenancy due at `now` (not disputed, not
   * released). Rows are claimed with SKIP LOCKED and stamped in the transaction that makes the
   * payout, whose key makes a second release the same payout: exactly once.
   */
  async sweep(now = new Date()): Promise<number> {
    let released = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (m) => {
        const candidates = await m
          .getRepository(Tenancy)
          .createQueryBuilder('t')
          // A payment frozen by a chargeback waits for it to be resolved.
          .innerJoin('t.payment', 'p', "p.status = 'completed' AND NOT p.release_frozen")
          .where('t.move_in_released_at IS NULL')
          .andWhere('t.state IN (:...states)', { states: RELEASABLE })
          .andWhere(
            // In parentheses: the query builder joins its conditions as written.
            `((t.handed_over_at IS NOT NULL AND t.handed_over_at <= :handedBy)
              OR (t.handed_over_at IS NULL AND t.move_in_date IS NOT NULL AND t.move_in_date <= :movedBy))`,
            {
              handedBy: new Date(now.getTime() - 24 * 3600_000),
              movedBy: lagosToday(new Date(now.getTime() - 72 * 3600_000)),
            },
          )
          .orderBy('t.id')
          .limit(BATCH)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        let count = 0;
        for (const tenancy of candidates) {
          const due = moveInReleaseDueAt(tenancy);
          if (!due || due > now) continue;
          try {
            // A savepoint each: a tenancy whose money cannot be released (nothing left held)
            // is logged for staff and does not hold back the others.
            await m.transaction((inner) =>
              this.releaseMoveIn(inner, tenancy, 'Move-in rent and fees', now),
            );
            count += 1;
          } catch (error) {
            this.logger.error(
              `Move-in money of tenancy ${tenancyReference(tenancy.id)} not released: ${String(error)}`,
            );
          }
        }
        return { count, more: candidates.length === BATCH };
      });
      released += done.count;
      if (!done.more || done.count === 0) return released;
    }
  }

  /** Releases `amount` (default: all the rent and fees) of the move-in payment; stamps it. */
  private async releaseMoveIn(
    m: EntityManager,
    tenancy: Tenancy,
    description: string,
    now: Date,
    amount = moveInReleasable(tenancy),
  ): Promise<void> {
    if (amount > 0) {
      await this.payouts.release(m, {
        landlordId: tenancy.landlordId,
        parts: [{ paymentId: tenancy.paymentId, amount }],
        key: `tenancy:${tenancy.id}:move-in`,
        description: `${description}, tenancy ${tenancyReference(tenancy.id)}`,
        tenancyId: tenancy.id,
      });
    }
    tenancy.moveInReleasedAt = now;
    await m.getRepository(Tenancy).save(tenancy);
  }

  // ---- staff ------------------------------------------------------------------------------

  /**
   * Staff decide an open dispute, once (409 after): a full refund of the move-in payment (the
   * refunds flow cancels the tenancy), a partial refund with the rest of the rent and fees
   * released, or a release. Audited; both parties told, by email too, with the amounts.
   */
  async decide(
    actor: AuthUser,
    disputeId: string,
    decision: DisputeDecision,
    now = new Date(),
  ): Promise<TenancyDispute> {
    await this.dataSource.transaction(async (m) => {
      const dispute = await m.getRepository(TenancyDispute).findOne({
        where: { id: disputeId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!dispute) throw DISPUTE_NOT_FOUND();
      if (dispute.state !== 'open') {
        throw conflict('This dispute is already decided.', 'DISPUTE_DECIDED');
      }
      const tenancy = await m.getRepository(Tenancy).findOneOrFail({
        where: { id: dispute.tenancyId },
        lock: { mode: 'pessimistic_write' },
      });
      const releasable = moveInReleasable(tenancy);
      let refundAmount: number | null = null;
      if (decision.decision === 'refund_partial') {
        if (
          !Number.isInteger(decision.amount) ||
          decision.amount <= 0 ||
          decision.amount >= releasable
        ) {
          const message = `A partial refund is whole naira from ₦1 to ${formatNaira(releasable - 1)}; refund all of it in full instead.`;
          throw badRequest(message, [{ field: 'amount', message }], 'REFUND_AMOUNT_INVALID');
        }
        refundAmount = decision.amount;
      }
      if (decision.decision === 'refund_full') refundAmount = tenancy.moveInTotal;
      await this.audit.saveChange(
        m,
        actor,
        dispute,
        {
          state: 'decided',
          decision: decision.decision,
          refundAmount,
          decidedBy: actor.id,
          decidedAt: now,
          decisionReason: decision.reason,
        },
        {
          action: `tenancy_dispute.${decision.decision}`,
          entityType: 'tenancy_dispute',
          snapshot: disputeAudit,
          reason: decision.reason,
        },
      );
      if (decision.decision === 'refund_full') {
        // The refunds flow cancels the tenancy, gives back its listing and tells both parties.
        const outcome = await this.refunds.refundAutomatically(
          m,
          tenancy.paymentId,
          'misrepresentation',
        );
        if (outcome !== 'refunding') {
          throw conflict(
            `The move-in payment cannot be refunded now (${outcome}).`,
            'PAYMENT_NOT_REFUNDABLE',
          );
        }
      } else {
        if (refundAmount) {
          await this.refunds.refundPart(m, tenancy.paymentId, refundAmount, 'misrepresentation');
        }
        moveTenancy(tenancy, tenancy.handedOverAt ? 'active' : 'awaiting_move_in');
        await this.releaseMoveIn(
          m,
          tenancy,
          'Move-in rent and fees after a dispute',
          now,
          releasable - (refundAmount ?? 0),
        );
        await this.events.publish(m, { kind: 'changed', tenancy });
      }
      const title = await tenancyTitle(m, tenancy);
      for (const [userId, role] of [
        [tenancy.tenantId, 'tenant'],
        [tenancy.landlordId, 'landlord'],
      ] as const) {
        await this.notifications.notify(m, userId, {
          type: 'tenancy.dispute_decided',
          tenancyId: tenancy.id,
          reference: tenancyReference(tenancy.id),
          title,
          role,
          decision: decision.decision as TenancyDisputeDecision,
          refundAmount,
          releasedAmount:
            decision.decision === 'refund_full' ? null : releasable - (refundAmount ?? 0),
          reason: decision.reason,
        });
      }
    });
    return this.getDispute(disputeId);
  }

  async getDispute(id: string): Promise<TenancyDispute> {
    const dispute = await this.dataSource.getRepository(TenancyDispute).findOne({
      where: { id },
      relations: { tenancy: RELATIONS, decider: true },
    });
    if (!dispute) throw DISPUTE_NOT_FOUND();
    return dispute;
  }
}
