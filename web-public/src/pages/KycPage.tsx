import { useDocumentTitle } from '../components/useDocumentTitle';
import { KycView } from '../features/kyc';

export function KycPage() {
  useDocumentTitle('Identity verification');
  return <KycView />;
}
