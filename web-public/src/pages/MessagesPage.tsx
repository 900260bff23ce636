import { useDocumentTitle } from '../components/useDocumentTitle';
import { MessagesView } from '../features/messaging';

export function MessagesPage() {
  useDocumentTitle('Messages');
  return <MessagesView />;
}
