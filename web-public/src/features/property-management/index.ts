export { LandlordListings, PropertyManagementView } from './components/PropertyManagementView';
export { invalidateListings, landlordListingKeys, landlordListingQueries } from './queries';
