import type { Role } from '@rentnaija/shared';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { DashboardOverview } from '../features/dashboard';

export function DashboardPage({ role }: { role?: Role }) {
  useDocumentTitle('Dashboard');
  return <DashboardOverview role={role} />;
}
