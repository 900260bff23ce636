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
  refundReceiptFilename,
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
import { type PaymentRefunds, paymentToDto } from './payment.mapper.js';
import { PaymentChecksService } from './payment-checks.service.js';
import { ABANDONED_AFTER_MS, PaymentSettlementService } from './payment-settlement.service.js';
import { loadReceipt, loadRefundReceipt, receiptPdf, refundReceiptPdf } from './receipt-pdf.js';

/** How often a request waiting for another request's checkout to open looks at it again. */
const OPENING_POLL_MS = 100;
/** Beyond the gateway's request timeout, what a checkout being opened may take (our own writes). */
const OPENING_MARGIN_MS = 1_000;

const PERIOD_INTERVALS: Record<Exclude<PaymentPeriod, 'all'>, string> = {
  week: '7 days',
  month: '1 month',
  '3months': '3 months',
  year: '1 year',
};

const NOT_FOUND = () => notFound('Payment not found', 'PAYMENT_NOT_FOUND');

/** The gateway did not open the checkout in time (or refused): nothing was charged. */
const GATEWAY_UNAVAILABLE = () =>
  new DomainException(
    HttpStatus.SERVICE_UNAVAILABLE,
    'PAYMENT_GATEWAY_UNAVAILABLE',
    'Failed to initialize payment: Paystack could not open the checkout just now. No money was taken; please try again in a moment.',
    undefined,
    30,
  );

