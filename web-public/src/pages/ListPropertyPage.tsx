import { useDocumentTitle } from '../components/useDocumentTitle';
import { ListPropertyView } from '../features/listing-wizard';

export function ListPropertyPage() {
  useDocumentTitle('List Your Property');
  return <ListPropertyView />;
}
