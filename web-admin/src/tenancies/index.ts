import House from '@mui/icons-material/House';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./TenancyList')),
  show: lazy(() => import('./TenancyShow')),
  icon: House,
  recordRepresentation: (record: { reference: string }) => `Tenancy ${record.reference}`,
};
