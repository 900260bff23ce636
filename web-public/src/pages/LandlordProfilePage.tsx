import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { LandlordProfileView } from '../features/reviews';

/** /landlords/:id — a landlord's public profile with their tenants' reviews. */
export function LandlordProfilePage() {
  useDocumentTitle('Landlord');
  const { id = '' } = useParams();
  return (
    <div className="rn-container rn-section">
      <LandlordProfileView key={id} id={id} />
    </div>
  );
}
