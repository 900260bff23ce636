import HomeWork from '@mui/icons-material/HomeWork';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./PropertyList')),
  show: lazy(() => import('./PropertyShow')),
  icon: HomeWork,
  recordRepresentation: 'title',
};
