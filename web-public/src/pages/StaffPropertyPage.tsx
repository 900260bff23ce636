import { Navigate, useParams } from 'react-router-dom';
import { STAFF_ROLES } from '@rentnaija/shared';
import { ConsoleRedirect, consoleListingPath } from '../components/ConsoleRedirect';
import { PageSpinner } from '../components/PageSpinner';
import { useAuth } from '../features/auth';

/**
 * The admin routes /properties/:id and /properties/:id/edit: staff view and edit listings
 * in the console; anyone else gets the public page (or the landlord's edit page).
 */
export function StaffPropertyPage({ edit = false }: { edit?: boolean }) {
  const { id = '' } = useParams<{ id: string }>();
  const { user, status } = useAuth();
  if (status === 'loading') return <PageSpinner label="Checking authentication..." />;
  if (user && (STAFF_ROLES as readonly string[]).includes(user.role)) {
    return <ConsoleRedirect to={consoleListingPath(id)} />;
  }
  return <Navigate to={`/property/${encodeURIComponent(id)}${edit ? '/edit' : ''}`} replace />;
}
