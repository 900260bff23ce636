import { QuickSave } from '../features/bookmarks';
import { BrowseView } from '../features/properties';
import { SaveSearchButton } from '../features/saved-searches';
import { useDocumentTitle } from '../components/useDocumentTitle';

export function BrowsePage() {
  useDocumentTitle('Browse Properties');
  return (
    <BrowseView
      cardAction={(p) => <QuickSave propertyId={p.id} title={p.title} />}
      searchAction={(query) => <SaveSearchButton query={query} />}
    />
  );
}
