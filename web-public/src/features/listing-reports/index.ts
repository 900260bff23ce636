export { ReportListing } from './components/ReportListing';
