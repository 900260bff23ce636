import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEDUCTION_RESPONSE_DAYS,
  DEPOSIT_MESSAGES,
  DEPOSIT_REPORT_LABELS,
  type DeductionRequest,
  type DepositPhotoDto,
  type DepositReportKind,
  type DepositRoomRequest,
  formatDay,
  formatNaira,
  lagosToday,
  type TenancyDepositDto,
  type TenancyParty,
  TENANCY_PROBLEM_PHOTO_TYPES,
} from '@rentnaija/shared';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { PrivateDocuments } from '../../platform/storage/private-documents.js';
import { isStaff } from '../applications/applications.service.js';
import {
  DepositDeduction,
  DepositPhoto,
  DepositReport,
  DepositSettlement,
  type ReportRoom,
} from './entities/deposit.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import {
  checkInDueBy,
  deductionsDueBy,
  depositDto,
  depositPhotoUrl,
  reportFinal,
} from './deposit-reads.js';
import { DepositReturnService } from './deposit-return.service.js';
import { lockTenancy, TENANCY_NOT_FOUND, tenancyTitle } from './tenancy-reads.js';
import type { UploadedPhoto } from './tenancy-custody.service.js';

const PHOTO_NOT_FOUND = () => notFound('Photo not found', 'DOCUMENT_NOT_FOUND');
const DEDUCTION_NOT_FOUND = () => notFound('Deduction not found', 'DEDUCTION_NOT_FOUND');

/** Tenancies whose check-in report may be written: the tenant lives there. */
const LIVING = ['active', 'disputed'];

/**
 * The caution deposit as the parties handle it: photos, the check-in report (the tenant within
 * CHECK_IN_DAYS of the move-in date, the landlord adding to it, each signing), the check-out
 * report from notice, the landlord's deductions within DEDUCTION_WINDOW_DAYS of the move-out
 * date (never more than the deposit) and the tenant's answer to each. The return itself, the
 * sweeps and staff decisions are DepositReturnService's.
 */
