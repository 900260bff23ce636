import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { SharedProfileView } from '../features/renter-profile';

/** /shared-profile/:token — a renter profile opened from the link its tenant shared. */
export function SharedProfilePage() {
  useDocumentTitle('Shared renter profile');
  const { token = '' } = useParams();
  return (
    <div className="rn-container rn-section">
      <SharedProfileView token={token} />
    </div>
  );
}
