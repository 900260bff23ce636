import { useParams } from 'react-router-dom';
import { SaveButton } from '../features/bookmarks';
import { PropertyDetailView } from '../features/properties';

export function PropertyDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <PropertyDetailView
      key={id}
      id={id}
      saveAction={(propertyId) => <SaveButton propertyId={propertyId} />}
    />
  );
}
