import History from '@mui/icons-material/History';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AuditLogList')),
  show: lazy(() => import('./AuditLogShow')),
  icon: History,
  recordRepresentation: 'action',
};
