import { SavedPropertiesView } from '../features/bookmarks';
import { useDocumentTitle } from '../components/useDocumentTitle';

export function SavedPropertiesPage() {
  useDocumentTitle('Saved Properties');
  return <SavedPropertiesView />;
}
