import { receiptFilename } from '@rentnaija/shared';
import { api } from '../../../api/client';
import { saveFile } from '../../../api/save-file';

/**
 * Downloads a completed payment's PDF receipt: fetched with the session's bearer token (a plain
 * link could not carry it), then saved from a blob under the receipt's own file name.
 */
export async function downloadReceipt(payment: { id: string; reference: string }): Promise<void> {
  const pdf = await api.get('/api/payments/{id}/receipt.pdf', {
    params: { path: { id: payment.id } },
    parseAs: 'blob',
  });
  saveFile(pdf, receiptFilename(payment.reference));
}
