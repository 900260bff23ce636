import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  moveInCost,
  PAYMENT_CALLBACK_PATH,
  type PaymentDto,
  type PaymentInitializeResponse,
  type PaymentListResponse,
  type PaymentPeriod,
  type PaymentVerifyResponse,
  receiptFilename,
} from '@rentnaija/shared';
import { randomBytes } from 'node:crypto';
import { DataSource, In, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, DomainException, notFound } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { isStaff } from '../applications/applications.service.js';
import { PropertyApplication } from '../applications/entities/property-application.entity.js';
import { Property } from '../properties/entities/property.entity.js';
import { Payment } from './entities/payment.entity.js';
import { Refund } from './entities/refund.entity.js';
import {
  GatewayError,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  toKobo,
} from './gateway/payment-gateway.js';
import { paymentToDto } from './payment.mapper.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { loadReceipt, receiptPdf } from './receipt-pdf.js';

/** A pending payment younger than this, for the same amount, is offered again rather than replaced. */
const REUSE_PENDING_MS = 30 * 60 * 1000;

const PERIOD_INTERVALS: Record<Exclude<PaymentPeriod, 'all'>, string> = {
  week: '7 days',
  month: '1 month',
  '3months': '3 months',
  year: '1 year',
};

const NOT_FOUND = () => notFound('Payment not found', 'PAYMENT_NOT_FOUND');

