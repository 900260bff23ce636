import RateReview from '@mui/icons-material/RateReview';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ReportedReviewList')),
  show: lazy(() => import('./ReportedReviewShow')),
  icon: RateReview,
  recordRepresentation: (record: { property: { title: string } }) => record.property.title,
};
