import { useDocumentTitle } from '../components/useDocumentTitle';
import { ScheduleView } from '../features/viewings';

export function SchedulePage() {
  useDocumentTitle('Scheduled Viewings');
  return <ScheduleView />;
}
