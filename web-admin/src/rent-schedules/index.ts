import EventRepeat from '@mui/icons-material/EventRepeat';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./RentScheduleList')),
  show: lazy(() => import('./RentScheduleShow')),
  icon: EventRepeat,
  options: { label: 'Rent schedules' },
  recordRepresentation: (record: { dueDate: string }) => `Rent due ${record.dueDate}`,
};
