import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { type DataSource, In } from 'typeorm';
import { SandboxTransaction } from '../entities/sandbox-transaction.entity.js';
import { SandboxTransfer } from '../entities/sandbox-transfer.entity.js';
import {
  assertTransferReference,
  type AuthorizationCharge,
  type AuthorizationChargeInput,
  type Bank,
  GatewayError,
  type GatewayEvent,
  type GatewayTransaction,
  type GatewayTransfer,
  type InitializeInput,
  type InitializeOutput,
  type ParsedWebhook,
  type PaymentGateway,
  type RefundOutput,
  transactionSummary,
  type TransferInput,
  type TransferRecipientInput,
  type WebhookHeaders,
} from './payment-gateway.js';
import {
  PAYSTACK_SIGNATURE_HEADER,
  parsePaystackWebhook,
  readPaystackEvent,
  signPaystackWebhook,
} from './paystack-webhook.js';
import { Logger } from '@nestjs/common';

/** Where the sandbox's checkout page is served (under the API's /api prefix). */
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';

/** Delivers a webhook the way Paystack would: raw bytes and their signed headers. */
export type WebhookSender = (raw: Buffer, headers: WebhookHeaders) => Promise<void>;

/**
 * The banks the sandbox knows, with their Paystack bank codes (a few of the many it lists).
 * Any ten-digit account number at one of them resolves to a test name; no other does.
 */
export const SANDBOX_BANKS: Bank[] = [
  { id: 1, name: 'Access Bank', code: '044', slug: 'access-bank' },
  { id: 7, name: 'First Bank of Nigeria', code: '011', slug: 'first-bank-of-nigeria' },
  { id: 9, name: 'Guaranty Trust Bank', code: '058', slug: 'guaranty-trust-bank' },
  { id: 67, name: 'Kuda Bank', code: '50211', slug: 'kuda-bank' },
  { id: 171, name: 'OPay Digital Services Limited (OPay)', code: '999992', slug: 'paycom' },
  { id: 18, name: 'United Bank For Africa', code: '033', slug: 'united-bank-for-africa' },
  { id: 20, name: 'Wema Bank', code: '035', slug: 'wema-bank' },
  { id: 21, name: 'Zenith Bank', code: '057', slug: 'zenith-bank' },
];

/**
 * Test accounts, at any of the sandbox's banks (like the sandbox's test NINs): the demo
 * landlords, the person of test NIN 12345678901, and someone else (whose name matches nobody's
 * identity).
 */
export const SANDBOX_ACCOUNTS: Record<string, string> = {
  '4444444444': 'ADEYEMI BABATUNDE',
  '2222222222': 'OKONKWO NGOZI',
  '1234567890': 'OGUNLEYE ADEBAYO OLUMIDE',
  '3333333333': 'EMEKA OBI',
};
/** An account number no sandbox bank knows (it does not resolve). */
export const SANDBOX_UNKNOWN_ACCOUNT = '0000000000';
/** Transfers to this account fail (`transfer.failed`), to try what follows a failed payout. */
export const SANDBOX_FAILING_ACCOUNT = '9999999999';

const SANDBOX_HOLDERS = [
  'ADAEZE OKAFOR',
  'TUNDE BAKARE',
  'AMINA BELLO',
  'CHINEDU NWOSU',
  'FUNMILAYO ADEYEMI',
  'IBRAHIM MUSA',
];

/** A stable numeric id for a reference, as Paystack gives transactions numeric ids. */
const numericId = (seed: string) =>
  parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 12), 16);

