import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { DELAYS } from '@rentnaija/shared';
import { PageSpinner } from '../../../components/PageSpinner';
import { isSigningOut, useAuth } from '../AuthContext';
import { storeIntendedDestination } from '../intendedDestination';

/**
 * Shows a spinner while the session is checked (at most DELAYS.authCheckTimeout), then either
 * renders the page or stores the intended path and sends the visitor to /login.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setTimedOut(true), DELAYS.authCheckTimeout);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === 'authenticated') return <>{children}</>;
  if (status === 'loading' && !timedOut) return <PageSpinner label="Checking your session…" />;
  // Logging out from a protected page: the navigation to / is already on its way.
  if (isSigningOut()) return null;

  return <RedirectToLogin from={`${location.pathname}${location.search}${location.hash}`} />;
}

function RedirectToLogin({ from }: { from: string }) {
  storeIntendedDestination(from);
  return <Navigate to="/login" replace />;
}
