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
import { type FormEvent, useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import type { PropertyRecord } from './moderation';
import { useModeration } from './useModeration';

const MAX_REASON = 1000;

/** Rejects the listing in context with a reason the landlord will see. Admins only. */
export const RejectButton = () => {
  const record = useRecordContext<PropertyRecord>();
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { mutate, isPending, error, reset } = useModeration(
    (dataProvider, args: { id: PropertyRecord['id']; reason: string }) =>
      dataProvider.rejectProperty(args.id, args.reason),
    () => `Rejected "${record?.title ?? 'listing'}"`,
    () => {
      setOpen(false);
      setReason('');
      setTouched(false);
    },
  );
  if (!record || !isAdmin || record.moderationStatus === 'rejected') return null;

  const trimmed = reason.trim();
  const missing = touched && trimmed.length === 0;
  const close = () => {
    if (isPending) return;
    setOpen(false);
    reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed) return;
    mutate({ id: record.id, reason: trimmed });
  };

  return (
    <>
      <Button
        label="Reject"
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
          <DialogTitle id="reject-title">Reject “{record.title}”</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              The landlord sees this reason and can edit the listing and send it back for review.
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
              error={missing || Boolean(error)}
              helperText={
                missing
                  ? 'Please give a reason'
                  : (error?.message ?? `${trimmed.length}/${MAX_REASON} characters`)
              }
              required
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={isPending}>
              Cancel
            </MuiButton>
            <MuiButton type="submit" color="error" variant="contained" disabled={isPending}>
              {isPending ? 'Rejecting…' : 'Reject listing'}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
