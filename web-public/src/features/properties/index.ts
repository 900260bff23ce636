export { BrowseView } from './components/BrowseView';
export { PropertyCard } from './components/PropertyCard';
export { PropertyImage } from './components/PropertyImage';
export { PropertyCardSkeleton } from './components/PropertyCardSkeleton';
export { PropertyDetailView } from './components/PropertyDetailView';
export { propertyKeys, propertyQueries } from './queries';
