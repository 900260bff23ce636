import { QuickSave } from '../features/bookmarks';
import { BrowseView } from '../features/properties';
import { useDocumentTitle } from '../components/useDocumentTitle';

export function BrowsePage() {
  useDocumentTitle('Browse Properties');
  return <BrowseView cardAction={(p) => <QuickSave propertyId={p.id} title={p.title} />} />;
}
