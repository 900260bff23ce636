import LockOpen from '@mui/icons-material/LockOpen';
import { REJECTION_REASON_LIMITS, REJECTION_REASON_MESSAGES } from '@rentnaija/shared';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { ReasonDialog } from '../common/ReasonDialog';
import { useAction } from '../common/useAction';
import type { PropertyRecord } from './moderation';

const MESSAGES = {
  required: REJECTION_REASON_MESSAGES.required,
  tooShort: `Give a reason of at least ${REJECTION_REASON_LIMITS.min} characters: say why the listing is released`,
};

/**
 * Puts a listing stuck under contract back on the market (an approval nobody will pay): its
 * unpaid approvals are withdrawn with the reason, audited. Admins only; the server refuses a
 * listing a tenancy holds.
 */
export const ReleaseButton = () => {
  const record = useRecordContext<PropertyRecord>();
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const { mutate, isPending, error, reset } = useAction(
    (dataProvider, args: { id: PropertyRecord['id']; reason: string }) =>
      dataProvider.releaseProperty(args.id, args.reason),
    () => `Released "${record?.title ?? 'listing'}": it is available again`,
    () => setOpen(false),
  );
  if (!record || !isAdmin || record.status !== 'under_contract') return null;
  return (
    <>
      <Button label="Release" onClick={() => setOpen(true)}>
        <LockOpen />
      </Button>
      <ReasonDialog
        open={open}
        title={`Release “${record.title}”`}
        description="Its approved, unpaid applications are withdrawn with this reason (the applicants read it) and the listing is available again."
        submitLabel="Release listing"
        pendingLabel="Releasing…"
        reasonLabel="Reason"
        submitColor="primary"
        messages={MESSAGES}
        isPending={isPending}
        error={error}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        onSubmit={(reason) => mutate({ id: record.id, reason })}
      />
    </>
  );
};
