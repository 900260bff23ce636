import { useParams } from 'react-router-dom';
import { STAFF_ROLES } from '@rentnaija/shared';
import { ConsoleRedirect, consoleListingPath } from '../components/ConsoleRedirect';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useAuth } from '../features/auth';
import { EditListingView } from '../features/listing-wizard';

/** /property/:id/edit: the listing's landlord edits it here; staff are sent to the console. */
export function EditPropertyPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useAuth();
  useDocumentTitle('Edit Listing');
  if (user && (STAFF_ROLES as readonly string[]).includes(user.role)) {
    return <ConsoleRedirect to={consoleListingPath(id)} />;
  }
  return <EditListingView key={id} id={id} />;
}
