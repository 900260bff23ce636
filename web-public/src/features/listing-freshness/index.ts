export { ConfirmListingLink } from './components/ConfirmListingLink';
