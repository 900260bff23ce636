export { ScheduleView } from './components/ScheduleView';
export { ScheduleViewingForm } from './components/ScheduleViewingForm';
export { RequestViewingCard } from './components/RequestViewingCard';
export { viewingKeys } from './queries';
