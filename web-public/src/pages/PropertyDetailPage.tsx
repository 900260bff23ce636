import { useParams } from 'react-router-dom';
import { PropertyDetailView } from '../features/properties/components/PropertyDetailView';

export function PropertyDetailPage() {
  const { id } = useParams<{ id: string }>();
  return <PropertyDetailView key={id} id={id} />;
}
