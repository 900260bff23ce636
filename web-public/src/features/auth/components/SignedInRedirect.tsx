import { Navigate } from 'react-router-dom';
import { useAuth } from '../AuthContext';
import { takeIntendedDestination } from '../intendedDestination';
import { dashboardPathFor } from '../roles';

/**
 * On the sign-in and registration pages: a visitor who is already signed in goes to the page
 * they first asked for (kept when a slow session check sent them here), else their dashboard.
 */
export function SignedInRedirect({ except = false }: { except?: boolean }) {
  const { user, status } = useAuth();
  if (except || status !== 'authenticated' || !user) return null;
  return <Navigate to={takeIntendedDestination() ?? dashboardPathFor(user.role)} replace />;
}
