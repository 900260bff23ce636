import { useDocumentTitle } from '../components/useDocumentTitle';
import { RenterProfileView } from '../features/renter-profile';

/** /renter-profile — the tenant's renter profile that travels. */
export function RenterProfilePage() {
  useDocumentTitle('Renter profile');
  return (
    <div className="rn-container rn-section">
      <RenterProfileView />
    </div>
  );
}
