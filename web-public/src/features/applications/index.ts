export { ApplicationsView } from './components/ApplicationsView';
export {
  applicationKeys,
  applicationQueries,
  useLandlordApplications,
  useMyApplications,
  useReviewApplication,
  useSubmitApplication,
} from './queries';
export { currentApplicationFor, REVIEW_DONE, REVIEW_VERB } from './lib';
