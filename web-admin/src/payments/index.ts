import Payments from '@mui/icons-material/Payments';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./PaymentList')),
  show: lazy(() => import('./PaymentShow')),
  icon: Payments,
  recordRepresentation: 'reference',
};
