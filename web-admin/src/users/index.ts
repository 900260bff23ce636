import People from '@mui/icons-material/People';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./UserList')),
  show: lazy(() => import('./UserShow')),
  edit: lazy(() => import('./UserEdit')),
  icon: People,
  recordRepresentation: 'name',
};
