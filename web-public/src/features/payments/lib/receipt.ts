import { receiptFilename } from '@rentnaija/shared';
import { api } from '../../../api/client';

/**
 * Downloads a completed payment's PDF receipt: fetched with the session's bearer token (a plain
 * link could not carry it), then saved from a blob under the receipt's own file name.
 */
export async function downloadReceipt(payment: { id: string; reference: string }): Promise<void> {
  const pdf = await api.get('/api/payments/{id}/receipt.pdf', {
    params: { path: { id: payment.id } },
    parseAs: 'blob',
  });
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFilename(payment.reference);
  link.rel = 'noopener';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked once the download has started (some browsers read the URL after click returns).
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
