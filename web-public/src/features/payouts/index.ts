export { PayoutsView } from './components/PayoutsView';
