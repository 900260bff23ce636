export { PaymentHistoryView } from './components/PaymentHistoryView';
export { downloadReceipt } from './lib/receipt';
export { paymentKeys, paymentQueries, useInitializePayment } from './queries';
