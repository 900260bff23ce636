import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_PAYSTACK_SECRET = 'sk_test_rentnaija0000000000000000000000';
export const TEST_PAYSTACK_PUBLIC = 'pk_test_rentnaija0000000000000000000000';

/** The settings that point the app's Paystack client at a fake server (test keys). */
export function paystackEnv(paystack: { url: string }): Record<string, string> {
  return {
    PAYSTACK_SECRET_KEY: TEST_PAYSTACK_SECRET,
    PAYSTACK_PUBLIC_KEY: TEST_PAYSTACK_PUBLIC,
    PAYSTACK_BASE_URL: paystack.url,
  };
}

export interface PaystackRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

export interface FakeTransaction {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
  callbackUrl: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned' | 'reversed';
  paidAt: string | null;
}

type Fault = '5xx' | 'timeout';

/** A refund as the fake keeps it; `status` follows Paystack's refund events. */
export interface FakeRefund {
  id: number;
  reference: string;
  amount: number;
  status: 'pending' | 'processing' | 'needs-attention' | 'processed' | 'failed';
  refundReference: string | null;
  account: Record<string, unknown> | null;
}

/** A transfer from the balance as the fake keeps it. */
export interface FakeTransfer {
  id: number;
  reference: string;
  transferCode: string;
  recipient: string;
  amount: number;
  reason: string;
  status: 'pending' | 'otp' | 'success' | 'failed' | 'reversed';
}

