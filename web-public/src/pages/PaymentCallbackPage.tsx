import { useDocumentTitle } from '../components/useDocumentTitle';
import { PaymentCallbackView } from '../features/booking';

/** PAYMENT_CALLBACK_PATH — where the checkout sends the payer back, with `?reference=`. */
export function PaymentCallbackPage() {
  useDocumentTitle('Your payment');
  return <PaymentCallbackView />;
}
