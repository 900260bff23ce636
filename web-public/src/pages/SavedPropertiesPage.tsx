import { useEffect } from 'react';
import { SavedPropertiesView } from '../features/bookmarks/components/SavedPropertiesView';

export function SavedPropertiesPage() {
  useEffect(() => {
    document.title = 'Saved Properties · RentNaija';
  }, []);
  return <SavedPropertiesView />;
}
