import { createHmac, randomBytes } from 'node:crypto';
import { PaymentWebhookEvent } from '../src/modules/payments/entities/payment-webhook-event.entity.js';
import { SandboxTransfer } from '../src/modules/payments/entities/sandbox-transfer.entity.js';
import {
  GatewayError,
  type GatewayEvent,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  WebhookSignatureError,
} from '../src/modules/payments/gateway/payment-gateway.js';
import type { SandboxGateway } from '../src/modules/payments/gateway/sandbox.gateway.js';
import { type PaymentEvent, PaymentEvents } from '../src/modules/payments/payment-events.js';
import { createTestApp, type TestContext } from './support/app.js';
import {
  type FakePaystack,
  startFakePaystack,
  TEST_PAYSTACK_SECRET,
  paystackEnv,
} from './support/paystack.js';
import { postWebhook } from './support/payments.js';

/**
 * What every payment gateway promises the payments flows, checked against the built-in sandbox
 * and against the Paystack adapter talking to a fake Paystack: the same calls give the same
 * answers, and each one's webhooks read as the same gateway-neutral events.
 */
interface Harness {
  ctx: TestContext;
  gateway: PaymentGateway;
  /** The key its webhooks are signed with. */
  secret: string;
  /** A ten-digit account the gateway's banks know, at `bankCode`. */
  account: { number: string; bankCode: string };
  /** Opens a checkout for `email` and pays it with a card; answers the reference. */
  paidTransaction(email: string): Promise<string>;
  /** How many transfers the gateway holds for `reference`. */
  transfersFor(reference: string): Promise<number>;
  /** Waits for the gateway's webhooks under way and applies them. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

async function sandboxHarness(): Promise<Harness> {
  const ctx = await createTestApp();
  const gateway = ctx.app.get<SandboxGateway>(PAYMENT_GATEWAY);
  return {
    ctx,
    gateway,
    secret: gateway.webhookSecret,
    account: { number: '0123456789', bankCode: '058' },
    async paidTransaction(email) {
      const reference = `RN-CT-${randomBytes(5).toString('hex').toUpperCase()}`;
      const init = await gateway.initialize(checkout(email, reference));
      await gateway.act(init.accessCode, 'pay');
      return reference;
    },
    transfersFor: (reference) =>
      ctx.dataSource.getRepository(SandboxTransfer).countBy({ reference }),
    /** The sandbox reports by its own webhooks, sent right after it answers: until they stop. */
    async settle() {
      const received = () => ctx.dataSource.getRepository(PaymentWebhookEvent).count();
      let last = -1;
      for (let i = 0; i < 50; i++) {
        await new Promise((r) => setTimeout(r, 100));
        await ctx.drainJobs();
        const now = await received();
        if (now === last) return;
        last = now;
      }
    },
    close: () => ctx.close(),
  };
}

async function paystackHarness(): Promise<Harness> {
  const paystack: FakePaystack = await startFakePaystack();
  const ctx = await createTestApp({
    env: {
      ...paystackEnv(paystack),
    },
  });
  paystack.deliverWebhooksTo((raw, signature) => postWebhook(ctx, raw, signature), 5);
  const gateway = ctx.app.get<PaymentGateway>(PAYMENT_GATEWAY);
  return {
    ctx,
    gateway,
    secret: TEST_PAYSTACK_SECRET,
    account: { number: '0123456789', bankCode: '058' },
    async paidTransaction(email) {
      const reference = `RN-CT-${randomBytes(5).toString('hex').toUpperCase()}`;
      await gateway.initialize(checkout(email, reference));
      paystack.settle(reference, 'success');
      return reference;
    },
    transfersFor: (reference) => Promise.resolve(paystack.transfers.has(reference) ? 1 : 0),
    async settle() {
      for (let i = 0; i < 3; i++) {
        await paystack.settled();
        await ctx.drainJobs();
      }
    },
    async close() {
      await ctx.close();
      await paystack.close();
    },
  };
}

const checkout = (email: string, reference: string) => ({
  email,
  amountKobo: 250_000_00,
  currency: 'NGN' as const,
  reference,
  callbackUrl: 'http://localhost/payments/callback',
  metadata: { applicationId: 'a', propertyId: 'p', paymentId: 'x' },
});

