import Sms from '@mui/icons-material/Sms';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./TextMessageList')),
  icon: Sms,
  recordRepresentation: 'to',
};
