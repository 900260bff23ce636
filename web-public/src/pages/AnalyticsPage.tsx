import { Navigate } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { AnalyticsView } from '../features/analytics';
import { dashboardPathFor, useAuth } from '../features/auth';

/** /analytics: landlords' own figures; anyone else goes back to their dashboard. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const { user } = useAuth();
  if (user && user.role !== 'landlord')
    return <Navigate to={dashboardPathFor(user.role)} replace />;
  return <AnalyticsView />;
}
