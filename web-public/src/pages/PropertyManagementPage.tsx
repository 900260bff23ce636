import { useDocumentTitle } from '../components/useDocumentTitle';
import { PropertyManagementView } from '../features/property-management';

export function PropertyManagementPage() {
  useDocumentTitle('Property Management');
  return <PropertyManagementView />;
}
