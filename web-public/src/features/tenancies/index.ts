export { TenanciesView } from './components/TenanciesView';
export { TenancyView } from './components/TenancyView';
export { RentSummary } from './components/RentSummary';
export { tenancyKeys, tenancyQueries, useMyTenancies } from './queries';
