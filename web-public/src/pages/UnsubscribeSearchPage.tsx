import { useDocumentTitle } from '../components/useDocumentTitle';
import { UnsubscribeView } from '../features/saved-searches';

export function UnsubscribeSearchPage() {
  useDocumentTitle('Unsubscribe');
  return <UnsubscribeView />;
}
