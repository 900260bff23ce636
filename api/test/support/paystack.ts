import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_PAYSTACK_SECRET = 'sk_test_rentnaija0000000000000000000000';
export const TEST_PAYSTACK_PUBLIC = 'pk_test_rentnaija0000000000000000000000';

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

/**
 * A fake Paystack on loopback: `POST /transaction/initialize`, `GET /transaction/verify/:ref`,
 * `POST /refund`. It checks what a real Paystack would refuse (the Bearer secret, an integer
 * amount in kobo, NGN, a reference, metadata) and answers 401/400 like Paystack; it keeps every
 * request for the tests to inspect, and can be told to answer 5xx or not at all (timeouts).
 */
export async function startFakePaystack(secret = TEST_PAYSTACK_SECRET) {
  const requests: PaystackRequest[] = [];
  const transactions = new Map<string, FakeTransaction>();
  const faults: { prefix: string; fault: Fault; times: number }[] = [];
  const held = new Set<ServerResponse>();
  /** Path prefixes Paystack currently sits on (see `stall`). */
  const stalls = new Set<string>();
  const stalled = new Set<ServerResponse>();
  /** Path prefixes Paystack answers slowly, and by how many milliseconds (see `slow`). */
  const slowness = new Map<string, number>();
  let nextId = 5_000_000;

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
        if (!tx) return refuse(res, 400, 'Transaction reference not found');
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
        if (!Number.isInteger(body?.amount) || (body!.amount as number) > tx.amount)
          return refuse(res, 400, 'Invalid refund amount');
        tx.status = 'reversed';
        return send(res, 200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: {
            id: nextId++,
            status: 'pending',
            amount: body!.amount,
            currency: tx.currency,
            transaction: { id: tx.id, reference: tx.reference },
          },
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
              brand: 'visa',
              card_type: 'visa',
              bank: 'TEST BANK',
              channel: 'card',
            }
          : undefined,
    };
  }

  /** A webhook as Paystack sends it: the raw bytes and their signature. */
  const signed = (event: string, data: Record<string, unknown>, key = secret) => {
    const raw = JSON.stringify({ event, data });
    return { raw, signature: createHmac('sha512', key).update(raw).digest('hex') };
  };

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
