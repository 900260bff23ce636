export { StaffOverview } from './components/StaffOverview';
export { isStaffRole } from './queries';