/** A fresh, unguessable payment reference: RN-<time>-<random>. */
export const newReference = () =>
  `RN-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;

export interface PaymentFilters {
  status?: string;
  period?: PaymentPeriod;
  propertyId?: string;
}

/**
 * The payer's and the landlord's side of payments: starting one (the amount is the move-in
 * total agreed on the application, computed here, never the client's), checking it with the gateway after the
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
    private readonly checks: PaymentChecksService,
  ) {}

  /**
   * Starts (or resumes) the payment of the tenant's application: not rejected, not lapsed, not
   * paid, its home still available to them, for the money agreed when they applied. An application has one checkout that can be paid at a time:
   * a pending payment of the same amount is offered again, however often and however many
   * times at once Pay is pressed; one of another amount is superseded (cancelled; should it
   * still be paid, it completes and is refunded as a double payment). The application's row
   * lock serialises the starts and a unique index on its open payment backs it up.
   */
  async initialize(user: AuthUser, applicationId: string): Promise<PaymentInitializeResponse> {
    const requestTimeoutMs = this.config.payments.requestTimeoutMs;
    const openingFor = requestTimeoutMs + OPENING_MARGIN_MS;
    const deadline = Date.now() + openingFor;
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
      if (
        app.status === 'lapsed' ||
        (app.status === 'approved' && app.offerExpiresAt && app.offerExpiresAt <= new Date())
      ) {
        throw conflict(
          'This offer has lapsed: it was not paid by its deadline, and the home is back on the market. Nothing was charged.',
          'OFFER_LAPSED',
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
      // What was agreed when the tenant applied, whatever the listing asks today.
      const cost = moveInCost(app.money);
      const repo = m.getRepository(Payment);
      const open = await repo.findOneBy({ applicationId: app.id, status: 'pending' });
      if (open && open.amount === cost.total && open.gateway === this.gateway.name) {
        const age = Date.now() - open.createdAt.getTime();
        if (open.authorizationUrl && open.accessCode && age < ABANDONED_AFTER_MS) {
          return { payment: open, state: 'open' as const };
        }
        // Another request is opening this checkout with the gateway right now.
        if (!open.authorizationUrl && age < openingFor) {
          return { payment: open, state: 'opening' as const };
        }
      }
      if (open) await repo.update({ id: open.id }, { status: 'cancelled', nextCheckAt: null });
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
      return { payment, state: 'new' as const };
    });

    let payment = started.payment;
    if (started.state === 'new') await this.open(payment, user);
    else if (started.state === 'opening') payment = await this.opened(payment.id, deadline);
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
   * The payer's check after the checkout (the callback page): asks the gateway once, within the
   * request timeout, applies its answer as a webhook would, and returns the payment. When the
   * gateway does not answer, the payment is returned as it stands (pending) and a queued check
   * asks again with retries. The browser's word is never taken.
   */
  async verify(user: AuthUser, reference: string): Promise<PaymentVerifyResponse> {
    const found = await this.dataSource
      .getRepository(Payment)
      .findOneBy({ reference, tenantId: user.id });
    if (!found) throw NOT_FOUND();
    let gatewayStatus: string | null = null;
    if (found.status !== 'completed' && found.status !== 'refunded') {
      try {
        const tx = await this.gateway.verify(reference, 'request');
        gatewayStatus = tx.status;
        await this.dataSource.transaction(async (m) => {
          const locked = await this.settlement.lock(m, { id: found.id });
          if (locked) await this.settlement.apply(m, locked, tx);
        });
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        this.logger.warn(`Could not verify ${reference}: ${error.message}`);
        if (error.retryable) await this.checks.checkSoon(found.id);
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

  /** The receipt of a payment's refunds that reached the tenant, as a PDF (409 before any). */
  async refundReceipt(user: AuthUser, id: string): Promise<{ filename: string; pdf: Buffer }> {
    const payment = await this.visible(user, id);
    const receipt = await loadRefundReceipt(this.dataSource.manager, payment.id);
    if (!receipt) {
      throw conflict(
        'A refund receipt is issued once a refund of this payment has reached the tenant.',
        'REFUND_NOT_PROCESSED',
      );
    }
    return {
      filename: refundReceiptFilename(receipt.reference),
      pdf: await refundReceiptPdf(receipt),
    };
  }

  // ---- internals -------------------------------------------------------------------------

  /**
   * Opens the checkout of a new payment (a move-in payment, a month of rent) with the gateway,
   * one try within the request timeout.
   * When the gateway fails, the payment is cancelled (the payer never saw its checkout) and the
   * payer is told to try again.
   */
  async open(payment: Payment, user: Pick<AuthUser, 'email'>): Promise<void> {
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
      throw GATEWAY_UNAVAILABLE();
    }
  }

  /**
   * Waits (until `deadline`) for the checkout another request is opening for the same
   * application, and offers it; when that opening fails, so does this start.
   */
  private async opened(id: string, deadline: number): Promise<Payment> {
    const repo = this.dataSource.getRepository(Payment);
    for (;;) {
      const payment = await repo.findOneByOrFail({ id });
      if (payment.status === 'pending' && payment.authorizationUrl && payment.accessCode) {
        return payment;
      }
      if (payment.status !== 'pending' || Date.now() >= deadline) throw GATEWAY_UNAVAILABLE();
      await new Promise((resolve) => setTimeout(resolve, OPENING_POLL_MS));
    }
  }

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
    const refunds = await this.refundsOf([p.id]);
    return paymentToDto(p, refunds.get(p.id) ?? null);
  }

  /** Each payment's latest refund, and whether any of its refunds reached the tenant. */
  async refundsOf(paymentIds: string[]): Promise<Map<string, PaymentRefunds>> {
    const found = new Map<string, PaymentRefunds>();
    if (paymentIds.length === 0) return found;
    const refunds = await this.dataSource.getRepository(Refund).find({
      where: { paymentId: In(paymentIds) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    for (const r of refunds) {
      const seen = found.get(r.paymentId);
      if (!seen) found.set(r.paymentId, { latest: r, processed: r.status === 'processed' });
      else if (r.status === 'processed') seen.processed = true;
    }
    return found;
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
    const refunds = await this.refundsOf(rows.map((r) => r.id));
    return {
      data: rows.map((p) => paymentToDto(p, refunds.get(p.id) ?? null)),
      summary: {
        totalPayments: Number(summary?.totalPayments ?? 0),
        completed: Number(summary?.completed ?? 0),
        pending: Number(summary?.pending ?? 0),
        totalAmount: Number(summary?.totalAmount ?? 0),
      },
    };
  }
}
