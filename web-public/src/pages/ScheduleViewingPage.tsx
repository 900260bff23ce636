import { useDocumentTitle } from '../components/useDocumentTitle';
import { ScheduleViewingForm } from '../features/viewings';

export function ScheduleViewingPage() {
  useDocumentTitle('Schedule Viewing');
  return <ScheduleViewingForm />;
}
