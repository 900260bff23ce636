import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { type DataSource, In } from 'typeorm';
import { SandboxTransaction } from '../entities/sandbox-transaction.entity.js';
import {
  GatewayError,
  type GatewayTransaction,
  type InitializeInput,
  type InitializeOutput,
  type PaymentGateway,
  type RefundOutput,
} from './payment-gateway.js';
import { Logger } from '@nestjs/common';

/** Where the sandbox's checkout page is served (under the API's /api prefix). */
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';

/** Delivers a webhook the way Paystack would: raw bytes and their signature. */
export type WebhookSender = (raw: Buffer, signature: string) => Promise<void>;

/** A stable numeric id for a reference, as Paystack gives transactions numeric ids. */
const numericId = (seed: string) =>
  parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 12), 16);

/**
 * The built-in gateway when no Paystack secret key is configured: it keeps its transactions in
 * the database, serves a local checkout page (Pay with test card / Decline / Cancel) and sends
 * the same signed webhooks Paystack sends, to our own webhook handler. Everything after the
 * gateway call runs the same code as with Paystack (docs/0013-payments-sandbox-and-states.md).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly publicKey = null;
  readonly webhookSecret: string;
  private sender?: WebhookSender;
  private readonly logger = new Logger(SandboxGateway.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly appUrl: string,
    jwtSecret: string,
  ) {
    this.webhookSecret = Buffer.from(
      hkdfSync('sha256', jwtSecret, 'rentnaija', 'sandbox gateway webhooks v1', 32),
    ).toString('hex');
  }

  /** Set once at start: where the sandbox's webhooks go (the payments module's receiver). */
  deliverWebhooksTo(sender: WebhookSender): void {
    this.sender = sender;
  }

  private get rows() {
    return this.dataSource.getRepository(SandboxTransaction);
  }

  async initialize(input: InitializeInput): Promise<InitializeOutput> {
    const accessCode = randomBytes(16).toString('base64url');
    await this.rows.insert({
      reference: input.reference,
      accessCode,
      email: input.email,
      amountKobo: String(input.amountKobo),
      currency: input.currency,
      callbackUrl: input.callbackUrl,
      metadata: input.metadata,
      status: 'ongoing',
      paidAt: null,
    });
    return {
      authorizationUrl: `${this.appUrl}${SANDBOX_CHECKOUT_PATH}/${accessCode}`,
      accessCode,
      reference: input.reference,
    };
  }

  async verify(reference: string): Promise<GatewayTransaction> {
    const tx = await this.rows.findOneBy({ reference });
    if (!tx) throw new GatewayError('Transaction reference not found', false, 404);
    return toTransaction(tx);
  }

  async refund(reference: string, amountKobo: number): Promise<RefundOutput> {
    const tx = await this.rows.findOneBy({ reference });
    if (!tx || tx.status !== 'success') {
      throw new GatewayError('Transaction has not been paid, or was refunded already', false, 400);
    }
    if (amountKobo > Number(tx.amountKobo)) {
      throw new GatewayError(
        'Refund amount cannot be more than the transaction amount',
        false,
        400,
      );
    }
    // Marked at once, so the same transaction is never refunded twice.
    await this.rows.update({ reference }, { status: 'reversed' });
    const refundId = numericId(`refund:${reference}:${Date.now()}`);
    // As Paystack does, the refund is queued now and processed later, each step told by a
    // signed webhook (with the amount as a string, as Paystack's refund events carry it).
    setImmediate(() => {
      void this.process(reference, refundId, amountKobo, tx).catch((error: unknown) =>
        this.logger.warn(`Sandbox refund of ${reference} not reported: ${String(error)}`),
      );
    });
    return {
      id: String(refundId),
      status: 'pending',
      summary: { id: refundId, status: 'pending', amount: amountKobo, currency: tx.currency },
    };
  }

  /** The sandbox never asks for a customer's bank account: there is nothing to retry. */
  retryRefund(): Promise<RefundOutput> {
    return Promise.reject(
      new GatewayError('This refund does not need the customer’s details', false, 400),
    );
  }

  private async process(
    reference: string,
    refundId: number,
    amountKobo: number,
    tx: SandboxTransaction,
  ): Promise<void> {
    const event = (status: string, refundReference: string | null) => ({
      id: refundId,
      status,
      transaction_reference: reference,
      refund_reference: refundReference,
      amount: String(amountKobo),
      currency: tx.currency,
      customer: { email: tx.email },
      domain: 'test',
    });
    await this.send('refund.pending', event('pending', null));
    await this.send('refund.processing', event('processing', null));
    const refundReference = `SBX-RF-${randomBytes(6).toString('hex').toUpperCase()}`;
    await this.send('refund.processed', event('processed', refundReference));
  }

  // ---- the checkout page's actions ----------------------------------------------------

  findByAccessCode(accessCode: string): Promise<SandboxTransaction | null> {
    return this.rows.findOneBy({ accessCode });
  }

  /**
   * The payer's choice on the checkout page. Paying sends `charge.success`, signed; declining
   * and cancelling only change the transaction, as with Paystack (verify tells the rest).
   * A cancelled checkout can be opened again and paid, as Paystack's can. Returns the
   * transaction, or null when it was not waiting for payment.
   */
  async act(accessCode: string, action: 'pay' | 'decline' | 'cancel') {
    const tx = await this.findByAccessCode(accessCode);
    if (!tx || !isPayable(tx)) return null;
    const status = action === 'pay' ? 'success' : action === 'decline' ? 'failed' : 'abandoned';
    const paidAt = action === 'pay' ? new Date() : null;
    await this.rows.update(
      { reference: tx.reference, status: In([...PAYABLE_STATUSES]) },
      { status, paidAt },
    );
    const updated = { ...tx, status, paidAt } as SandboxTransaction;
    if (action === 'pay') {
      await this.send('charge.success', {
        ...chargeData(updated),
        metadata: tx.metadata,
        customer: { email: tx.email },
      });
    }
    return updated;
  }

  private async send(event: string, data: Record<string, unknown>): Promise<void> {
    if (!this.sender) throw new Error('The sandbox gateway has nowhere to send webhooks');
    const raw = Buffer.from(JSON.stringify({ event, data }));
    const signature = createHmac('sha512', this.webhookSecret).update(raw).digest('hex');
    await this.sender(raw, signature);
  }
}