/** The banks the fake lists (`GET /bank`), with Paystack's codes. */
export const FAKE_BANKS = [
  { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044' },
  { id: 9, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058' },
  { id: 21, name: 'Zenith Bank', slug: 'zenith-bank', code: '057' },
];

/** Where the fake sends its webhooks: the raw bytes and their signature, as Paystack does. */
export type FakeWebhookSender = (raw: string, signature: string) => Promise<unknown>;

/**
 * A fake Paystack on loopback: `POST /transaction/initialize`, `GET /transaction/verify/:ref`,
 * `POST /transaction/charge_authorization`, `POST /refund`,
 * `POST /refund/retry_with_customer_details/:id`, and payouts: `GET /bank`, `GET /bank/resolve`,
 * `POST /transferrecipient`, `POST /transfer`, `GET /transfer/verify/:ref`. It checks what a real Paystack
 * would refuse (the Bearer secret, an integer amount in kobo, NGN, a reference, metadata) and
 * answers 401/400/404 like Paystack; it keeps every request for the tests to inspect, and can be
 * told to answer 5xx or not at all (timeouts). Given somewhere to send webhooks
 * (`deliverWebhooksTo`), it processes refunds over time as Paystack does: `refund.pending`,
 * `refund.processing`, then `refund.processed` (or `refund.needs-attention`, when told, until
 * the refund is retried with the customer's bank account), with the amount as a string;
 * transfers end with `transfer.success` (or `transfer.failed`, when told; or the test sends their
 * ends itself, `keepTransferEnds`), and a saved card's charge with `charge.success`.
 */
export async function startFakePaystack(secret = TEST_PAYSTACK_SECRET) {
  const requests: PaystackRequest[] = [];
  const transactions = new Map<string, FakeTransaction>();
  const refunds = new Map<number, FakeRefund>();
  const refunded = new Map<string, number>();
  const deliveries = new Set<Promise<void>>();
  let sender: FakeWebhookSender | undefined;
  let refundStepMs = 20;
  let needsAttentionNext = 0;
  const faults: { prefix: string; fault: Fault; times: number }[] = [];
  const held = new Set<ServerResponse>();
  /** Path prefixes Paystack currently sits on (see `stall`). */
  const stalls = new Set<string>();
  const stalled = new Set<ServerResponse>();
  /** Path prefixes Paystack answers slowly, and by how many milliseconds (see `slow`). */
  const slowness = new Map<string, number>();
  let nextId = 5_000_000;
  /** Accounts the banks know: `bankCode:accountNumber` → holder's name. */
  const accounts = new Map<string, string>([
    ['058:0123456789', 'ADAEZE OKAFOR'],
    ['044:0690000031', 'TUNDE BAKARE'],
  ]);
  const recipients = new Map<string, { code: string; name: string }>();
  const transfers = new Map<string, FakeTransfer>();
  let transfersFailNext = 0;
  /** False while the test itself sends the ends of transfers (see `keepTransferEnds`). */
  let transferEnds = true;
  let otpNext = 0;
  let pauseChargesNext = 0;
  let declineChargesNext = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { status: false, message });

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    const slow = [...slowness].find(([prefix]) => (req.url ?? '').startsWith(prefix));
    if (slow) {
      req.pause(); // taken in after the delay, then answered as usual
      setTimeout(() => req.resume(), slow[1]);
    }
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        return refuse(res, 400, 'Invalid JSON');
      }
      const path = (req.url ?? '/').split('?')[0];
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        body,
      });
      if ([...stalls].some((prefix) => path.startsWith(prefix))) {
        stalled.add(res);
        return;
      }
      const fault = faults.find((f) => path.startsWith(f.prefix) && f.times > 0);
      if (fault) {
        fault.times -= 1;
        if (fault.fault === 'timeout') {
          held.add(res);
          return;
        }
        return refuse(res, 503, 'Service temporarily unavailable');
      }
      if (req.headers.authorization !== `Bearer ${secret}`) {
        return refuse(res, 401, 'Invalid key');
      }
      if (req.method === 'POST' && path === '/transaction/initialize') {
        const b = body ?? {};
        if (typeof b.email !== 'string' || !b.email.includes('@'))
          return refuse(res, 400, 'Invalid Email Address Passed');
        if (!Number.isInteger(b.amount) || (b.amount as number) <= 0)
          return refuse(res, 400, 'Invalid Amount Sent');
        if (b.currency !== 'NGN') return refuse(res, 400, 'Currency not supported by merchant');
        if (typeof b.reference !== 'string' || b.reference.length < 6)
          return refuse(res, 400, 'Invalid transaction reference');
        if (transactions.has(b.reference))
          return refuse(res, 400, 'Duplicate Transaction Reference');
        if (!b.metadata || typeof b.metadata !== 'object')
          return refuse(res, 400, 'Invalid metadata');
        const accessCode = randomBytes(8).toString('hex');
        transactions.set(b.reference, {
          id: nextId++,
          reference: b.reference,
          email: b.email,
          amount: b.amount as number,
          currency: 'NGN',
          metadata: b.metadata as Record<string, unknown>,
          callbackUrl: String(b.callback_url ?? ''),
          status: 'ongoing',
          paidAt: null,
        });
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.test/${accessCode}`,
            access_code: accessCode,
            reference: b.reference,
          },
        });
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
      if (req.method === 'GET' && verify) {
        const tx = transactions.get(decodeURIComponent(verify[1]));
        if (!tx) return refuse(res, 404, 'Transaction reference not found');
        return send(res, 200, {
          status: true,
          message: 'Verification successful',
          data: charge(tx),
        });
      }
      if (req.method === 'POST' && path === '/refund') {
        const tx = transactions.get(String(body?.transaction ?? ''));
        if (!tx || tx.status !== 'success')
          return refuse(res, 400, 'Transaction not found or not successful');
        const amount = body?.amount === undefined ? tx.amount : body.amount;
        const already = refunded.get(tx.reference) ?? 0;
        if (!Number.isInteger(amount) || (amount as number) <= 0)
          return refuse(res, 400, 'Invalid refund amount');
        if (already >= tx.amount) return refuse(res, 400, 'Transaction has been fully reversed');
        if ((amount as number) > tx.amount - already)
          return refuse(res, 400, 'Refund amount cannot be more than the transaction amount');
        refunded.set(tx.reference, already + (amount as number));
        const refund: FakeRefund = {
          id: nextId++,
          reference: tx.reference,
          amount: amount as number,
          status: 'pending',
          refundReference: null,
          account: null,
        };
        refunds.set(refund.id, refund);
        const attention = needsAttentionNext > 0;
        if (attention) needsAttentionNext -= 1;
        schedule(refund, attention ? ['pending', 'processing', 'needs-attention'] : undefined);
        return send(res, 200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: {
            id: refund.id,
            status: 'pending',
            amount: refund.amount,
            currency: tx.currency,
            transaction: { id: tx.id, reference: tx.reference, amount: tx.amount },
          },
        });
      }
      if (req.method === 'POST' && path === '/transaction/charge_authorization') {
        const b = body ?? {};
        const card = [...transactions.values()].find(
          (t) => t.status === 'success' && t.email === b.email,
        );
        if (!card || b.authorization_code !== 'AUTH_must_never_be_stored')
          return refuse(res, 400, 'Invalid authorization code');
        if (!Number.isInteger(b.amount) || (b.amount as number) <= 0)
          return refuse(res, 400, 'Invalid Amount Sent');
        if (typeof b.reference !== 'string' || transactions.has(b.reference))
          return refuse(res, 400, 'Duplicate Transaction Reference');
        const paused = pauseChargesNext > 0;
        if (paused) pauseChargesNext -= 1;
        const declined = !paused && declineChargesNext > 0;
        if (declined) declineChargesNext -= 1;
        const tx: FakeTransaction = {
          id: nextId++,
          reference: b.reference,
          email: card.email,
          amount: b.amount as number,
          currency: 'NGN',
          metadata: (b.metadata as Record<string, unknown>) ?? {},
          callbackUrl: '',
          status: paused ? 'ongoing' : declined ? 'failed' : 'success',
          paidAt: paused || declined ? null : new Date().toISOString(),
        };
        transactions.set(tx.reference, tx);
        // A declined card: Paystack answers the attempt (status true) with a failed transaction.
        if (declined) {
          return send(res, 200, { status: true, message: 'Charge attempted', data: charge(tx) });
        }
        if (paused) {
          return send(res, 200, {
            status: true,
            message: 'Charge attempted',
            data: {
              paused: true,
              authorization_url: `https://checkout.paystack.test/${randomBytes(8).toString('hex')}`,
              reference: tx.reference,
              status: 'ongoing',
            },
          });
        }
        later(() => deliver('charge.success', charge(tx)));
        return send(res, 200, { status: true, message: 'Charge attempted', data: charge(tx) });
      }
      if (req.method === 'GET' && path === '/bank') {
        return send(res, 200, {
          status: true,
          message: 'Banks retrieved',
          data: FAKE_BANKS.map((b) => ({ ...b, currency: 'NGN', type: 'nuban', active: true })),
        });
      }
      if (req.method === 'GET' && path === '/bank/resolve') {
        const query = new URL(req.url ?? '/', 'http://fake').searchParams;
        const name = accounts.get(`${query.get('bank_code')}:${query.get('account_number')}`);
        if (!name)
          return refuse(res, 422, 'Could not resolve account name. Check parameters or try again.');
        return send(res, 200, {
          status: true,
          message: 'Account number resolved',
          data: { account_number: query.get('account_number'), account_name: name, bank_id: 9 },
        });
      }
      if (req.method === 'POST' && path === '/transferrecipient') {
        const b = body ?? {};
        if (b.type !== 'nuban' || b.currency !== 'NGN' || typeof b.name !== 'string')
          return refuse(res, 400, 'Invalid recipient');
        const account = `${String(b.bank_code)}:${String(b.account_number)}`;
        if (!accounts.has(account)) return refuse(res, 422, 'Cannot resolve account');
        let recipient = recipients.get(account);
        if (!recipient) {
          recipient = { code: `RCP_${randomBytes(7).toString('hex')}`, name: b.name };
          recipients.set(account, recipient);
        }
        return send(res, 201, {
          status: true,
          message: 'Transfer recipient created successfully',
          data: { recipient_code: recipient.code, name: recipient.name, type: 'nuban' },
        });
      }
      if (req.method === 'POST' && path === '/transfer') {
        const b = body ?? {};
        if (b.source !== 'balance') return refuse(res, 400, 'Invalid source');
        if (!Number.isInteger(b.amount) || (b.amount as number) <= 0)
          return refuse(res, 400, 'Invalid amount');
        if (![...recipients.values()].some((r) => r.code === b.recipient))
          return refuse(res, 404, 'Recipient not found');
        if (typeof b.reference !== 'string' || !/^[a-z0-9_-]+$/.test(b.reference))
          return refuse(res, 400, 'Invalid transfer reference');
        if (transfers.has(b.reference)) return refuse(res, 400, 'Duplicate Transfer Reference');
        const otp = otpNext > 0;
        if (otp) otpNext -= 1;
        const transfer: FakeTransfer = {
          id: nextId++,
          reference: b.reference,
          transferCode: `TRF_${randomBytes(7).toString('hex')}`,
          recipient: String(b.recipient),
          amount: b.amount as number,
          reason: String(b.reason ?? ''),
          status: otp ? 'otp' : 'pending',
        };
        transfers.set(transfer.reference, transfer);
        if (!otp && transferEnds) {
          const fails = transfersFailNext > 0;
          if (fails) transfersFailNext -= 1;
          later(async () => {
            await new Promise((r) => setTimeout(r, refundStepMs));
            transfer.status = fails ? 'failed' : 'success';
            await deliver(`transfer.${transfer.status}`, transferData(transfer));
          });
        }
        return send(res, 200, {
          status: true,
          message: otp ? 'Transfer requires OTP to continue' : 'Transfer has been queued',
          data: transferData(transfer),
        });
      }
      const transferVerify = /^\/transfer\/verify\/(.+)$/.exec(path);
      if (req.method === 'GET' && transferVerify) {
        const transfer = transfers.get(decodeURIComponent(transferVerify[1]));
        if (!transfer) return refuse(res, 404, 'Transfer not found');
        return send(res, 200, {
          status: true,
          message: 'Transfer retrieved',
          data: transferData(transfer),
        });
      }
      const retry = /^\/refund\/retry_with_customer_details\/(\d+)$/.exec(path);
      if (req.method === 'POST' && retry) {
        const refund = refunds.get(Number(retry[1]));
        if (!refund) return refuse(res, 404, 'Refund not found');
        if (refund.status !== 'needs-attention')
          return refuse(res, 400, 'Refund does not need customer details');
        const account = body?.refund_account_details as Record<string, unknown> | undefined;
        if (
          !account ||
          account.currency !== 'NGN' ||
          !/^\d{10}$/.test(String(account.account_number ?? '')) ||
          !/^\d+$/.test(String(account.bank_id ?? ''))
        )
          return refuse(res, 400, 'Invalid refund account details');
        refund.account = account;
        refund.status = 'pending';
        schedule(refund, ['processing', 'processed']);
        return send(res, 200, {
          status: true,
          message: 'Refund retried',
          data: { id: refund.id, status: 'pending', amount: refund.amount, currency: 'NGN' },
        });
      }
      return refuse(res, 404, 'Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function charge(tx: FakeTransaction) {
    return {
      id: tx.id,
      status: tx.status,
      reference: tx.reference,
      amount: tx.amount,
      currency: tx.currency,
      paid_at: tx.paidAt,
      channel: tx.status === 'success' ? 'card' : null,
      gateway_response: tx.status === 'success' ? 'Approved' : 'Declined',
      metadata: tx.metadata,
      customer: { email: tx.email },
      authorization:
        tx.status === 'success'
          ? {
              authorization_code: 'AUTH_must_never_be_stored',
              last4: '4081',
              exp_month: '12',
              exp_year: '2030',
              brand: 'visa',
              card_type: 'visa',
              bank: 'TEST BANK',
              channel: 'card',
              reusable: true,
              signature: 'SIG_fake4081',
            }
          : undefined,
    };
  }

  /** A transfer as Paystack's transfer object and `transfer.*` events show it. */
  function transferData(transfer: FakeTransfer) {
    return {
      id: transfer.id,
      domain: 'test',
      amount: transfer.amount,
      currency: 'NGN',
      reference: transfer.reference,
      source: 'balance',
      reason: transfer.reason,
      status: transfer.status,
      transfer_code: transfer.transferCode,
      recipient: { recipient_code: transfer.recipient, type: 'nuban' },
      created_at: new Date().toISOString(),
    };
  }

  /** Runs `work` after the answer is sent, counted among the deliveries `settled` waits for. */
  function later(work: () => Promise<unknown>) {
    const run = (async () => {
      await new Promise((r) => setImmediate(r));
      await work();
    })().then(
      () => undefined,
      () => undefined,
    );
    deliveries.add(run);
    void run.finally(() => deliveries.delete(run));
  }

  /** A webhook as Paystack sends it: the raw bytes and their signature. */
  const signed = (event: string, data: Record<string, unknown>, key = secret) => {
    const raw = JSON.stringify({ event, data });
    return { raw, signature: createHmac('sha512', key).update(raw).digest('hex') };
  };

  /** A refund event's data as Paystack's samples show it (the amount a string). */
  function refundData(refund: FakeRefund) {
    const tx = transactions.get(refund.reference)!;
    const named = refund.status === 'needs-attention' || refund.status === 'processed';
    return {
      status: refund.status,
      transaction_reference: refund.reference,
      refund_reference: named ? refund.refundReference : null,
      amount: String(refund.amount),
      currency: tx.currency,
      processor: 'instant-transfer',
      customer: { first_name: null, last_name: null, email: tx.email },
      integration: 412829,
      domain: 'test',
      ...(refund.status === 'needs-attention' ? { id: String(refund.id) } : {}),
    };
  }

  /** Sends a webhook to the app, if it was given somewhere to send them. */
  function deliver(event: string, data: Record<string, unknown>): Promise<void> {
    if (!sender) return Promise.resolve();
    const { raw, signature } = signed(event, data);
    const delivery = sender(raw, signature).then(
      () => undefined,
      () => undefined,
    );
    deliveries.add(delivery);
    return delivery.finally(() => deliveries.delete(delivery));
  }

  /** Moves a refund through `steps`, one webhook each, `refundStepMs` apart. */
  function schedule(
    refund: FakeRefund,
    steps: FakeRefund['status'][] = ['pending', 'processing', 'processed'],
  ) {
    const run = (async () => {
      for (const step of steps) {
        await new Promise((r) => setTimeout(r, refundStepMs));
        refund.status = step;
        if (step === 'needs-attention' || step === 'processed')
          refund.refundReference ??= `TRF_${randomBytes(6).toString('hex')}`;
        const tx = transactions.get(refund.reference)!;
        if (step === 'processed' && (refunded.get(refund.reference) ?? 0) >= tx.amount)
          tx.status = 'reversed';
        await deliver(`refund.${step}`, refundData(refund));
      }
    })().catch(() => undefined);
    deliveries.add(run);
    void run.finally(() => deliveries.delete(run));
  }

  /** A chargeback's data as Paystack's `charge.dispute.*` samples show it. */
  function disputeData(
    reference: string,
    dispute: {
      id: number;
      status: string;
      resolution?: string | null;
      dueAt?: string | null;
      resolvedAt?: string | null;
      updatedAt?: string;
    },
  ) {
    const tx = transactions.get(reference);
    if (!tx) throw new Error(`No transaction ${reference}`);
    return {
      id: dispute.id,
      refund_amount: tx.amount,
      currency: tx.currency,
      status: dispute.status,
      resolution: dispute.resolution ?? null,
      domain: 'test',
      transaction: charge(tx),
      transaction_reference: null,
      category: 'chargeback',
      customer: { email: tx.email },
      bin: '408408',
      last4: '4081',
      dueAt: dispute.dueAt ?? null,
      resolvedAt: dispute.resolvedAt ?? null,
      evidence: null,
      history: [],
      messages: [],
      created_at: new Date().toISOString(),
      updated_at: dispute.updatedAt ?? new Date().toISOString(),
    };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    transactions,
    /** The payer pays (or not) on the checkout page; `overrides` fake a tampered amount. */
    settle(
      reference: string,
      status: FakeTransaction['status'],
      overrides: Partial<Pick<FakeTransaction, 'amount' | 'currency'>> = {},
    ) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`No transaction ${reference}`);
      Object.assign(
        tx,
        { status, paidAt: status === 'success' ? new Date().toISOString() : null },
        overrides,
      );
      return tx;
    },
    /** `charge.success` for a settled transaction, signed. */
    chargeSuccess(reference: string, key = secret) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`No transaction ${reference}`);
      return signed('charge.success', charge(tx), key);
    },
    signed,
    refunds,
    /** The `POST /refund` calls the app made for `reference`. */
    refundCalls(reference: string) {
      return requests.filter(
        (r) => r.method === 'POST' && r.path === '/refund' && r.body?.transaction === reference,
      );
    },
    /** Sends webhooks to the app from now on (refund progress, disputes). */
    deliverWebhooksTo(to: FakeWebhookSender, stepMs = 20) {
      sender = to;
      refundStepMs = stepMs;
    },
    transfers,
    /** The bank knows this account (`GET /bank/resolve` answers its holder's name). */
    addAccount(bankCode: string, accountNumber: string, name: string) {
      accounts.set(`${bankCode}:${accountNumber}`, name);
    },
    /** The next `times` transfers end with `transfer.failed`. */
    transfersFail(times = 1) {
      transfersFailNext += times;
    },
    /** From now on transfers stay pending and no `transfer.*` webhook is sent: the test sends them. */
    keepTransferEnds() {
      transferEnds = false;
    },
    /**
     * `transfer.<status>` for a transfer made at the fake, signed (the transfer takes that
     * status); `overrides` change the event's data (another event id, as a redelivery may carry).
     */
    transferEvent(
      reference: string,
      status: 'success' | 'failed' | 'reversed',
      overrides: Record<string, unknown> = {},
    ) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`No transfer ${reference}`);
      transfer.status = status;
      return signed(`transfer.${status}`, { ...transferData(transfer), ...overrides });
    },
    /** The next `times` transfers wait for an OTP (status `otp`, no webhook). */
    transfersNeedOtp(times = 1) {
      otpNext += times;
    },
    /** The next `times` saved-card charges need the customer's approval (`paused`). */
    pauseCharges(times = 1) {
      pauseChargesNext += times;
    },
    /** The next `times` saved-card charges are declined by the bank (a failed transaction). */
    declineCharges(times = 1) {
      declineChargesNext += times;
    },
    /** The `POST /transaction/charge_authorization` calls the app made. */
    savedCardCharges() {
      return requests.filter(
        (r) => r.method === 'POST' && r.path === '/transaction/charge_authorization',
      );
    },
    /** The next `times` refunds stop at `refund.needs-attention` until retried with details. */
    refundsNeedAttention(times = 1) {
      needsAttentionNext += times;
    },
    /** Waits until every refund step and webhook under way has been delivered. */
    async settled() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
    /** Sends `charge.dispute.create|remind|resolve` for a paid transaction. */
    async dispute(
      event: 'create' | 'remind' | 'resolve',
      reference: string,
      dispute: Parameters<typeof disputeData>[1],
    ) {
      await deliver(`charge.dispute.${event}`, disputeData(reference, dispute));
    },
    /** The next `times` requests whose path starts with `prefix` answer 503, or never answer. */
    fail(prefix: string, fault: Fault, times = 1) {
      faults.push({ prefix, fault, times });
    },
    /**
     * A stalled Paystack: until `resume()`, every request whose path starts with one of
     * `prefixes` is taken in and never answered.
     */
    stall(...prefixes: string[]) {
      for (const prefix of prefixes) stalls.add(prefix);
    },
    /** Requests whose path starts with `prefix` are answered `ms` later (0: at once again). */
    slow(prefix: string, ms: number) {
      if (ms > 0) slowness.set(prefix, ms);
      else slowness.delete(prefix);
    },
    /** Paystack answers again; the connections it sat on are dropped. */
    resume() {
      stalls.clear();
      for (const res of stalled) res.destroy();
      stalled.clear();
    },
    async close() {
      for (const res of stalled) res.destroy();
      for (const res of held) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
