export { ProfileParts } from './components/ProfileParts';
export { RenterProfileView } from './components/RenterProfileView';
export { SharedProfileView } from './components/SharedProfileView';
export { TenantReviewPanel } from './components/TenantReviewPanel';
export { renterProfileKeys, useApplyWithProfile, useRenterProfile } from './queries';
