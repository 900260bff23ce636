import FactCheck from '@mui/icons-material/FactCheckOutlined';
import { FLAG_CHECK_MESSAGES } from '@rentnaija/shared';
import { useState } from 'react';
import { Button, type Identifier, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { ReasonDialog } from '../common/ReasonDialog';
import { useAction } from '../common/useAction';
import { isFlagOpen, type PaymentRecord } from './constants';

/**
 * Records that an admin checked a flagged payment against the gateway, with what they found.
 * Admins only; shown while the flag waits for a check. Money moves only through refunds.
 */
export const CheckFlagButton = () => {
  const record = useRecordContext<PaymentRecord>();
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const { mutate, isPending, error, reset } = useAction(
    (dataProvider, args: { id: Identifier; note: string }) =>
      dataProvider.checkPaymentFlag(args.id, args.note),
    () => FLAG_CHECK_MESSAGES.checked,
    () => setOpen(false),
    FLAG_CHECK_MESSAGES.failed,
  );
  if (!record || !isAdmin || !isFlagOpen(record)) return null;
  return (
    <>
      <Button label="Mark as checked" onClick={() => setOpen(true)}>
        <FactCheck />
      </Button>
      <ReasonDialog
        open={open}
        title={`Mark payment ${record.reference} as checked`}
        description="Say what the gateway’s dashboard shows for this transaction and what was done (a refund, the tenant asked to pay again, nothing needed). Other staff read it in the payment and the audit log."
        submitLabel="Mark as checked"
        pendingLabel="Saving…"
        reasonLabel="What you checked"
        submitColor="primary"
        messages={FLAG_CHECK_MESSAGES}
        isPending={isPending}
        error={error}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        onSubmit={(note) => mutate({ id: record.id, note })}
      />
    </>
  );
};
