import { useDocumentTitle } from '../components/useDocumentTitle';
import { PayoutsView } from '../features/payouts';

export function PayoutsPage() {
  useDocumentTitle('Payouts');
  return <PayoutsView />;
}
