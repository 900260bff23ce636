export { GuarantorConsent } from './components/GuarantorConsent';
