import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./OwnershipProofList')),
  show: lazy(() => import('./OwnershipProofShow')),
  icon: AssignmentTurnedIn,
  recordRepresentation: (record: { property: { title: string } }) => record.property.title,
};
