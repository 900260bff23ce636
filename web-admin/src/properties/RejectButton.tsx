import HighlightOff from '@mui/icons-material/HighlightOff';
import { REJECTION_REASON_MESSAGES } from '@rentnaija/shared';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { ReasonDialog } from '../common/ReasonDialog';
import { hasPendingChanges, type PropertyRecord } from './moderation';
import { useAction } from '../common/useAction';

/**
 * Rejects the listing in context, or the changes waiting on an approved one (the listing stays
 * public as approved), with a reason the landlord sees. Admins only.
 */
export const RejectButton = () => {
  const record = useRecordContext<PropertyRecord>();
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const { mutate, isPending, error, reset } = useAction(
    (dataProvider, args: { id: PropertyRecord['id']; reason: string }) =>
      dataProvider.rejectProperty(args.id, args.reason),
    () =>
      record && hasPendingChanges(record)
        ? `Rejected the changes to "${record.title}"`
        : `Rejected "${record?.title ?? 'listing'}"`,
    () => setOpen(false),
  );
  if (!record || !isAdmin || record.moderationStatus === 'rejected') return null;

  const changes = hasPendingChanges(record);
  return (
    <>
      <Button
        label={changes ? 'Reject changes' : 'Reject'}
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <HighlightOff />
      </Button>
      <ReasonDialog
        open={open}
        title={changes ? `Reject the changes to “${record.title}”` : `Reject “${record.title}”`}
        description={
          changes
            ? 'The listing stays public as approved. The landlord sees this reason and can edit again.'
            : 'The landlord sees this reason and can edit the listing and send it back for review.'
        }
        submitLabel={changes ? 'Reject changes' : 'Reject listing'}
        pendingLabel="Rejecting…"
        messages={REJECTION_REASON_MESSAGES}
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
