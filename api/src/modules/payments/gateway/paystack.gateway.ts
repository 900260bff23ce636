import { Logger } from '@nestjs/common';
import {
  assertTransferReference,
  type AuthorizationCharge,
  type AuthorizationChargeInput,
  type Bank,
  type CallBudget,
  GatewayError,
  type GatewayEvent,
  type GatewayTransaction,
  type GatewayTransfer,
  type InitializeInput,
  type InitializeOutput,
  type ParsedWebhook,
  type PaymentGateway,
  type RefundAccount,
  type RefundOutput,
  type TransferInput,
  type TransferRecipientInput,
  type WebhookHeaders,
} from './payment-gateway.js';
import {
  parsePaystackWebhook,
  paystackTransaction,
  paystackTransfer,
  readPaystackEvent,
} from './paystack-webhook.js';

interface PaystackAnswer<T> {
  status: boolean;
  message: string;
  data: T;
}

/** Tries of a read (verify) within one background call before the job's own retries take over. */
const READ_TRIES = 3;
const READ_BACKOFF_MS = 250;

/**
 * Paystack's REST API (https://paystack.com/docs/api/): Bearer secret key, amounts in kobo.
 * A call a person waits for gets one try within `requestTimeoutMs`; jobs and sweeps get
 * `timeoutMs` and, for reads, a few tries.
 */
export class PaystackGateway implements PaymentGateway {
  readonly name = 'paystack' as const;
  private readonly logger = new Logger(PaystackGateway.name);

  constructor(
    private readonly secretKey: string,
    readonly publicKey: string | null,
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly requestTimeoutMs: number,
  ) {}

  /** Paystack signs its webhooks with the secret key. */
  parseWebhook(raw: Buffer, headers: WebhookHeaders): ParsedWebhook {
    return parsePaystackWebhook(raw, headers, this.secretKey);
  }

  readWebhook(payload: Record<string, unknown>): GatewayEvent {
    return readPaystackEvent(payload);
  }

  async initialize(input: InitializeInput): Promise<InitializeOutput> {
    const data = await this.call<{
      authorization_url: string;
      access_code: string;
      reference: string;
    }>(
      'POST',
      '/transaction/initialize',
      {
        email: input.email,
        amount: input.amountKobo,
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      },
      this.requestTimeoutMs,
    );
    return {
      authorizationUrl: data.authorization_url,
      accessCode: data.access_code,
      reference: data.reference,
    };
  }

  async verify(reference: string, budget: CallBudget = 'background'): Promise<GatewayTransaction> {
    const path = `/transaction/verify/${encodeURIComponent(reference)}`;
    const data =
      budget === 'request'
        ? await this.call<Record<string, unknown>>('GET', path, undefined, this.requestTimeoutMs)
        : await this.withRetries(() => this.call<Record<string, unknown>>('GET', path));
    return paystackTransaction(data, reference);
  }

  async refund(reference: string, amountKobo: number): Promise<RefundOutput> {
    const data = await this.call<Record<string, unknown>>('POST', '/refund', {
      transaction: reference,
      amount: amountKobo,
    });
    return {
      id: String(data.id),
      status: String(data.status ?? 'pending'),
      summary: {
        id: data.id,
        status: data.status,
        amount: data.amount,
        currency: data.currency,
      },
    };
  }

  async retryRefund(gatewayRefundId: string, account: RefundAccount): Promise<RefundOutput> {
    const data = await this.call<Record<string, unknown>>(
      'POST',
      `/refund/retry_with_customer_details/${encodeURIComponent(gatewayRefundId)}`,
      {
        refund_account_details: {
          currency: 'NGN',
          account_number: account.accountNumber,
          bank_id: account.bankId,
        },
      },
    );
    return {
      id: String(data.id ?? gatewayRefundId),
      status: String(data.status ?? 'pending'),
      summary: { id: data.id, status: data.status, amount: data.amount, currency: data.currency },
    };
  }

