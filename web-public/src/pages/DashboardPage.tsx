import { Navigate } from 'react-router-dom';
import type { Role } from '@rentnaija/shared';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { dashboardPathFor, useAuth } from '../features/auth';
import {
  DashboardOverview,
  LandlordDashboard,
  PendingApplications,
  TenantDashboard,
} from '../features/dashboard';
import { ChatLauncher } from '../features/messaging';
import { RentSummary } from '../features/tenancies';
import { isStaffRole, StaffOverview } from '../features/staff';
import { LandlordListings } from '../features/property-management';
import { TextChannelPrompt } from '../features/text-channel';

/**
 * The dashboards: staff land on what needs action (/admin-dashboard), tenants and landlords on
 * their own, any other role on the generic one. A role's path opened by another role forwards
 * to that user's own dashboard.
 */
export function DashboardPage({ role }: { role?: Role }) {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  if (user && isStaffRole(user.role)) {
    return role === 'admin' ? <StaffOverview /> : <Navigate to="/admin-dashboard" replace />;
  }
  if (user && role && role !== user.role)
    return <Navigate to={dashboardPathFor(user.role)} replace />;
  if (user?.role === 'tenant' && role === 'tenant') {
    return (
      <>
        <TenantDashboard
          prompt={<TextChannelPrompt context="dashboard" />}
          rent={<RentSummary />}
        />
        <ChatLauncher />
      </>
    );
  }
  if (user?.role === 'landlord' && role === 'landlord') {
    return (
      <>
        <LandlordDashboard
          properties={<LandlordListings />}
          applications={<PendingApplications />}
          prompt={<TextChannelPrompt context="dashboard" />}
        />
        <ChatLauncher />
      </>
    );
  }
  return (
    <>
      <DashboardOverview role={role} />
      <ChatLauncher />
    </>
  );
}
