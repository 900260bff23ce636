export { SaveSearchButton } from './components/SaveSearchButton';
export { SavedSearchesView } from './components/SavedSearchesView';
export { UnsubscribeView } from './components/UnsubscribeView';
export { savedSearchKeys } from './queries';
