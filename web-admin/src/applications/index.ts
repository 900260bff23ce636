import Assignment from '@mui/icons-material/Assignment';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ApplicationList')),
  show: lazy(() => import('./ApplicationShow')),
  icon: Assignment,
  recordRepresentation: (record: { firstName: string; lastName: string }) =>
    `${record.firstName} ${record.lastName}`,
};
