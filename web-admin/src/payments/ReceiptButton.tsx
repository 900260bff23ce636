import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import type { PaymentRecord } from './constants';

/** Saves a blob under `fileName`, as a link with `download` would. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The PDF receipt of a completed payment (only those have one), read with the staff token from
 * the API's receipt endpoint and saved as the payer's copy is named.
 */
export const ReceiptButton = () => {
  const record = useRecordContext<PaymentRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: (payment: PaymentRecord) =>
      dataProvider.fetchDocument(`/api/payments/${encodeURIComponent(payment.id)}/receipt.pdf`),
    onSuccess: (blob, payment) => save(blob, `RentNaija-receipt-${payment.reference}.pdf`),
    onError: (error) =>
      notify(`The receipt could not be downloaded: ${error.message}`, { type: 'error' }),
  });
  if (!record || record.status !== 'completed') return null;
  return (
    <Button
      label={isPending ? 'Preparing receipt…' : 'Receipt (PDF)'}
      disabled={isPending}
      onClick={() => mutate(record)}
    >
      <PictureAsPdf />
    </Button>
  );
};