/** A checkout still waiting for the payer: never answered, or cancelled (it may be reopened). */
const PAYABLE_STATUSES = ['ongoing', 'abandoned'] as const;
export const isPayable = (tx: Pick<SandboxTransaction, 'status'>) =>
  (PAYABLE_STATUSES as readonly string[]).includes(tx.status);

function chargeData(tx: SandboxTransaction): Record<string, unknown> {
  return {
    id: numericId(tx.reference),
    status: tx.status,
    reference: tx.reference,
    amount: Number(tx.amountKobo),
    currency: tx.currency,
    channel: tx.status === 'success' ? 'card' : null,
    paid_at: tx.paidAt?.toISOString() ?? null,
    gateway_response:
      tx.status === 'success'
        ? 'Successful'
        : tx.status === 'failed'
          ? 'Declined'
          : tx.status === 'abandoned'
            ? 'The customer cancelled'
            : 'Waiting for the customer',
    authorization:
      tx.status === 'success'
        ? { channel: 'card', card_type: 'visa', brand: 'visa', last4: '4081', bank: 'Test Bank' }
        : undefined,
  };
}

function toTransaction(tx: SandboxTransaction): GatewayTransaction {
  const data = chargeData(tx);
  return {
    reference: tx.reference,
    status: tx.status,
    amountKobo: Number(tx.amountKobo),
    currency: tx.currency,
    paidAt: tx.paidAt?.toISOString() ?? null,
    channel: tx.status === 'success' || tx.status === 'reversed' ? 'card' : null,
    summary: { ...data, sandbox: true },
  };
}
