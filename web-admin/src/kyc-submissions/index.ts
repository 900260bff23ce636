import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./KycSubmissionList')),
  show: lazy(() => import('./KycSubmissionShow')),
  icon: VerifiedUser,
  recordRepresentation: (record: { firstName: string; lastName: string }) =>
    `${record.firstName} ${record.lastName}`,
};