/**
 * The built-in gateway when no Paystack secret key is configured: it keeps its transactions and
 * transfers in the database, serves a local checkout page (Pay with test card / Decline /
 * Cancel) and sends signed webhooks in Paystack's format to our own webhook handler, which it
 * reads back itself. Everything after the gateway call runs the same code as with Paystack
 * (docs/0013-payments-sandbox-and-states.md). Transfers succeed, except to the failing test
 * account; saved cards are charged without asking the payer.
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

  private get transfers() {
    return this.dataSource.getRepository(SandboxTransfer);
  }

  parseWebhook(raw: Buffer, headers: WebhookHeaders): ParsedWebhook {
    return parsePaystackWebhook(raw, headers, this.webhookSecret);
  }

  readWebhook(payload: Record<string, unknown>): GatewayEvent {
    return readPaystackEvent(payload);
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

  // ---- payouts and saved cards -----------------------------------------------------------

  listBanks(): Promise<Bank[]> {
    return Promise.resolve(SANDBOX_BANKS.map((b) => ({ ...b })));
  }

  resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string }> {
    try {
      this.checkAccount(accountNumber, bankCode);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const holder =
      SANDBOX_ACCOUNTS[accountNumber] ??
      SANDBOX_HOLDERS[numericId(`${bankCode}:${accountNumber}`) % SANDBOX_HOLDERS.length];
    return Promise.resolve({ accountName: holder });
  }

  /** The same account always has the same recipient code (derived from it, nothing stored). */
  createTransferRecipient(input: TransferRecipientInput): Promise<{ recipientCode: string }> {
    try {
      this.checkAccount(input.accountNumber, input.bankCode);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return Promise.resolve({ recipientCode: recipientCodeOf(input.bankCode, input.accountNumber) });
  }

  async initiateTransfer(input: TransferInput): Promise<GatewayTransfer> {
    assertTransferReference(input.reference);
    if (!/^RCP_sbx[0-9a-f]{16}$/.test(input.recipient))
      throw new GatewayError('Recipient not found', false, 404);
    if (!Number.isInteger(input.amountKobo) || input.amountKobo <= 0)
      throw new GatewayError('Invalid amount', false, 400);
    const inserted = await this.transfers
      .createQueryBuilder()
      .insert()
      .values({
        reference: input.reference,
        transferCode: `TRF_sbx${randomBytes(8).toString('hex')}`,
        recipientCode: input.recipient,
        amountKobo: String(input.amountKobo),
        reason: input.reason.slice(0, 500),
        status: 'pending',
      })
      .orIgnore()
      .returning('reference')
      .execute();
    const row = await this.transfers.findOneByOrFail({ reference: input.reference });
    if ((inserted.raw as unknown[]).length > 0) {
      // As Paystack does, the transfer is queued now and its end told by a signed webhook.
      setImmediate(() => {
        void this.settleTransfer(row).catch((error: unknown) =>
          this.logger.warn(`Sandbox transfer ${row.reference} not reported: ${String(error)}`),
        );
      });
    }
    return toTransfer(row);
  }

  async verifyTransfer(reference: string): Promise<GatewayTransfer> {
    const row = await this.transfers.findOneBy({ reference });
    if (!row) throw new GatewayError('Transfer not found', false, 404);
    return toTransfer(row);
  }

  async chargeAuthorization(input: AuthorizationChargeInput): Promise<AuthorizationCharge> {
    const card = await this.rows.findOne({
      where: { authorizationCode: input.authorizationCode, email: input.email },
    });
    if (!card) throw new GatewayError('Invalid authorization code', false, 400);
    if (!Number.isInteger(input.amountKobo) || input.amountKobo <= 0)
      throw new GatewayError('Invalid amount', false, 400);
    const inserted = await this.rows
      .createQueryBuilder()
      .insert()
      .values({
        reference: input.reference,
        accessCode: randomBytes(16).toString('base64url'),
        email: input.email,
        amountKobo: String(input.amountKobo),
        currency: 'NGN',
        callbackUrl: '',
        metadata: {},
        status: 'success',
        authorizationCode: card.authorizationCode,
        paidAt: new Date(),
      })
      .orIgnore()
      .returning('reference')
      .execute();
    if ((inserted.raw as unknown[]).length === 0)
      throw new GatewayError('Duplicate Transaction Reference', false, 400);
    const tx = await this.rows.findOneByOrFail({ reference: input.reference });
    setImmediate(() => {
      void this.send('charge.success', {
        ...chargeData(tx),
        metadata: tx.metadata,
        customer: { email: tx.email },
      }).catch((error: unknown) =>
        this.logger.warn(`Sandbox charge ${tx.reference} not reported: ${String(error)}`),
      );
    });
    return { paused: false, transaction: toTransaction(tx) };
  }

  private checkAccount(accountNumber: string, bankCode: string): void {
    if (!SANDBOX_BANKS.some((b) => b.code === bankCode))
      throw new GatewayError('Unknown bank code', false, 400);
    if (!/^\d{10}$/.test(accountNumber) || accountNumber === SANDBOX_UNKNOWN_ACCOUNT)
      throw new GatewayError('Could not resolve account name', false, 422);
  }

  /** Ends a transfer as its account's bank would: paid, or failed for the failing account. */
  private async settleTransfer(row: SandboxTransfer): Promise<void> {
    const status = FAILING_RECIPIENTS.has(row.recipientCode) ? 'failed' : 'success';
    await this.transfers.update({ reference: row.reference }, { status });
    await this.send(`transfer.${status}`, {
      ...transferData({ ...row, status }),
    });
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
    const authorizationCode =
      action === 'pay' ? `AUTH_sbx${randomBytes(10).toString('hex')}` : tx.authorizationCode;
    await this.rows.update(
      { reference: tx.reference, status: In([...PAYABLE_STATUSES]) },
      { status, paidAt, authorizationCode },
    );
    const updated = { ...tx, status, paidAt, authorizationCode } as SandboxTransaction;
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
    await this.sender(raw, {
      [PAYSTACK_SIGNATURE_HEADER]: signPaystackWebhook(raw, this.webhookSecret),
    });
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
        ? {
            ...(tx.authorizationCode ? { authorization_code: tx.authorizationCode } : {}),
            channel: 'card',
            card_type: 'visa',
            brand: 'visa',
            last4: '4081',
            exp_month: '12',
            exp_year: '2030',
            bank: 'Test Bank',
            reusable: !!tx.authorizationCode,
            signature: cardSignature(tx.email),
          }
        : undefined,
  };
}

