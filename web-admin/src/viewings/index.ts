import EventAvailable from '@mui/icons-material/EventAvailable';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ViewingList')),
  show: lazy(() => import('./ViewingShow')),
  icon: EventAvailable,
  recordRepresentation: (record: { tenantName: string; property: { title: string } }) =>
    `${record.tenantName} · ${record.property.title}`,
};
