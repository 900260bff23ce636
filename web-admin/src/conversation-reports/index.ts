import ReportOutlined from '@mui/icons-material/ReportOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ConversationReportList')),
  show: lazy(() => import('./ConversationReportShow')),
  icon: ReportOutlined,
  recordRepresentation: (r: { property?: { title: string } }) => r.property?.title ?? 'Report',
};
