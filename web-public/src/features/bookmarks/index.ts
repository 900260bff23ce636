export { QuickSave, SaveButton } from './components/SaveButton';
export { SavedPropertiesView } from './components/SavedPropertiesView';
export { bookmarkKeys, bookmarkQueries } from './queries';
