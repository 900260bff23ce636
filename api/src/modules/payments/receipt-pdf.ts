import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatDateTime, formatNaira, type MoveInItem } from '@rentnaija/shared';
import PDFDocument from 'pdfkit';
import type { EntityManager } from 'typeorm';
import { Payment } from './entities/payment.entity.js';
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
  tenant: { name: string; email: string };
  landlord: { name: string };
  property: { title: string; location: string };
}

/** What a receipt shows, read from a completed payment (null when there is none). */
export async function loadReceipt(
  m: EntityManager,
  paymentId: string,
): Promise<ReceiptData | null> {
  const p = await m.getRepository(Payment).findOne({
    where: { id: paymentId },
    relations: { tenant: true, landlord: true, property: true },
  });
  if (!p || p.status !== 'completed' || !p.paymentDate) return null;
  return {
    reference: p.reference,
    amount: p.amount,
    breakdown: p.breakdown,
    paidAt: p.paymentDate,
    paymentMethod: p.paymentMethod,
    tenant: { name: p.tenant?.name ?? 'Tenant', email: p.tenant?.email ?? '' },
    landlord: { name: p.landlord?.name ?? 'Landlord' },
    property: { title: p.property?.title ?? 'Property', location: p.property?.location ?? '' },
  };
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

/** The receipt as a one-page A4 PDF: amounts in whole naira with ₦, the date in WAT. */
export function receiptPdf(r: ReceiptData): Promise<Buffer> {
  const { doc, done } = startPdf(`Receipt ${r.reference}`);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const teal = '#0f766e';

  doc.font('bold').fontSize(22).fillColor(teal).text('RentNaija', left, 56);
  doc.font('body').fontSize(10).fillColor('#555').text('Victoria Island, Lagos · rentnaija.ng');
  doc.moveDown(1.5);
  doc.font('bold').fontSize(16).fillColor('#111').text('Payment receipt');
  doc.moveDown(0.5);

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('body').fontSize(10).fillColor('#555').text(label, left, y, { width: 140 });
    doc
      .font('body')
      .fontSize(10)
      .fillColor('#111')
      .text(value, left + 150, y, { width: width - 150 });
    doc.moveDown(0.4);
  };
  row('Reference', r.reference);
  row('Date paid', formatDateTime(r.paidAt));
  row('Payment method', r.paymentMethod ? r.paymentMethod.replace(/_/g, ' ') : 'card');
  row('Tenant', `${r.tenant.name} (${r.tenant.email})`);
  row('Landlord', r.landlord.name);
  row('Property', `${r.property.title}, ${r.property.location}`);
  doc.moveDown(1);

  const line = () => {
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#ddd').lineWidth(1).stroke();
    doc.moveDown(0.4);
  };
  doc.font('bold').fontSize(11).fillColor('#111');
  const head = doc.y;
  doc.text('Item', left, head).text('Amount', left, head, { width, align: 'right' });
  doc.moveDown(0.3);
  line();
  for (const item of r.breakdown) {
    const y = doc.y;
    doc
      .font('body')
      .fontSize(11)
      .fillColor('#111')
      .text(item.label, left, y, { width: width - 140 });
    doc.text(formatNaira(item.amount), left, y, { width, align: 'right' });
    doc.moveDown(0.4);
  }
  line();
  const total = doc.y;
  doc.font('bold').fontSize(13).text('Total paid', left, total);
  doc.text(formatNaira(r.amount), left, total, { width, align: 'right' });
  doc.moveDown(2);
  doc
    .font('body')
    .fontSize(9)
    .fillColor('#555')
    .text(
      'Paid through RentNaija by card via Paystack. The caution deposit is refundable at the end of the tenancy, less itemised deductions. Keep this receipt: quote its reference to our support team.',
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
