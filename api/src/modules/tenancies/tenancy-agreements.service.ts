import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COUNTERSIGN_HOURS,
  sameFullName,
  type TenancyDto,
  type TenancyParty,
  tenancyReference,
} from '@rentnaija/shared';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { KycRecord } from '../kyc/entities/kyc-record.entity.js';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { RefundsService } from '../payments/refunds.service.js';
import { Payout } from '../payouts/entities/payout.entity.js';
import { Property } from '../properties/entities/property.entity.js';
import { FileStorage, PRIVATE_FILES_PREFIX } from '../../platform/storage/file-storage.js';
import { User } from '../users/entities/user.entity.js';
import { type AgreementData, agreementPdf, sha256, signedAgreementPdf } from './agreement-pdf.js';
import { TenancySignature } from './entities/tenancy.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { rentReceiptPdf } from './rent-receipt-pdf.js';
import { TenanciesService, visibleTenancy } from './tenancies.service.js';
import { moveTenancy } from './tenancy-state.js';
import { runScheduledSweep } from '../../platform/jobs/scheduled-sweep.js';

const NOT_FOUND = () => notFound('Tenancy not found', 'TENANCY_NOT_FOUND');
const HOUR = 3600_000;

export interface SignatureContext {
  fullName: string;
  consent: boolean;
  ip: string | null;
  userAgent: string | null;
}

/**
 * The tenancy agreement: generated from the tenancy (the same bytes every time), signed by the
 * tenant and then the landlord, each with their verified name and consent. From the first
 * signature the exact bytes are kept and never regenerated; both signatures move the tenancy on
 * to awaiting move-in. A landlord who does not countersign in time lets the tenant cancel with
 * a full refund.
 */
@Injectable()
export class TenancyAgreementsService {
  private readonly logger = new Logger(TenancyAgreementsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly notifications: NotificationsService,
    private readonly refunds: RefundsService,
    private readonly tenancies: TenanciesService,
  ) {}

  /** The agreement as its parties and staff download it, with its signatures page once signed. */
  async pdf(user: AuthUser, id: string): Promise<{ filename: string; pdf: Buffer }> {
    const m = this.dataSource.manager;
    const tenancy = await this.visible(m, user, id);
    const document = await this.document(m, tenancy);
    const signatures = await this.signaturesOf(m, id);
    const ref = tenancyReference(id);
    const pdf = signatures.length
      ? await signedAgreementPdf(
          document,
          tenancy.agreementSha256 ?? sha256(document),
          signatures.map((s) => ({ ...s, name: s.signedName })),
          ref,
        )
      : document;
    return { filename: `tenancy-agreement-${ref}.pdf`, pdf };
  }

  /**
   * The signed-in party signs: the name typed must be the one on their verified identity, with
   * consent; the tenant first, then the landlord; each once. Stores who, when, from where and the
   * SHA-256 of the exact document; the other party is told.
   */
  async sign(user: AuthUser, id: string, input: SignatureContext, now = new Date()) {
    await this.dataSource.transaction(async (m) => {
      const tenancy = await m.getRepository(Tenancy).findOne({
        where: [
          { id, tenantId: user.id },
          { id, landlordId: user.id },
        ],
        lock: { mode: 'pessimistic_write' },
      });
      if (!tenancy) throw NOT_FOUND();
      const party: TenancyParty = tenancy.tenantId === user.id ? 'tenant' : 'landlord';
      const signatures = await this.signaturesOf(m, id);
      if (signatures.some((s) => s.party === party)) {
        throw conflict('You have already signed this agreement.', 'AGREEMENT_ALREADY_SIGNED');
      }
      if (tenancy.state !== 'awaiting_signatures') {
        throw conflict('This agreement is no longer open for signature.', 'AGREEMENT_CLOSED');
      }
      if (party === 'landlord' && !signatures.length) {
        throw conflict(
          'The tenant signs the agreement first; you countersign after them.',
          'AGREEMENT_NOT_YOUR_TURN',
        );
      }
      const verified = await verifiedName(m, user.id);
      const errors = [];
      if (!verified) {
        errors.push({
          field: 'fullName',
          message: 'Verify your identity before you sign: the agreement names you as verified.',
        });
      } else if (!sameFullName(input.fullName ?? '', verified)) {
        errors.push({
          field: 'fullName',
          message: `Type your full name as on your verified identity (${verified}).`,
        });
      }
      if (input.consent !== true) {
        errors.push({
          field: 'consent',
          message: 'Confirm that you agree to sign electronically.',
        });
      }
      if (errors.length)
        throw badRequest('The agreement was not signed.', errors, 'SIGNATURE_REFUSED');

      if (!tenancy.agreementStorageKey) {
        const bytes = await agreementPdf(await agreementData(m, tenancy));
        tenancy.agreementStorageKey = `${PRIVATE_FILES_PREFIX}agreements/${tenancy.id}.pdf`;
        tenancy.agreementSha256 = sha256(bytes);
        await this.storage.put(tenancy.agreementStorageKey, bytes, 'application/pdf');
      }
      await m.getRepository(TenancySignature).save(
        m.getRepository(TenancySignature).create({
          tenancyId: tenancy.id,
          party,
          userId: user.id,
          signedName: verified!,
          documentSha256: tenancy.agreementSha256!,
          ip: input.ip?.slice(0, 64) ?? null,
          userAgent: input.userAgent?.slice(0, 500) ?? null,
          signedAt: now,
        }),
      );
      if (party === 'landlord') moveTenancy(tenancy, 'awaiting_move_in');
      await m.getRepository(Tenancy).save(tenancy);
      const property = await m.getRepository(Property).findOneByOrFail({ id: tenancy.propertyId });
      await this.notifications.notify(
        m,
        party === 'tenant' ? tenancy.landlordId : tenancy.tenantId,
        {
          type: 'tenancy.signed',
          tenancyId: tenancy.id,
          title: property.title,
          signer: party,
          signerName: verified!,
          complete: party === 'landlord',
        },
      );
    });
    return this.tenancies.get(user, id);
  }

