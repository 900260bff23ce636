export { ApplicantFileView } from './components/ApplicantFileView';
export { ApplicationsView } from './components/ApplicationsView';
export { DecisionButtons } from './components/DecisionDialog';
export {
  applicationKeys,
  applicationQueries,
  useApplicantFile,
  useLandlordApplications,
  useMyApplications,
  useReviewApplication,
  useSubmitApplication,
} from './queries';
export { currentApplicationFor } from './lib';
