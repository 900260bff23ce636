import { receiptFilename, refundReceiptFilename } from '@rentnaija/shared';
import { api } from '../../../api/client';
import { saveFile } from '../../../api/save-file';

/**
 * Downloads a payment's PDF receipt, or the receipt of its refunds (`which`): fetched with the
 * session's bearer token (a plain link could not carry it), then saved from a blob under the
 * receipt's own file name.
 */
export async function downloadReceipt(
  payment: { id: string; reference: string },
  which: 'payment' | 'refund' = 'payment',
): Promise<void> {
  const pdf = await api.get(
    which === 'payment'
      ? '/api/payments/{id}/receipt.pdf'
      : '/api/payments/{id}/refund-receipt.pdf',
    { params: { path: { id: payment.id } }, parseAs: 'blob' },
  );
  saveFile(
    pdf,
    which === 'payment'
      ? receiptFilename(payment.reference)
      : refundReceiptFilename(payment.reference),
  );
}
