import { useDocumentTitle } from '../components/useDocumentTitle';
import { TenanciesView } from '../features/tenancies';

/** /tenancies — the signed-in tenant's or landlord's tenancies. */
export function TenanciesPage() {
  useDocumentTitle('Tenancies');
  return <TenanciesView />;
}
