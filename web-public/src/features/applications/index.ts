export { ApplicationsView } from './components/ApplicationsView';
export {
  applicationKeys,
  applicationQueries,
  useMyApplications,
  useSubmitApplication,
} from './queries';
export { currentApplicationFor } from './lib';
