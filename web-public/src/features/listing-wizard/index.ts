export { EditListingView } from './components/EditListingView';
export { ListPropertyView } from './components/ListPropertyView';
