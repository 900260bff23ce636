import { PDFParse } from 'pdf-parse';
import type { Response } from 'supertest';
import { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import type { TestContext } from './app.js';
import { submitApplication } from './applications.js';
import type { FakePaystack } from './paystack.js';

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