  async listBanks(): Promise<Bank[]> {
    const data = await this.withRetries(() =>
      this.call<Record<string, unknown>[]>('GET', '/bank?currency=NGN'),
    );
    return data.map((b) => ({
      id: Number(b.id),
      name: String(b.name ?? ''),
      code: String(b.code ?? ''),
      slug: typeof b.slug === 'string' ? b.slug : null,
    }));
  }

  async resolveAccount(
    accountNumber: string,
    bankCode: string,
    budget: CallBudget = 'background',
  ): Promise<{ accountName: string }> {
    const path = `/bank/resolve?account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`;
    const data =
      budget === 'request'
        ? await this.call<Record<string, unknown>>('GET', path, undefined, this.requestTimeoutMs)
        : await this.withRetries(() => this.call<Record<string, unknown>>('GET', path));
    return { accountName: String(data.account_name ?? '') };
  }

  async createTransferRecipient(input: TransferRecipientInput): Promise<{ recipientCode: string }> {
    // Paystack answers an account it already has with its existing recipient.
    const data = await this.call<Record<string, unknown>>('POST', '/transferrecipient', {
      type: 'nuban',
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: 'NGN',
    });
    return { recipientCode: String(data.recipient_code) };
  }

  async initiateTransfer(input: TransferInput): Promise<GatewayTransfer> {
    assertTransferReference(input.reference);
    try {
      const data = await this.call<Record<string, unknown>>('POST', '/transfer', {
        source: 'balance',
        amount: input.amountKobo,
        recipient: input.recipient,
        reference: input.reference,
        reason: input.reason,
      });
      return paystackTransfer(data, input.reference);
    } catch (error) {
      // Asked again after an unclear answer, Paystack refuses the reference it already has:
      // the transfer made the first time is the answer.
      if (!(error instanceof GatewayError) || error.retryable) throw error;
      const made = await this.verifyTransfer(input.reference).catch(() => null);
      if (made) return made;
      throw error;
    }
  }

  async verifyTransfer(reference: string): Promise<GatewayTransfer> {
    const path = `/transfer/verify/${encodeURIComponent(reference)}`;
    const data = await this.withRetries(() => this.call<Record<string, unknown>>('GET', path));
    return paystackTransfer(data, reference);
  }

  async chargeAuthorization(input: AuthorizationChargeInput): Promise<AuthorizationCharge> {
    const data = await this.call<Record<string, unknown>>(
      'POST',
      '/transaction/charge_authorization',
      {
        email: input.email,
        amount: input.amountKobo,
        authorization_code: input.authorizationCode,
        reference: input.reference,
        currency: 'NGN',
      },
    );
    if (data.paused === true && typeof data.authorization_url === 'string') {
      return {
        paused: true,
        authorizationUrl: data.authorization_url,
        reference: String(data.reference ?? input.reference),
      };
    }
    return { paused: false, transaction: paystackTransaction(data, input.reference) };
  }

  private async withRetries<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof GatewayError) || !error.retryable || attempt >= READ_TRIES)
          throw error;
        this.logger.warn(`Paystack read failed (try ${attempt}), retrying: ${error.message}`);
        await new Promise((r) => setTimeout(r, READ_BACKOFF_MS * 2 ** (attempt - 1)));
      }
    }
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    timeoutMs: number = this.timeoutMs,
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new GatewayError(
        timedOut
          ? `Paystack did not answer ${method} ${path} within ${timeoutMs} ms`
          : `Paystack could not be reached for ${method} ${path}: ${String(error)}`,
        true,
      );
    }
    let answer: Partial<PaystackAnswer<T>> = {};
    try {
      answer = (await res.json()) as PaystackAnswer<T>;
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    if (!res.ok || answer.status !== true) {
      throw new GatewayError(
        `Paystack ${method} ${path} answered ${res.status}: ${answer.message ?? 'no message'}`,
        res.status >= 500 || res.status === 429,
        res.status,
      );
    }
    return answer.data as T;
  }
}
