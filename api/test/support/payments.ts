import { PDFParse } from 'pdf-parse';
import type { Response } from 'supertest';
import type { TestContext } from './app.js';

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
