import { useParams } from 'react-router-dom';
import { SaveButton } from '../features/bookmarks';
import { ReportListing } from '../features/listing-reports';
import { MessageLandlordButton } from '../features/messaging';
import { OwnerVerificationSection } from '../features/ownership';
import { PropertyDetailView } from '../features/properties';
import { ListingReviews } from '../features/reviews';
import { RequestViewingCard } from '../features/viewings';

export function PropertyDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <PropertyDetailView
      key={id}
      id={id}
      saveAction={(propertyId) => <SaveButton propertyId={propertyId} />}
      contactAction={(property) => (
        <MessageLandlordButton propertyId={property.id} title={property.title} />
      )}
      sideAction={(property) => <RequestViewingCard property={property} />}
      ownerSection={(property) => <OwnerVerificationSection property={property} />}
      reviewsSection={(property) => <ListingReviews property={property} />}
      reportAction={(property) => <ReportListing propertyId={property.id} />}
    />
  );
}
