import Outbox from '@mui/icons-material/Outbox';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./EmailList')),
  show: lazy(() => import('./EmailShow')),
  icon: Outbox,
  recordRepresentation: 'subject',
};
