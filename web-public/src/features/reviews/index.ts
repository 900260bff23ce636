export { LandlordProfileView, ListingReviews } from './components/ListingReviews';
export { TenancyReviews } from './components/TenancyReviews';
export { reviewKeys, reviewQueries } from './queries';
