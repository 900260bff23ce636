import Savings from '@mui/icons-material/Savings';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./DepositDisputeList')),
  show: lazy(() => import('./DepositDisputeShow')),
  icon: Savings,
  options: { label: 'Deposit disputes' },
  recordRepresentation: (record: { reference: string }) => `Deposit dispute on ${record.reference}`,
};
