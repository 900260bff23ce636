export { TenanciesView } from './components/TenanciesView';
export { TenancyView } from './components/TenancyView';
export { tenancyKeys, tenancyQueries, useMyTenancies } from './queries';
