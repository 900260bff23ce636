export { AnalyticsView } from './components/AnalyticsView';
