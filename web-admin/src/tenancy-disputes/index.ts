import Gavel from '@mui/icons-material/Gavel';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./DisputeList')),
  show: lazy(() => import('./DisputeShow')),
  icon: Gavel,
  options: { label: 'Disputes' },
  recordRepresentation: (record: { tenancy: { reference: string } }) =>
    `Dispute on tenancy ${record.tenancy.reference}`,
};
