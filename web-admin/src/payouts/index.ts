import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./PayoutList')),
  show: lazy(() => import('./PayoutShow')),
  icon: AccountBalanceWallet,
  recordRepresentation: 'reference',
};
