import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  formatDateTime,
  formatNaira,
  type MoveInItem,
  paymentMethodLabel,
  refundReasonLabel,
} from '@rentnaija/shared';
import PDFDocument from 'pdfkit';
import type { EntityManager } from 'typeorm';
import { Payment } from './entities/payment.entity.js';
import { Refund } from './entities/refund.entity.js';
import { woffToSfnt } from './woff.js';

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** DejaVu Sans has the naira sign (₦), which the PDF standard fonts lack; read once. */
const receiptFonts = () =>
  (fonts ??= {
    regular: woffToSfnt(readFileSync(fontFile(400))),
    bold: woffToSfnt(readFileSync(fontFile(700))),
  });

export interface ReceiptData {
  reference: string;
  amount: number;
  breakdown: MoveInItem[];
  paidAt: Date;
  paymentMethod: string | null;
  /** Paystack's own id of the transaction, when it gave one. */
  gatewayTransactionId: string | null;
  tenant: { name: string; email: string };
  landlord: { name: string };
  property: { title: string; location: string };
}

/**
 * What a receipt shows, read from a payment that was received: completed, or refunded since (its
 * receipt stands beside the refund receipt). Null when there is none.
 */
export async function loadReceipt(
  m: EntityManager,
  paymentId: string,
): Promise<ReceiptData | null> {
  const p = await paidPayment(m, paymentId);
  if (p?.status !== 'completed' && p?.status !== 'refunded') return null;
  return receiptOf(p, p.paymentDate!);
}

/** A payment that was paid, with its parties and listing (null otherwise). */
async function paidPayment(m: EntityManager, id: string): Promise<Payment | null> {
  const p = await m.getRepository(Payment).findOne({
    where: { id },
    relations: { tenant: true, landlord: true, property: true },
  });
  return p?.paymentDate ? p : null;
}

const receiptOf = (p: Payment, paidAt: Date): ReceiptData => ({
  reference: p.reference,
  amount: p.amount,
  breakdown: p.breakdown,
  paidAt,
  paymentMethod: p.paymentMethod,
  gatewayTransactionId: transactionId(p.gatewayResponse),
  tenant: { name: p.tenant?.name ?? 'Tenant', email: p.tenant?.email ?? '' },
  landlord: { name: p.landlord?.name ?? 'Landlord' },
  property: { title: p.property?.title ?? 'Property', location: p.property?.location ?? '' },
});

/** The gateway's id of the transaction, from what we kept of its answer. */
function transactionId(summary: Record<string, unknown> | null): string | null {
  const id = summary?.id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
}

/**
 * An A4 PDF in the receipts' fonts (DejaVu Sans, which has ₦) as `body` and `bold`; `done`
 * gives its bytes after `doc.end()`. A fixed `createdAt` makes the same content the same bytes.
 */
export function startPdf(title: string, createdAt?: Date) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'RentNaija', ...(createdAt && { CreationDate: createdAt }) },
  });
  doc.registerFont('body', receiptFonts().regular);
  doc.registerFont('bold', receiptFonts().bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * A receipt's page: the brand, `heading`, then what the caller adds with `row` (a label and its
 * value), `items` (lines of money and their total, right-aligned) and `note` (small print).
 * `done` gives the bytes after `doc.end()`.
 */
