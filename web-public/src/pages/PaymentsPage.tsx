import { useDocumentTitle } from '../components/useDocumentTitle';
import { PaymentHistoryView } from '../features/payments';

export function PaymentsPage() {
  useDocumentTitle('Payment History');
  return <PaymentHistoryView />;
}
