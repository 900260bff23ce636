export { OwnerVerificationSection } from './components/OwnerVerificationSection';
