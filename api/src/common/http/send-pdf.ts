import type { FastifyReply } from 'fastify';

/** A generated PDF as a private download (receipts, agreements). */
export function sendPdf(res: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer }) {
  res.header('Content-Type', 'application/pdf');
  res.header('Content-Disposition', `attachment; filename="${filename}"`);
  res.header('Cache-Control', 'private, no-store');
  return res.send(pdf);
}
