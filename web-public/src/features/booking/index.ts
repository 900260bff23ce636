export { BookingView } from './components/BookingView';
export { PaymentCallbackView } from './components/PaymentCallbackView';
