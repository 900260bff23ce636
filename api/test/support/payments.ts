import { PDFParse } from 'pdf-parse';
import type { Response } from 'supertest';
import { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import { createTestApp, type TestContext } from './app.js';
import { submitApplication } from './applications.js';
import { makeSignedInUser } from './factories.js';
import { type FakePaystack, paystackEnv, startFakePaystack } from './paystack.js';
import { startSmtpServer } from './smtp.js';

/** Reads a binary answer (a PDF) into a Buffer. */
export const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The text of a PDF, as a reader would copy it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Posts a webhook with exactly these bytes and this signature. */
export function postWebhook(ctx: TestContext, raw: string, signature?: string): Promise<Response> {
  const req = ctx.http
    .post('/api/payments/webhook/paystack')
    .set('Content-Type', 'application/json');
  if (signature !== undefined) req.set('x-paystack-signature', signature);
  return req.send(raw);
}

/**
 * A tenant's application for a listing, paid on the fake Paystack's checkout and told by its
 * signed webhook, jobs drained: the application and the completed payment's reference and id.
 */
export async function paidApplication(
  ctx: TestContext,
  paystack: FakePaystack,
  tenant: Record<string, string>,
  propertyId: string,
) {
  const app = await submitApplication(ctx, tenant, propertyId);
  const init = await ctx.http
    .post('/api/payments/initialize')
    .set(tenant)
    .send({ applicationId: app.id });
  if (init.status !== 201)
    throw new Error(`initialize: ${init.status} ${JSON.stringify(init.body)}`);
  const { reference, paymentId } = init.body as { reference: string; paymentId: string };
  paystack.settle(reference, 'success');
  const { raw, signature } = paystack.chargeSuccess(reference);
  const delivered = await postWebhook(ctx, raw, signature);
  if (delivered.status !== 200) throw new Error(`webhook: ${delivered.status}`);
  await ctx.drainJobs();
  const payment = await ctx.dataSource.getRepository(Payment).findOneByOrFail({ id: paymentId });
  if (payment.status !== 'completed') throw new Error(`payment ${reference} is ${payment.status}`);
  return { app, reference, paymentId, payment };
}

/** Lets the gateway's transfers, refunds and webhooks under way arrive and be applied. */
export async function settleGateway(ctx: TestContext, paystack: FakePaystack, timeoutMs?: number) {
  for (let i = 0; i < 4; i++) {
    await ctx.drainJobs(timeoutMs);
    await paystack.settled();
  }
  await ctx.drainJobs(timeoutMs);
}

/**
 * The app as the money specs run it: the fake Paystack server as its gateway (its webhooks
 * posted back signed, unless `webhooks: false`), a real SMTP peer, and an admin and a support
 * agent to decide what staff decide. `close` stops all three.
 */
export async function startMoneyWorld(
  options: { env?: Record<string, string>; webhooks?: boolean } = {},
) {
  const paystack = await startFakePaystack();
  const smtp = await startSmtpServer();
  const ctx = await createTestApp({
    smtpUrl: smtp.url,
    env: { ...paystackEnv(paystack), ...options.env },
  });
  if (options.webhooks !== false) {
    paystack.deliverWebhooksTo((raw, signature) => postWebhook(ctx, raw, signature));
  }
  const [admin, support] = await Promise.all([
    makeSignedInUser(ctx, { role: 'admin' }),
    makeSignedInUser(ctx, { role: 'support' }),
  ]);
  const close = async () => {
    await ctx.close();
    await paystack.close();
    await smtp.close();
  };
  return { ctx, paystack, smtp, admin, support, close };
}
export type MoneyWorld = Awaited<ReturnType<typeof startMoneyWorld>>;
