import Flag from '@mui/icons-material/Flag';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ListingReportList')),
  icon: Flag,
  recordRepresentation: (record: { propertyTitle: string }) => record.propertyTitle,
};