const transferReference = () => `payout-${randomBytes(8).toString('hex')}`;

describe('the Paystack adapter, on what only Paystack answers', () => {
  let paystack: FakePaystack;
  let ctx: TestContext;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    ctx = await createTestApp({
      env: {
        PAYSTACK_SECRET_KEY: TEST_PAYSTACK_SECRET,
        PAYSTACK_BASE_URL: paystack.url,
      },
    });
    paystack.deliverWebhooksTo((raw, signature) => postWebhook(ctx, raw, signature), 5);
    gateway = ctx.app.get<PaymentGateway>(PAYMENT_GATEWAY);
  });
  afterAll(async () => {
    await ctx.close();
    await paystack.close();
  });

  const recipient = () =>
    gateway.createTransferRecipient({
      name: 'ADAEZE OKAFOR',
      accountNumber: '0123456789',
      bankCode: '058',
    });

  it('answers a transfer waiting for an OTP as `otp`, and one the bank refused as failed', async () => {
    const { recipientCode } = await recipient();
    paystack.transfersNeedOtp(1);
    const waiting = await gateway.initiateTransfer({
      amountKobo: 500_00,
      recipient: recipientCode,
      reference: transferReference(),
      reason: 'Payout',
    });
    expect(waiting.status).toBe('otp');

    paystack.transfersFail(1);
    const reference = transferReference();
    await gateway.initiateTransfer({
      amountKobo: 500_00,
      recipient: recipientCode,
      reference,
      reason: 'Payout',
    });
    for (let i = 0; i < 3; i++) {
      await paystack.settled();
      await ctx.drainJobs();
    }
    expect((await gateway.verifyTransfer(reference)).status).toBe('failed');
    expect(
      await ctx.dataSource.getRepository(PaymentWebhookEvent).findOneByOrFail({ reference }),
    ).toMatchObject({ kind: 'transfer', event: 'transfer.failed', outcome: 'transfer failed' });
  });

  it('answers a saved-card charge the bank wants approved as paused, with where to approve it', async () => {
    const reference = `RN-CT-${randomBytes(5).toString('hex').toUpperCase()}`;
    await gateway.initialize(checkout('paused@example.com', reference));
    paystack.settle(reference, 'success');
    const { card } = await gateway.verify(reference);
    paystack.pauseCharges(1);
    const charge = await gateway.chargeAuthorization({
      email: 'paused@example.com',
      amountKobo: 100_00,
      authorizationCode: card!.authorizationCode,
      reference: `${reference}-2`,
    });
    expect(charge).toEqual({
      paused: true,
      authorizationUrl: expect.stringMatching(/^https:\/\/checkout\.paystack\.test\//),
      reference: `${reference}-2`,
    });
  });

  it('sends no transfer request for a reference Paystack would refuse', async () => {
    const before = paystack.requests.length;
    await expect(
      gateway.initiateTransfer({
        amountKobo: 100,
        recipient: 'RCP_x',
        reference: 'RN-PAYOUT-1',
        reason: 'x',
      }),
    ).rejects.toBeInstanceOf(GatewayError);
    expect(paystack.requests.length).toBe(before);
  });
});

