import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { BookingView } from '../features/booking';
import { TextChannelPrompt } from '../features/text-channel';

/** /payment/:propertyId — apply for a listing and pay to move in. */
export function BookingPage() {
  useDocumentTitle('Book a property');
  const { propertyId = '' } = useParams();
  return (
    <BookingView propertyId={propertyId} afterApplying={<TextChannelPrompt context="booking" />} />
  );
}