/** The sandbox gives each payer one test card. */
const cardSignature = (email: string) =>
  `SIG_sbx${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;

/** The recipient code of an account: derived from it, so the same account has the same one. */
function recipientCodeOf(bankCode: string, accountNumber: string): string {
  const digest = createHash('sha256')
    .update(`${bankCode}:${accountNumber}`)
    .digest('hex')
    .slice(0, 16);
  return `RCP_sbx${digest}`;
}

const FAILING_RECIPIENTS = new Set(
  SANDBOX_BANKS.map((b) => recipientCodeOf(b.code, SANDBOX_FAILING_ACCOUNT)),
);

function transferData(row: SandboxTransfer): Record<string, unknown> {
  return {
    ...(row.status === 'failed'
      ? { gateway_response: 'The beneficiary bank declined the transfer (sandbox test account)' }
      : {}),
    id: numericId(`transfer:${row.reference}`),
    reference: row.reference,
    transfer_code: row.transferCode,
    amount: Number(row.amountKobo),
    currency: 'NGN',
    reason: row.reason,
    status: row.status,
    recipient: { recipient_code: row.recipientCode },
    domain: 'test',
  };
}

function toTransfer(row: SandboxTransfer): GatewayTransfer {
  return {
    reference: row.reference,
    transferCode: row.transferCode,
    status: row.status,
    amountKobo: Number(row.amountKobo),
    message: null,
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
    summary: { ...transactionSummary(data), sandbox: true },
    card: tx.authorizationCode
      ? {
          authorizationCode: tx.authorizationCode,
          signature: cardSignature(tx.email),
          reusable: true,
          last4: '4081',
          brand: 'visa',
          expMonth: '12',
          expYear: '2030',
        }
      : null,
  };
}