/** A fresh, unguessable payment reference: RN-<time>-<random>. */
export const newReference = () =>
  `RN-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;

export interface PaymentFilters {
  status?: string;
  period?: PaymentPeriod;
  propertyId?: string;
}

/**
 * The payer's and the landlord's side of payments: starting one (the amount is the listing's
 * move-in total computed here, never the client's), checking it with the gateway after the
 * checkout, the lists and the receipt.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settlement: PaymentSettlementService,
  ) {}

  /**
   * Starts (or resumes) the payment of the tenant's application: not rejected, not paid, its
   * home still available to them. A pending payment of the same amount from the last half hour
   * is offered again; older or different ones are superseded (cancelled; should one still be
   * paid, it completes and is refunded as a double payment).
   */
  async initialize(user: AuthUser, applicationId: string): Promise<PaymentInitializeResponse> {
    const started = await this.dataSource.transaction(async (m) => {
      const app = await m.getRepository(PropertyApplication).findOne({
        where: { id: applicationId, tenantId: user.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!app) throw notFound('Application not found', 'APPLICATION_NOT_FOUND');
      if (app.status === 'rejected') {
        throw conflict(
          'This application was not successful: it cannot be paid.',
          'APPLICATION_REJECTED',
        );
      }
      if (app.depositPaid)
        throw conflict('This application is already paid.', 'APPLICATION_ALREADY_PAID');
      const property = await m.getRepository(Property).findOneByOrFail({ id: app.propertyId });
      const heldForThem = app.status === 'approved' && property.status === 'under_contract';
      if (property.archivedAt || (property.status !== 'available' && !heldForThem)) {
        throw conflict(
          'This home is no longer available: it is under contract or let.',
          'LISTING_NOT_AVAILABLE',
        );
      }
      const cost = moveInCost(property);
      const repo = m.getRepository(Payment);
      const pending = await repo.find({
        where: { applicationId: app.id, status: 'pending' },
        order: { createdAt: 'DESC' },
      });
      const reusable = pending.find(
        (p) =>
          p.amount === cost.total &&
          p.gateway === this.gateway.name &&
          p.authorizationUrl &&
          p.accessCode &&
          Date.now() - p.createdAt.getTime() < REUSE_PENDING_MS,
      );
      if (reusable) return { payment: reusable, reused: true };
      if (pending.length > 0) {
        await repo.update({ id: In(pending.map((p) => p.id)) }, { status: 'cancelled' });
      }
      const payment = await repo.save(
        repo.create({
          reference: newReference(),
          applicationId: app.id,
          propertyId: property.id,
          tenantId: user.id,
          landlordId: property.landlordId,
          amount: cost.total,
          currency: 'NGN',
          breakdown: cost.items,
          paymentType: 'move_in',
          status: 'pending',
          description: `Move-in payment for ${property.title}`.slice(0, 300),
          gateway: this.gateway.name,
        }),
      );
      return { payment, reused: false };
    });

    const { payment } = started;
    if (!started.reused) {
      try {
        const out = await this.gateway.initialize({
          email: user.email,
          amountKobo: toKobo(payment.amount),
          currency: 'NGN',
          reference: payment.reference,
          callbackUrl: `${this.config.appUrl}${PAYMENT_CALLBACK_PATH}`,
          metadata: {
            applicationId: payment.applicationId,
            propertyId: payment.propertyId,
            paymentId: payment.id,
          },
        });
        payment.authorizationUrl = out.authorizationUrl;
        payment.accessCode = out.accessCode;
        await this.dataSource
          .getRepository(Payment)
          .update(
            { id: payment.id },
            { authorizationUrl: out.authorizationUrl, accessCode: out.accessCode },
          );
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        this.logger.warn(`Payment ${payment.reference} could not start: ${error.message}`);
        await this.dataSource
          .getRepository(Payment)
          .update(
            { id: payment.id },
            { status: 'cancelled', gatewayResponse: { error: error.message } as never },
          );
        throw new DomainException(
          HttpStatus.SERVICE_UNAVAILABLE,
          'PAYMENT_GATEWAY_UNAVAILABLE',
          'Failed to initialize payment. Please try again in a moment.',
          undefined,
          30,
        );
      }
    }
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
   * The payer's check after the checkout (the callback page): asks the gateway, applies its
   * answer as a webhook would, and returns the payment. The browser's word is never taken.
   */
  async verify(user: AuthUser, reference: string): Promise<PaymentVerifyResponse> {
    const found = await this.dataSource
      .getRepository(Payment)
      .findOneBy({ reference, tenantId: user.id });
    if (!found) throw NOT_FOUND();
    let gatewayStatus: string | null = null;
    if (found.status !== 'completed' && found.status !== 'refunded') {
      try {
        const tx = await this.gateway.verify(reference);
        gatewayStatus = tx.status;
        await this.dataSource.transaction(async (m) => {
          const locked = await this.settlement.lock(m, { id: found.id });
          if (locked) await this.settlement.apply(m, locked, tx);
        });
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        this.logger.warn(`Could not verify ${reference}: ${error.message}`);
      }
    } else {
      gatewayStatus = 'success';
    }
    return { ...(await this.dto(found.id)), gatewayStatus };
  }

  async listMine(user: AuthUser, filters: PaymentFilters): Promise<PaymentListResponse> {
    return this.list({ tenantId: user.id }, filters);
  }

  async listForLandlord(user: AuthUser, filters: PaymentFilters): Promise<PaymentListResponse> {
    return this.list({ landlordId: user.id }, filters);
  }

  /** One payment: its payer, its listing's landlord, or staff; anyone else 404. */
  async get(user: AuthUser, id: string): Promise<PaymentDto> {
    await this.visible(user, id);
    return this.dto(id);
  }

  /** The receipt of a completed payment, as a PDF (409 before it is completed). */
  async receipt(user: AuthUser, id: string): Promise<{ filename: string; pdf: Buffer }> {
    const payment = await this.visible(user, id);
    const receipt = await loadReceipt(this.dataSource.manager, payment.id);
    if (!receipt) {
      throw conflict('A receipt exists only for a completed payment.', 'PAYMENT_NOT_COMPLETED');
    }
    return { filename: receiptFilename(receipt.reference), pdf: await receiptPdf(receipt) };
  }

  // ---- internals -------------------------------------------------------------------------

  private async visible(user: AuthUser, id: string): Promise<Payment> {
    const where = isStaff(user)
      ? { id }
      : user.role === 'landlord'
        ? { id, landlordId: user.id }
        : { id, tenantId: user.id };
    const payment = await this.dataSource.getRepository(Payment).findOneBy(where);
    if (!payment) throw NOT_FOUND();
    return payment;
  }

  private async dto(id: string): Promise<PaymentDto> {
    const p = await this.dataSource
      .getRepository(Payment)
      .findOneOrFail({ where: { id }, relations: { property: true, tenant: true } });
    const [refund] = await this.latestRefunds([p.id]);
    return paymentToDto(p, refund ?? null);
  }

  /** The latest refund of each payment. */
  async latestRefunds(paymentIds: string[]): Promise<Refund[]> {
    if (paymentIds.length === 0) return [];
    return this.dataSource
      .getRepository(Refund)
      .createQueryBuilder('r')
      .distinctOn(['r.payment_id'])
      .where('r.payment_id IN (:...ids)', { ids: paymentIds })
      .orderBy('r.payment_id')
      .addOrderBy('r.created_at', 'DESC')
      .getMany();
  }

  private async list(
    owner: { tenantId: string } | { landlordId: string },
    filters: PaymentFilters,
  ): Promise<PaymentListResponse> {
    const filtered = () => {
      const qb = this.dataSource.getRepository(Payment).createQueryBuilder('p').where(owner);
      if (filters.status && filters.status !== 'all') {
        qb.andWhere('p.status = :status', { status: filters.status });
      }
      if (filters.propertyId) qb.andWhere('p.property_id = :propertyId', filters);
      if (filters.period && filters.period !== 'all') {
        // Counted back on the calendar of West Africa Time.
        qb.andWhere(
          `coalesce(p.payment_date, p.created_at) >= ((now() AT TIME ZONE 'Africa/Lagos') - CAST(:interval AS interval)) AT TIME ZONE 'Africa/Lagos'`,
          { interval: PERIOD_INTERVALS[filters.period] },
        );
      }
      return qb;
    };
    const rows = await filtered()
      .leftJoinAndSelect('p.property', 'property')
      .leftJoinAndSelect('p.tenant', 'tenant')
      .addSelect('coalesce(p.payment_date, p.created_at)', 'happened_at')
      .orderBy('happened_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .take(500)
      .getMany();
    const summary = await (filtered() as SelectQueryBuilder<Payment>)
      .select('count(*)::int', 'totalPayments')
      .addSelect(`count(*) FILTER (WHERE p.status = 'completed')::int`, 'completed')
      .addSelect(`count(*) FILTER (WHERE p.status = 'pending')::int`, 'pending')
      .addSelect(
        `coalesce(sum(p.amount) FILTER (WHERE p.status = 'completed'), 0)::bigint`,
        'totalAmount',
      )
      .getRawOne<Record<string, string | number>>();
    const refunds = await this.latestRefunds(rows.map((r) => r.id));
    const byPayment = new Map(refunds.map((r) => [r.paymentId, r]));
    return {
      data: rows.map((p) => paymentToDto(p, byPayment.get(p.id) ?? null)),
      summary: {
        totalPayments: Number(summary?.totalPayments ?? 0),
        completed: Number(summary?.completed ?? 0),
        pending: Number(summary?.pending ?? 0),
        totalAmount: Number(summary?.totalAmount ?? 0),
      },
    };
  }
}
