import FactCheck from '@mui/icons-material/FactCheckOutlined';
import { FLAG_CHECK_MESSAGES } from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { ReasonButton } from '../common/ReasonDialog';
import { isFlagOpen, type PaymentRecord } from './constants';

/**
 * Records that an admin checked a flagged payment against the gateway, with what they found.
 * Admins only; shown while the flag waits for a check. Money moves only through refunds.
 */
export const CheckFlagButton = () => {
  const record = useRecordContext<PaymentRecord>();
  const isAdmin = useIsAdmin();
  if (!record || !isAdmin || !isFlagOpen(record)) return null;
  return (
    <ReasonButton
      label="Mark as checked"
      icon={<FactCheck />}
      title={`Mark payment ${record.reference} as checked`}
      description="Say what the gateway’s dashboard shows for this transaction and what was done (a refund, the tenant asked to pay again, nothing needed). Other staff read it in the payment and the audit log."
      submitLabel="Mark as checked"
      pendingLabel="Saving…"
      reasonLabel="What you checked"
      submitColor="primary"
      messages={FLAG_CHECK_MESSAGES}
      run={(dataProvider, note) => dataProvider.checkPaymentFlag(record.id, note)}
      success={FLAG_CHECK_MESSAGES.checked}
      failure={FLAG_CHECK_MESSAGES.failed}
    />
  );
};
