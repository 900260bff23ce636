import HighlightOff from '@mui/icons-material/HighlightOff';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { REJECTION_REASON_LIMITS, REJECTION_REASON_MESSAGES } from '@rentnaija/shared';
import { type FormEvent, useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { hasPendingChanges, type PropertyRecord } from './moderation';
import { useAction } from '../common/useAction';

const { min: MIN_REASON, max: MAX_REASON } = REJECTION_REASON_LIMITS;

/**
 * Rejects the listing in context, or the changes waiting on an approved one (the listing stays
 * public as approved), with a reason the landlord sees. Admins only.
 */
export const RejectButton = () => {
  const record = useRecordContext<PropertyRecord>();
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { mutate, isPending, error, reset } = useAction(
    (dataProvider, args: { id: PropertyRecord['id']; reason: string }) =>
      dataProvider.rejectProperty(args.id, args.reason),
    () =>
      record && hasPendingChanges(record)
        ? `Rejected the changes to "${record.title}"`
        : `Rejected "${record?.title ?? 'listing'}"`,
    () => {
      setOpen(false);
      setReason('');
      setTouched(false);
    },
  );
  if (!record || !isAdmin || record.moderationStatus === 'rejected') return null;

  const changes = hasPendingChanges(record);
  const trimmed = reason.trim();
  const problem = !touched
    ? null
    : trimmed.length === 0
      ? REJECTION_REASON_MESSAGES.required
      : trimmed.length < MIN_REASON
        ? REJECTION_REASON_MESSAGES.tooShort
        : null;
  const close = () => {
    if (isPending) return;
    setOpen(false);
    reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (trimmed.length < MIN_REASON) return;
    mutate({ id: record.id, reason: trimmed });
  };

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
      <Dialog
        open={open}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        fullWidth
        maxWidth="sm"
        aria-labelledby="reject-title"
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id="reject-title">
            {changes ? `Reject the changes to “${record.title}”` : `Reject “${record.title}”`}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {changes
                ? 'The listing stays public as approved. The landlord sees this reason and can edit again.'
                : 'The landlord sees this reason and can edit the listing and send it back for review.'}
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              label="Reason for rejection"
              value={reason}
              onChange={(event) => setReason(event.target.value.slice(0, MAX_REASON))}
              onBlur={() => setTouched(true)}
              error={Boolean(problem) || Boolean(error)}
              helperText={problem ?? error?.message ?? `${trimmed.length}/${MAX_REASON} characters`}
              required
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={isPending}>
              Cancel
            </MuiButton>
            <MuiButton type="submit" color="error" variant="contained" disabled={isPending}>
              {isPending ? 'Rejecting…' : changes ? 'Reject changes' : 'Reject listing'}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
