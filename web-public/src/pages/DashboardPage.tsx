import type { Role } from '@rentnaija/shared';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { DashboardOverview } from '../features/dashboard/DashboardOverview';

export function DashboardPage({ role }: { role?: Role }) {
  useDocumentTitle('Dashboard');
  return <DashboardOverview role={role} />;
}
