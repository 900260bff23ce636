import MailOutlined from '@mui/icons-material/MailOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ContactMessageList')),
  show: lazy(() => import('./ContactMessageShow')),
  edit: lazy(() => import('./ContactMessageEdit')),
  icon: MailOutlined,
  recordRepresentation: 'subject',
};
