import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { GuarantorConsent } from '../features/guarantor';

/** /guarantor/:token — the link emailed to an applicant's guarantor. */
export function GuarantorPage() {
  useDocumentTitle('Guarantor request');
  const { token = '' } = useParams();
  return (
    <div className="rn-container rn-section">
      <GuarantorConsent token={token} />
    </div>
  );
}