  /**
   * The tenant cancels a tenancy its landlord did not countersign within COUNTERSIGN_HOURS of the
   * tenant's signature: the move-in payment is refunded in full, which cancels the tenancy and
   * tells both parties.
   */
  async cancelUncountersigned(user: AuthUser, id: string, now = new Date()): Promise<TenancyDto> {
    await this.dataSource.transaction(async (m) => {
      const tenancy = await m.getRepository(Tenancy).findOne({
        where: { id, tenantId: user.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!tenancy) throw NOT_FOUND();
      const signatures = await this.signaturesOf(m, id);
      const mine = signatures.find((s) => s.party === 'tenant');
      if (
        tenancy.state !== 'awaiting_signatures' ||
        !mine ||
        signatures.length > 1 ||
        now.getTime() < mine.signedAt.getTime() + COUNTERSIGN_HOURS * HOUR
      ) {
        throw conflict(
          `You may cancel with a full refund only when the landlord has not countersigned within ${COUNTERSIGN_HOURS} hours of your signature.`,
          'CANCEL_NOT_ALLOWED',
        );
      }
      await this.refunds.refundAutomatically(m, tenancy.paymentId, 'landlord_did_not_countersign');
    });
    return this.tenancies.get(user, id);
  }

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'agreement-countersign' })
  async scheduled(): Promise<void> {
    await runScheduledSweep(
      this.config.runWorkers,
      this.logger,
      'Agreement countersign sweep',
      async () => {
        const lapsed = await this.sweep();
        return lapsed > 0 ? `Agreements: ${lapsed} countersign deadline(s) passed` : undefined;
      },
    );
  }

