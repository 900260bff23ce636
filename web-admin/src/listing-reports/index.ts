import Flag from '@mui/icons-material/Flag';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ListingReportList')),
  show: lazy(() => import('./ListingReportShow')),
  icon: Flag,
  recordRepresentation: (record: { propertyTitle: string }) => record.propertyTitle,
};
