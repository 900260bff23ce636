export { DashboardOverview } from './DashboardOverview';
