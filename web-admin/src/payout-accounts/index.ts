import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./PayoutAccountList')),
  show: lazy(() => import('./PayoutAccountShow')),
  icon: AccountBalance,
  recordRepresentation: 'accountName',
};
