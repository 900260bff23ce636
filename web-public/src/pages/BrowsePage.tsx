import { useEffect } from 'react';
import { BrowseView } from '../features/properties/components/BrowseView';

export function BrowsePage() {
  useEffect(() => {
    document.title = 'Browse Properties · RentNaija';
  }, []);
  return <BrowseView />;
}
