export { KycView } from './components/KycView';