describe.each([
  ['the sandbox gateway', sandboxHarness],
  ['the Paystack adapter (fake Paystack)', paystackHarness],
])('the payment gateway contract: %s', (_name, start) => {
  let h: Harness;
  const published: PaymentEvent[] = [];

  beforeAll(async () => {
    h = await start();
    h.ctx.app.get(PaymentEvents).subscribe((_m, event) => {
      published.push(event);
      return Promise.resolve();
    });
  });
  afterAll(() => h.close());

  const sign = (event: string, data: Record<string, unknown>, key = h.secret) => {
    const raw = Buffer.from(JSON.stringify({ event, data }));
    return {
      raw,
      headers: { 'x-paystack-signature': createHmac('sha512', key).update(raw).digest('hex') },
    };
  };
  const parse = (event: string, data: Record<string, unknown>) => {
    const { raw, headers } = sign(event, data);
    return h.gateway.parseWebhook(raw, headers);
  };
  const events = () => h.ctx.dataSource.getRepository(PaymentWebhookEvent);

  describe('payouts', () => {
    it('lists banks with their codes and ids', async () => {
      const banks = await h.gateway.listBanks();
      expect(banks.length).toBeGreaterThan(0);
      expect(banks).toContainEqual(
        expect.objectContaining({ code: h.account.bankCode, name: expect.any(String) }),
      );
      for (const bank of banks) {
        expect(bank).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          code: expect.stringMatching(/^\d+$/),
          slug: expect.any(String),
        });
      }
    });

    it("resolves an account number to its holder's name, and refuses one no bank knows", async () => {
      const { accountName } = await h.gateway.resolveAccount(h.account.number, h.account.bankCode);
      expect(accountName).toMatch(/^[A-Z][A-Z ]+$/);
      const refused = await h.gateway.resolveAccount('12345', h.account.bankCode).catch((e) => e);
      expect(refused).toBeInstanceOf(GatewayError);
      expect(refused).toMatchObject({ retryable: false });
    });

    it('creates a transfer recipient once: the same account again answers the same code', async () => {
      const input = {
        name: 'ADAEZE OKAFOR',
        accountNumber: h.account.number,
        bankCode: h.account.bankCode,
      };
      const first = await h.gateway.createTransferRecipient(input);
      const second = await h.gateway.createTransferRecipient(input);
      expect(first.recipientCode).toMatch(/^RCP_\w+$/);
      expect(second).toEqual(first);
    });

    it('sends a transfer once per reference, and its end arrives as a transfer event', async () => {
      const { recipientCode } = await h.gateway.createTransferRecipient({
        name: 'ADAEZE OKAFOR',
        accountNumber: h.account.number,
        bankCode: h.account.bankCode,
      });
      const reference = transferReference();
      const input = {
        amountKobo: 150_000_00,
        recipient: recipientCode,
        reference,
        reason: 'Rent for Flat 2, Yaba',
      };
      const first = await h.gateway.initiateTransfer(input);
      expect(first).toMatchObject({
        reference,
        transferCode: expect.stringMatching(/^TRF_\w+$/),
        amountKobo: 150_000_00,
      });
      expect(['pending', 'success']).toContain(first.status);
      const again = await h.gateway.initiateTransfer(input);
      expect(again.transferCode).toBe(first.transferCode);
      expect(await h.transfersFor(reference)).toBe(1);

      await h.settle();
      expect(await h.gateway.verifyTransfer(reference)).toMatchObject({
        reference,
        transferCode: first.transferCode,
        status: 'success',
        amountKobo: 150_000_00,
      });
      const recorded = await events().findBy({ reference });
      expect(recorded).toEqual([
        expect.objectContaining({
          kind: 'transfer',
          event: 'transfer.success',
          status: 'processed',
          outcome: 'transfer success',
        }),
      ]);
      expect(published).toContainEqual({
        kind: 'transfer',
        transfer: expect.objectContaining({ reference, status: 'success' }),
      });
    });

    it('refuses a transfer reference with capitals or other signs before asking the bank', async () => {
      for (const reference of ['RN-PAYOUT-1', 'payout 1', 'payout/1', '']) {
        const refused = await h.gateway
          .initiateTransfer({ amountKobo: 100, recipient: 'RCP_x', reference, reason: 'x' })
          .catch((e) => e);
        expect(refused).toBeInstanceOf(GatewayError);
        expect(refused).toMatchObject({ retryable: false, status: 400 });
        expect(await h.transfersFor(reference)).toBe(0);
      }
    });

    it('answers a transfer it never made with a 404', async () => {
      const missing = await h.gateway.verifyTransfer(transferReference()).catch((e) => e);
      expect(missing).toBeInstanceOf(GatewayError);
      expect(missing).toMatchObject({ retryable: false, status: 404 });
    });
  });

  describe('saved cards', () => {
    it('gives the card a paid transaction may be charged again with, and charges it', async () => {
      const email = `saved-${randomBytes(4).toString('hex')}@example.com`;
      const paid = await h.gateway.verify(await h.paidTransaction(email));
      expect(paid.status).toBe('success');
      expect(paid.card).toMatchObject({
        authorizationCode: expect.stringMatching(/^AUTH_\w+$/),
        reusable: true,
        last4: '4081',
        signature: expect.any(String),
      });
      expect(JSON.stringify(paid.summary)).not.toContain('AUTH_');

      const reference = `RN-CT-${randomBytes(5).toString('hex').toUpperCase()}`;
      const charged = await h.gateway.chargeAuthorization({
        email,
        amountKobo: 150_000_00,
        authorizationCode: paid.card!.authorizationCode,
        reference,
      });
      expect(charged).toMatchObject({
        paused: false,
        transaction: { reference, status: 'success', amountKobo: 150_000_00, currency: 'NGN' },
      });
      expect((await h.gateway.verify(reference)).status).toBe('success');
      // The gateway tells of the charge by webhook too, read as a charge (not ours: ignored).
      await h.settle();
      expect(await events().findOneByOrFail({ reference })).toMatchObject({
        kind: 'charge',
        event: 'charge.success',
        status: 'ignored',
      });

      const refused = await h.gateway
        .chargeAuthorization({
          email: 'someone-else@example.com',
          amountKobo: 100_00,
          authorizationCode: paid.card!.authorizationCode,
          reference: `RN-CT-${randomBytes(5).toString('hex').toUpperCase()}`,
        })
        .catch((e) => e);
      expect(refused).toBeInstanceOf(GatewayError);
      expect(refused).toMatchObject({ retryable: false });
    });
  });

  describe('webhooks', () => {
    const reference = 'RN-CT-WEBHOOK1';
    const cases: [string, Record<string, unknown>, GatewayEvent][] = [
      [
        'charge.success',
        {
          id: 7001,
          reference,
          status: 'success',
          amount: 250_000_00,
          currency: 'NGN',
          channel: 'card',
          paid_at: '2026-11-20T10:00:00.000Z',
          authorization: {
            authorization_code: 'AUTH_abc123',
            reusable: true,
            signature: 'SIG_x',
            last4: '4081',
            brand: 'visa',
            exp_month: '12',
            exp_year: '2030',
          },
        },
        {
          kind: 'charge',
          status: 'success',
          transaction: expect.objectContaining({
            reference,
            status: 'success',
            amountKobo: 250_000_00,
            currency: 'NGN',
            channel: 'card',
            paidAt: '2026-11-20T10:00:00.000Z',
            card: expect.objectContaining({ authorizationCode: 'AUTH_abc123', reusable: true }),
          }) as never,
        },
      ],
      ...(['pending', 'processing', 'processed', 'failed', 'needs-attention'] as const).map(
        (status): [string, Record<string, unknown>, GatewayEvent] => [
          `refund.${status}`,
          {
            id: '91',
            status,
            transaction_reference: reference,
            refund_reference: status === 'processed' ? 'TRF_r1' : null,
            amount: '5000000',
            currency: 'NGN',
          },
          {
            kind: 'refund',
            status,
            transactionReference: reference,
            refundId: '91',
            refundReference: status === 'processed' ? 'TRF_r1' : null,
            amountKobo: 50_000_00,
          },
        ],
      ),
      ...(['create', 'remind', 'resolve'] as const).map(
        (action): [string, Record<string, unknown>, GatewayEvent] => [
          `charge.dispute.${action}`,
          {
            id: 3301,
            status: action === 'resolve' ? 'resolved' : 'awaiting-merchant-feedback',
            resolution: action === 'resolve' ? 'declined' : null,
            category: 'chargeback',
            refund_amount: 250_000_00,
            transaction: { reference },
            dueAt: '2026-12-01T00:00:00.000Z',
            created_at: '2026-11-21T00:00:00.000Z',
            resolvedAt: action === 'resolve' ? '2026-11-25T00:00:00.000Z' : null,
            updated_at: `2026-11-2${action.length}T00:00:00.000Z`,
          },
          {
            kind: 'dispute',
            action,
            disputeId: '3301',
            transactionReference: reference,
            status: action === 'resolve' ? 'resolved' : 'awaiting-merchant-feedback',
            category: 'chargeback',
            amountKobo: 250_000_00,
            dueAt: '2026-12-01T00:00:00.000Z',
            openedAt: '2026-11-21T00:00:00.000Z',
            resolution: action === 'resolve' ? 'declined' : null,
            resolvedAt: action === 'resolve' ? '2026-11-25T00:00:00.000Z' : null,
          },
        ],
      ),
      ...(['success', 'failed', 'reversed'] as const).map(
        (status): [string, Record<string, unknown>, GatewayEvent] => [
          `transfer.${status}`,
          {
            id: 4401,
            reference: 'payout-abc123',
            transfer_code: 'TRF_t1',
            amount: 150_000_00,
            status,
          },
          {
            kind: 'transfer',
            status,
            transfer: {
              reference: 'payout-abc123',
              transferCode: 'TRF_t1',
              status,
              amountKobo: 150_000_00,
              message: null,
            },
          },
        ],
      ),
      [
        'subscription.create',
        { id: 1 },
        { kind: 'ignored', reason: 'not handled: subscription.create' },
      ],
    ];

    it.each(cases)('reads a signed %s as the neutral event', (name, data, expected) => {
      const parsed = parse(name, data);
      expect(parsed.event).toEqual(expected);
      expect(parsed.name).toBe(name);
      expect(parsed.payload).toEqual({ event: name, data });
      // Read again from what was stored, it is the same event.
      expect(h.gateway.readWebhook(parsed.payload)).toEqual(parsed.event);
      // The same delivery has the same key; another event about the same object has another.
      expect(parse(name, data).key).toBe(parsed.key);
      expect(parse(`${name}.again`, data).key).not.toBe(parsed.key);
    });

    it.each(cases)('refuses %s without its signature, or signed with another key', (name, data) => {
      const { raw, headers } = sign(name, data);
      const attempts: [Buffer, Record<string, string | undefined>][] = [
        [raw, {}],
        [raw, { 'x-paystack-signature': 'nothex' }],
        [raw, sign(name, data, 'sk_test_someone_else').headers],
        [Buffer.from(JSON.stringify(JSON.parse(raw.toString()), null, 2)), headers],
      ];
      for (const [body, given] of attempts) {
        expect(() => h.gateway.parseWebhook(body, given)).toThrow(WebhookSignatureError);
      }
    });

    it('keys a chargeback by its version, so a reminder is not taken for the opening', () => {
      const data = { id: 3302, transaction: { reference }, updated_at: '2026-11-21T00:00:00Z' };
      const opened = parse('charge.dispute.create', data);
      const later = parse('charge.dispute.create', { ...data, updated_at: '2026-11-22T00:00:00Z' });
      expect(later.key).not.toBe(opened.key);
    });

    it('records a transfer webhook by kind through the route, once, and publishes its end', async () => {
      const { raw, headers } = sign('transfer.reversed', {
        id: 4402,
        reference: 'payout-route-1',
        transfer_code: 'TRF_t2',
        amount: 900_00,
        status: 'reversed',
      });
      for (let i = 0; i < 3; i++) {
        const res = await postWebhook(h.ctx, raw.toString(), headers['x-paystack-signature']);
        expect(res.status).toBe(200);
      }
      const bad = sign('transfer.reversed', { id: 4403, reference: 'payout-route-2' }, 'nope');
      const refused = await postWebhook(
        h.ctx,
        bad.raw.toString(),
        bad.headers['x-paystack-signature'],
      );
      expect([refused.status, refused.body.code]).toEqual([401, 'INVALID_SIGNATURE']);
      await h.ctx.drainJobs();
      expect(await events().findBy({ reference: 'payout-route-1' })).toEqual([
        expect.objectContaining({
          provider: h.gateway.name,
          kind: 'transfer',
          event: 'transfer.reversed',
          status: 'processed',
        }),
      ]);
      expect(await events().countBy({ reference: 'payout-route-2' })).toBe(0);
      expect(
        published.filter((e) => e.kind === 'transfer' && e.transfer.reference === 'payout-route-1'),
      ).toEqual([
        {
          kind: 'transfer',
          transfer: expect.objectContaining({ status: 'reversed', amountKobo: 900_00 }),
        },
      ]);
    });
  });
});
