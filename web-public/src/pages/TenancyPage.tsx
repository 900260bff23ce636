import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { downloadReceipt } from '../features/payments';
import { TenantReviewPanel } from '../features/renter-profile';
import { TenancyReviews } from '../features/reviews';
import { TenancyView } from '../features/tenancies';

/** /tenancies/:id — one tenancy, for its tenant and its landlord (`?tab=money`, `?tab=documents`). */
export function TenancyPage() {
  useDocumentTitle('Tenancy');
  const { id = '' } = useParams();
  return (
    <div className="rn-container rn-section">
      <TenancyView
        id={id}
        reviews={(t) => (
          <>
            <TenancyReviews tenancyId={t.id} landlordId={t.landlord.id} />
            <TenantReviewPanel
              tenancyId={t.id}
              landlordId={t.landlord.id}
              tenantName={t.tenant.name}
            />
          </>
        )}
        downloadPaymentReceipt={downloadReceipt}
      />
    </div>
  );
}
