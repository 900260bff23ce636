import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { ConfirmListingLink } from '../features/listing-freshness';

/** /confirm-listing/:token — the 'still available?' link emailed and texted to a landlord. */
export function ConfirmListingPage() {
  useDocumentTitle('Is your home still available?');
  const { token = '' } = useParams();
  return (
    <div className="rn-container rn-section">
      <ConfirmListingLink token={token} />
    </div>
  );
}