export function startReceipt(title: string, heading: string, createdAt?: Date) {
  const { doc, done } = startPdf(title, createdAt);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  doc.font('bold').fontSize(22).fillColor('#0f766e').text('RentNaija', left, 56);
  doc.font('body').fontSize(10).fillColor('#555').text('Victoria Island, Lagos · rentnaija.ng');
  doc.moveDown(1.5);
  doc.font('bold').fontSize(16).fillColor('#111').text(heading);
  doc.moveDown(0.5);

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('body').fontSize(10).fillColor('#555').text(label, left, y, { width: 140 });
    doc.fillColor('#111').text(value, left + 150, y, { width: width - 150 });
    doc.moveDown(0.4);
  };
  const line = () => {
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#ddd').lineWidth(1).stroke();
    doc.moveDown(0.4);
  };
  const items = (
    head: string,
    lines: { label: string; amount: number }[],
    total: { label: string; amount: number },
  ) => {
    doc.moveDown(1);
    doc.font('bold').fontSize(11).fillColor('#111');
    const y = doc.y;
    doc.text(head, left, y).text('Amount', left, y, { width, align: 'right' });
    doc.moveDown(0.3);
    line();
    for (const item of lines) {
      const at = doc.y;
      doc
        .font('body')
        .fontSize(11)
        .fillColor('#111')
        .text(item.label, left, at, { width: width - 140 });
      doc.text(formatNaira(item.amount), left, at, { width, align: 'right' });
      doc.moveDown(0.4);
    }
    line();
    const at = doc.y;
    doc.font('bold').fontSize(13).text(total.label, left, at);
    doc.text(formatNaira(total.amount), left, at, { width, align: 'right' });
  };
  const note = (text: string) => {
    doc.moveDown(2);
    doc.font('body').fontSize(9).fillColor('#555').text(text, left, doc.y, { width });
  };
  return { doc, done, row, items, note };
}

/** The receipt as a one-page A4 PDF: amounts in whole naira with ₦, the date in WAT. */
export function receiptPdf(r: ReceiptData): Promise<Buffer> {
  const { doc, done, row, items, note } = startReceipt(`Receipt ${r.reference}`, 'Payment receipt');
  receiptParties(row, r);
  items('Item', r.breakdown, { label: 'Total paid', amount: r.amount });
  note(
    `Paid through RentNaija via Paystack (${paymentMethodLabel(r.paymentMethod) ?? 'Card'}). The caution deposit is refundable at the end of the tenancy, less itemised deductions. Keep this receipt: quote its reference to our support team.`,
  );
  doc.end();
  return done;
}

/** The payment's reference, date, method and parties, as both receipts state them. */
function receiptParties(row: (label: string, value: string) => void, r: ReceiptData) {
  // The reference Paystack knows the charge by (we give it when the payment starts).
  row('Paystack reference', r.reference);
  if (r.gatewayTransactionId) row('Paystack transaction', r.gatewayTransactionId);
  row('Date paid', formatDateTime(r.paidAt));
  row('Payment method', paymentMethodLabel(r.paymentMethod) ?? 'Card');
  row('Tenant', `${r.tenant.name} (${r.tenant.email})`);
  row('Landlord', r.landlord.name);
  row('Property', `${r.property.title}, ${r.property.location}`);
}

/** What a refund receipt shows: the payment, and each of its refunds that reached the tenant. */
export interface RefundReceiptData extends ReceiptData {
  refunds: { processedAt: Date; reason: string; amount: number }[];
}

/** The refunds of a payment that reached the tenant, with the payment (null when none did). */
export async function loadRefundReceipt(
  m: EntityManager,
  paymentId: string,
): Promise<RefundReceiptData | null> {
  const p = await paidPayment(m, paymentId);
  if (!p) return null;
  const refunds = await m.getRepository(Refund).find({
    where: { paymentId, status: 'processed' },
    order: { processedAt: 'ASC', createdAt: 'ASC' },
  });
  if (refunds.length === 0) return null;
  return {
    ...receiptOf(p, p.paymentDate!),
    refunds: refunds.map((r) => ({
      processedAt: r.processedAt ?? r.updatedAt,
      reason: refundReasonLabel(r.reason),
      amount: r.amount,
    })),
  };
}

/** The refund receipt as a one-page A4 PDF: each refund, its date (WAT) and the total. */
export function refundReceiptPdf(r: RefundReceiptData): Promise<Buffer> {
  const { doc, done, row, items, note } = startReceipt(
    `Refund receipt ${r.reference}`,
    'Refund receipt',
  );
  receiptParties(row, r);
  row('Amount paid', formatNaira(r.amount));
  const total = r.refunds.reduce((sum, x) => sum + x.amount, 0);
  items(
    'Refund',
    r.refunds.map((x) => ({
      label: `${formatDateTime(x.processedAt)} · ${x.reason}`,
      amount: x.amount,
    })),
    { label: 'Total refunded', amount: total },
  );
  note(
    'Refunded through Paystack to the card or bank account the payment came from; banks may take a few working days to show it. Quote the payment reference to our support team.',
  );
  doc.end();
  return done;
}
