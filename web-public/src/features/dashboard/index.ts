export { DashboardOverview } from './DashboardOverview';
export { TenantDashboard } from './components/TenantDashboard';
export { LandlordDashboard } from './components/LandlordDashboard';
export { dashboardKeys } from './queries';
export { PendingApplications } from './components/PendingApplications';
