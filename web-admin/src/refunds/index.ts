import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./RefundList')),
  show: lazy(() => import('./RefundShow')),
  icon: CurrencyExchange,
  recordRepresentation: (record: { payment: { reference: string } }) =>
    `Refund of ${record.payment.reference}`,
};