@Injectable()
export class DepositService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: PrivateDocuments,
    private readonly notifications: NotificationsService,
    private readonly returns: DepositReturnService,
  ) {}

  /** The deposit of a tenancy, for its parties and staff (404 to anyone else). */
  async get(user: AuthUser, id: string): Promise<TenancyDepositDto> {
    const m = this.dataSource.manager;
    const tenancy = await m.getRepository(Tenancy).findOne({ where: visible(user, id) });
    if (!tenancy) throw TENANCY_NOT_FOUND();
    return depositDto(m, tenancy);
  }

  // ---- photos ------------------------------------------------------------------------------

  /** A party's photo for a report or a deduction: an image, re-encoded, kept privately. */
  async upload(user: AuthUser, id: string, file: UploadedPhoto): Promise<DepositPhotoDto> {
    const tenancy = await this.dataSource
      .getRepository(Tenancy)
      .findOne({ where: parties(user, id) });
    if (!tenancy) throw TENANCY_NOT_FOUND();
    if (['awaiting_signatures', 'cancelled'].includes(tenancy.state)) {
      throw conflict('Photos of the home are taken from the move-in date.', 'DEPOSIT_NOT_STARTED');
    }
    const stored = await this.documents.store('deposit', file, {
      types: TENANCY_PROBLEM_PHOTO_TYPES,
      field: 'file',
      invalidType: DEPOSIT_MESSAGES.notAPhoto,
    });
    const repo = this.dataSource.getRepository(DepositPhoto);
    const photo = await repo.save(
      repo.create({ tenancyId: id, party: partyOf(tenancy, user), ...stored }),
    );
    return {
      id: photo.id,
      url: depositPhotoUrl(id, photo.id),
      fileName: photo.fileName,
      mimeType: photo.mimeType,
      size: photo.size,
    };
  }

  /** A deposit photo, for the tenancy's parties and staff (404 to others). */
  async photo(user: AuthUser, id: string, photoId: string): Promise<DepositPhoto> {
    const m = this.dataSource.manager;
    if (!(await m.getRepository(Tenancy).exists({ where: visible(user, id) }))) {
      throw TENANCY_NOT_FOUND();
    }
    const photo = await m.getRepository(DepositPhoto).findOneBy({ id: photoId, tenancyId: id });
    if (!photo) throw PHOTO_NOT_FOUND();
    return photo;
  }

  // ---- reports -----------------------------------------------------------------------------

  /**
   * A party writes their part of a report: the tenant's rooms, or what the landlord adds. The
   * check-in report from the move-in date to CHECK_IN_DAYS after it; the check-out report from
   * notice until the deposit is settled. A part is frozen once its party signed; a change
   * clears the other party's signature (they signed something else). The other party is told.
   */
  async write(
    user: AuthUser,
    id: string,
    kind: DepositReportKind,
    rooms: DepositRoomRequest[],
    now = new Date(),
  ): Promise<TenancyDepositDto> {
    return this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, parties(user, id));
      const party = partyOf(tenancy, user);
      await this.refuseOutOfTime(m, tenancy, kind, now);
      const repo = m.getRepository(DepositReport);
      const report =
        (await repo.findOne({
          where: { tenancyId: id, kind },
          lock: { mode: 'pessimistic_write' },
        })) ??
        repo.create({
          tenancyId: id,
          kind,
          rooms: [],
          landlordRooms: [],
          tenantSignedAt: null,
          landlordSignedAt: null,
          stoodAt: null,
        });
      refuseFinal(report);
      if (party === 'tenant' ? report.tenantSignedAt : report.landlordSignedAt) {
        throw conflict(
          `You signed the ${label(kind)}: your part can no longer change.`,
          'REPORT_SIGNED',
        );
      }
      const written = await this.roomsOf(m, tenancy, party, rooms);
      if (party === 'tenant') {
        report.rooms = written;
        report.landlordSignedAt = null;
      } else {
        report.landlordRooms = written;
        report.tenantSignedAt = null;
      }
      await repo.save(report);
      await this.notifications.notify(m, other(tenancy, party), {
        type: 'deposit.report_ready',
        tenancyId: id,
        title: await tenancyTitle(m, tenancy),
        kind,
        by: party,
      });
      return depositDto(m, tenancy);
    });
  }

  /** A party signs a report as it stands; once both signed it is final. The other is told. */
  async sign(
    user: AuthUser,
    id: string,
    kind: DepositReportKind,
    now = new Date(),
  ): Promise<TenancyDepositDto> {
    return this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, parties(user, id));
      const party = partyOf(tenancy, user);
      const report = await m.getRepository(DepositReport).findOne({
        where: { tenancyId: id, kind },
        lock: { mode: 'pessimistic_write' },
      });
      if (!report || (report.rooms.length === 0 && report.landlordRooms.length === 0)) {
        throw conflict(`The ${label(kind)} has no rooms yet to sign.`, 'REPORT_EMPTY');
      }
      refuseFinal(report);
      if (party === 'tenant' && report.rooms.length === 0) {
        throw conflict(`Write the rooms of the ${label(kind)} before signing it.`, 'REPORT_EMPTY');
      }
      if (party === 'tenant') report.tenantSignedAt ??= now;
      else report.landlordSignedAt ??= now;
      await m.getRepository(DepositReport).save(report);
      await this.notifications.notify(m, other(tenancy, party), {
        type: 'deposit.report_signed',
        tenancyId: id,
        title: await tenancyTitle(m, tenancy),
        kind,
        by: party,
        final: reportFinal(report),
      });
      return depositDto(m, tenancy);
    });
  }

  // ---- deductions --------------------------------------------------------------------------

  /**
   * The landlord proposes deductions once the tenancy has ended, within DEDUCTION_WINDOW_DAYS
   * of the move-out date, once: each with an amount, a reason and evidence photos; together
   * never more than the deposit (400). None at all returns the whole deposit now. The tenant
   * has DEDUCTION_RESPONSE_DAYS to answer each.
   */
  async propose(
    user: AuthUser,
    id: string,
    deductions: DeductionRequest[],
    now = new Date(),
  ): Promise<TenancyDepositDto> {
    return this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, { id, landlordId: user.id });
      const due = deductionsDueBy(tenancy);
      if (tenancy.state !== 'ended' || !due) {
        throw conflict(
          'Deductions can be proposed once the tenancy has ended.',
          'DEDUCTIONS_TOO_EARLY',
        );
      }
      if (await m.getRepository(DepositSettlement).existsBy({ tenancyId: id })) {
        throw conflict(
          'The deposit’s return is already under way: deductions are proposed once.',
          'DEDUCTIONS_ALREADY_PROPOSED',
        );
      }
      if (lagosToday(now) > due) {
        throw conflict(
          `Deductions could be proposed until ${formatDay(due)}: the deposit goes back to the tenant.`,
          'DEDUCTIONS_TOO_LATE',
        );
      }
      const deposit = tenancy.money.securityDeposit;
      const total = deductions.reduce((sum, d) => sum + d.amount, 0);
      if (total > deposit) {
        const message = DEPOSIT_MESSAGES.overDeposit(formatNaira(deposit));
        throw badRequest(message, [{ field: 'deductions', message }], 'DEDUCTIONS_OVER_DEPOSIT');
      }
      const photoIds = await this.ownPhotos(
        m,
        tenancy,
        'landlord',
        deductions.map((d) => d.photoIds ?? []),
        (i) => `deductions.${i}.photoIds`,
      );
      const settlements = m.getRepository(DepositSettlement);
      const settlement = await settlements.save(
        settlements.create({ tenancyId: id, amount: deposit, state: 'awaiting_tenant' }),
      );
      if (deductions.length === 0) {
        await this.returns.settle(m, tenancy, settlement, now);
        return depositDto(m, tenancy);
      }
      const respondBy = new Date(now.getTime() + DEDUCTION_RESPONSE_DAYS * 86_400_000);
      const repo = m.getRepository(DepositDeduction);
      await repo.save(
        deductions.map((d, i) =>
          repo.create({
            tenancyId: id,
            amount: d.amount,
            reason: d.reason.trim(),
            room: d.room?.trim() || null,
            photoIds: photoIds[i],
            state: 'proposed',
            respondBy,
            // In the order proposed (one transaction's rows share its clock otherwise).
            createdAt: new Date(now.getTime() + i),
          }),
        ),
      );
      await this.notifications.notify(m, tenancy.tenantId, {
        type: 'deposit.deductions_proposed',
        tenancyId: id,
        title: await tenancyTitle(m, tenancy),
        count: deductions.length,
        total,
        deposit,
        respondBy: respondBy.toISOString(),
      });
      return depositDto(m, tenancy);
    });
  }

  /**
   * The tenant accepts or disputes one deduction before its time runs out. Once every one is
   * answered, the deposit is paid out and refunded, or (something disputed) waits for staff.
   */
  async answer(
    user: AuthUser,
    id: string,
    deductionId: string,
    answer: { accept: true } | { accept: false; reason?: string },
    now = new Date(),
  ): Promise<TenancyDepositDto> {
    return this.dataSource.transaction(async (m) => {
      const tenancy = await lockTenancy(m, { id, tenantId: user.id });
      const deduction = await m.getRepository(DepositDeduction).findOne({
        where: { id: deductionId, tenancyId: id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!deduction) throw DEDUCTION_NOT_FOUND();
      if (deduction.state !== 'proposed') {
        throw conflict('This deduction is already answered.', 'DEDUCTION_ANSWERED');
      }
      if (deduction.respondBy <= now) {
        throw conflict(
          'The time to answer has passed: the deduction counts as accepted.',
          'DEDUCTION_ANSWER_LATE',
        );
      }
      deduction.state = answer.accept ? 'accepted' : 'disputed';
      deduction.disputeReason = answer.accept ? null : answer.reason?.trim() || null;
      deduction.respondedAt = now;
      await m.getRepository(DepositDeduction).save(deduction);
      await this.returns.afterAnswers(m, tenancy, now);
      return depositDto(m, tenancy);
    });
  }

  // ---- helpers -----------------------------------------------------------------------------

  /** Refuses a report outside its time (409). */
  private async refuseOutOfTime(
    m: EntityManager,
    tenancy: Tenancy,
    kind: DepositReportKind,
    now: Date,
  ): Promise<void> {
    const today = lagosToday(now);
    if (kind === 'check_in') {
      const due = checkInDueBy(tenancy);
      if (!LIVING.includes(tenancy.state) || !tenancy.moveInDate || tenancy.moveInDate > today) {
        throw conflict(
          'The check-in report is written from the move-in date, while the tenancy is active.',
          'REPORT_NOT_OPEN',
        );
      }
      if (due && today > due) {
        throw conflict(
          `The check-in report could be written until ${formatDay(due)}.`,
          'REPORT_CLOSED',
        );
      }
      return;
    }
    if (!(tenancy.state === 'ended' || (tenancy.state === 'active' && tenancy.moveOutDate))) {
      throw conflict(
        'The check-out report is written once notice is given or the tenancy has ended.',
        'REPORT_NOT_OPEN',
      );
    }
    const settlement = await m
      .getRepository(DepositSettlement)
      .findOneBy({ tenancyId: tenancy.id });
    if (settlement?.state === 'settled') {
      throw conflict('The deposit is settled: the check-out report is closed.', 'REPORT_CLOSED');
    }
    const due = deductionsDueBy(tenancy);
    if (!settlement && due && today > due) {
      throw conflict('The check-out report is closed.', 'REPORT_CLOSED');
    }
  }

  /** The rooms as stored, their photos checked to be the party's own of this tenancy. */
  private async roomsOf(
    m: EntityManager,
    tenancy: Tenancy,
    party: TenancyParty,
    rooms: DepositRoomRequest[],
  ): Promise<ReportRoom[]> {
    const photoIds = await this.ownPhotos(
      m,
      tenancy,
      party,
      rooms.map((r) => r.photoIds ?? []),
      (i) => `rooms.${i}.photoIds`,
    );
    return rooms.map((r, i) => ({
      name: r.name.trim(),
      condition: r.condition,
      notes: r.notes?.trim() ?? '',
      photoIds: photoIds[i],
    }));
  }

  /** Each list of photo ids, checked to be photos `party` uploaded for the tenancy (400). */
  private async ownPhotos(
    m: EntityManager,
    tenancy: Tenancy,
    party: TenancyParty,
    lists: string[][],
    field: (i: number) => string,
  ): Promise<string[][]> {
    const all = [...new Set(lists.flat())];
    const found = new Set(
      all.length
        ? (
            await m.getRepository(DepositPhoto).find({
              where: { id: In(all), tenancyId: tenancy.id, party },
              select: { id: true },
            })
          ).map((p) => p.id)
        : [],
    );
    lists.forEach((ids, i) => {
      if (ids.some((p) => !found.has(p))) {
        const message = 'Send photos you uploaded for this tenancy';
        throw badRequest(message, [{ field: field(i), message }], 'PHOTO_NOT_YOURS');
      }
    });
    return lists.map((ids) => [...new Set(ids)]);
  }
}

const label = (kind: DepositReportKind) => DEPOSIT_REPORT_LABELS[kind].toLowerCase();

function refuseFinal(report: DepositReport): void {
  if (reportFinal(report)) {
    throw conflict(
      `The ${label(report.kind)} is final: ${report.stoodAt ? 'it stood as the tenant wrote it' : 'both parties signed it'}.`,
      'REPORT_FINAL',
    );
  }
}

/** The tenancy as its tenant or landlord finds it. */
const parties = (user: AuthUser, id: string) => [
  { id, tenantId: user.id },
  { id, landlordId: user.id },
];
/** The tenancy as its parties and staff find it. */
const visible = (user: AuthUser, id: string) => (isStaff(user) ? { id } : parties(user, id));

const partyOf = (t: Tenancy, user: AuthUser): TenancyParty =>
  t.tenantId === user.id ? 'tenant' : 'landlord';
const other = (t: Tenancy, party: TenancyParty) => (party === 'tenant' ? t.landlordId : t.tenantId);