  /**
   * Tells both parties of each tenancy whose landlord did not countersign within
   * COUNTERSIGN_HOURS of the tenant's signature that the tenant may now cancel with a full
   * refund. Each is claimed with SKIP LOCKED and stamped in the transaction that tells them, so
   * it is told once. Returns how many.
   */
  async sweep(now = new Date()): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const due = await m
        .getRepository(Tenancy)
        .createQueryBuilder('t')
        .innerJoin(TenancySignature, 's', "s.tenancy_id = t.id AND s.party = 'tenant'")
        .where("t.state = 'awaiting_signatures'")
        .andWhere('t.countersign_lapsed_at IS NULL')
        .andWhere('s.signed_at <= :cutoff', {
          cutoff: new Date(now.getTime() - COUNTERSIGN_HOURS * HOUR),
        })
        .andWhere(
          "NOT EXISTS (SELECT 1 FROM tenancy_signatures l WHERE l.tenancy_id = t.id AND l.party = 'landlord')",
        )
        .limit(100)
        .setLock('pessimistic_write', undefined, ['t'])
        .setOnLocked('skip_locked')
        .getMany();
      for (const tenancy of due) {
        tenancy.countersignLapsedAt = now;
        await m.getRepository(Tenancy).save(tenancy);
        const property = await m
          .getRepository(Property)
          .findOneByOrFail({ id: tenancy.propertyId });
        for (const [userId, role] of [
          [tenancy.tenantId, 'tenant'],
          [tenancy.landlordId, 'landlord'],
        ] as const) {
          await this.notifications.notify(m, userId, {
            type: 'tenancy.countersign_lapsed',
            tenancyId: tenancy.id,
            title: property.title,
            role,
          });
        }
      }
      return due.length;
    });
  }

  /**
   * The statutory rent receipt (the landlord's receipt of the rent, for the tenant), once the
   * move-in rent is released to the landlord (a ledger release, a payout on its way or paid, or
   * the tenancy's release stamp, which its `rentReceiptAvailable` reads); 409 before.
   */
  async rentReceipt(user: AuthUser, id: string): Promise<{ filename: string; pdf: Buffer }> {
    const m = this.dataSource.manager;
    const tenancy = await this.visible(m, user, id);
    const release = await m.getRepository(LedgerEntry).findOne({
      where: { tenancyId: id, kind: 'release' },
      order: { occurredAt: 'ASC' },
    });
    const payout = release
      ? null
      : await m.getRepository(Payout).findOne({
          where: { tenancyId: id, state: In(['processing', 'paid']) },
          order: { createdAt: 'ASC' },
        });
    const receivedAt = release?.occurredAt ?? payout?.createdAt ?? tenancy.moveInReleasedAt;
    if (!receivedAt) {
      throw conflict(
        'The rent receipt is issued when the rent is released to the landlord.',
        'RENT_NOT_RELEASED',
      );
    }
    const data = await agreementData(m, tenancy);
    const ref = tenancyReference(id);
    const pdf = await rentReceiptPdf({
      reference: `${ref}-RENT-1`,
      landlordName: data.landlordName,
      tenantName: data.tenantName,
      premises: `${data.property.title}, ${data.property.address || data.property.location}`,
      periodFrom: tenancy.moveInDate,
      periodTo: tenancy.endDate,
      termMonths: tenancy.termMonths,
      amount: tenancy.money.price * tenancy.money.rentAdvanceMonths,
      receivedAt,
      tenancyReference: ref,
    });
    return { filename: `rent-receipt-${ref}.pdf`, pdf };
  }

  /** Signatures of a tenancy, the tenant's first. */
  signaturesOf(m: EntityManager, tenancyId: string) {
    return m
      .getRepository(TenancySignature)
      .find({ where: { tenancyId }, order: { signedAt: 'ASC' } });
  }

  private async visible(m: EntityManager, user: AuthUser, id: string) {
    const tenancy = await m.getRepository(Tenancy).findOne({ where: visibleTenancy(user, id) });
    if (!tenancy) throw NOT_FOUND();
    return tenancy;
  }

  /** The kept bytes once signed, else the document generated afresh (the same bytes). */
  private async document(m: EntityManager, tenancy: Tenancy): Promise<Buffer> {
    if (tenancy.agreementStorageKey) {
      const kept = await this.storage.read(tenancy.agreementStorageKey);
      if (!kept) throw notFound('Agreement not found', 'DOCUMENT_NOT_FOUND');
      return kept;
    }
    return agreementPdf(await agreementData(m, tenancy));
  }
}

/** What the agreement of `tenancy` says: its listing and each party's verified name. */
export async function agreementData(m: EntityManager, tenancy: Tenancy): Promise<AgreementData> {
  const property = await m.getRepository(Property).findOneByOrFail({ id: tenancy.propertyId });
  const name = async (userId: string) =>
    (await verifiedName(m, userId)) ??
    (await m.getRepository(User).findOneByOrFail({ id: userId })).name;
  return {
    tenancy,
    tenantName: await name(tenancy.tenantId),
    landlordName: await name(tenancy.landlordId),
    property: { title: property.title, address: property.address, location: property.location },
  };
}

/** The full name on the user's approved identity verification, or null. */
export async function verifiedName(m: EntityManager, userId: string): Promise<string | null> {
  const kyc = await m.getRepository(KycRecord).findOneBy({ userId, status: 'approved' });
  return kyc ? `${kyc.firstName} ${kyc.lastName}` : null;
}
