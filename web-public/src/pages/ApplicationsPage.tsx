import { useDocumentTitle } from '../components/useDocumentTitle';
import { ApplicationsView } from '../features/applications';

export function ApplicationsPage() {
  useDocumentTitle('Applications');
  return <ApplicationsView />;
}
