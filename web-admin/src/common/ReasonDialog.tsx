import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { REJECTION_REASON_LIMITS } from '@rentnaija/shared';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { Button } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { useAction } from './useAction';

const { min: MIN_REASON, max: MAX_REASON } = REJECTION_REASON_LIMITS;

interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  messages: { required: string; tooShort: string };
  /** The field's label: 'Reason for rejection' unless told otherwise. */
  reasonLabel?: string;
  /** The submit button's colour: a refusal's red unless told otherwise. */
  submitColor?: 'error' | 'primary';
  isPending: boolean;
  error?: Error | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * Asks for the reason of a rejection, which the person affected reads: required, at least
 * REJECTION_REASON_LIMITS.min characters (the API keeps the same rule). The form starts empty
 * each time the dialog opens.
 */
export const ReasonDialog = (props: ReasonDialogProps) => {
  const titleId = useId();
  const close = () => {
    if (!props.isPending) props.onClose();
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      onClick={(event) => event.stopPropagation()}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <ReasonForm {...props} titleId={titleId} close={close} />
    </Dialog>
  );
};

const ReasonForm = ({
  title,
  description,
  submitLabel,
  pendingLabel,
  messages,
  reasonLabel = 'Reason for rejection',
  submitColor = 'error',
  isPending,
  error,
  onSubmit,
  titleId,
  close,
}: ReasonDialogProps & { titleId: string; close: () => void }) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const problem = !touched
    ? null
    : trimmed.length === 0
      ? messages.required
      : trimmed.length < MIN_REASON
        ? messages.tooShort
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (trimmed.length >= MIN_REASON) onSubmit(trimmed);
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={reasonLabel}
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
        <MuiButton type="submit" color={submitColor} variant="contained" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </MuiButton>
      </DialogActions>
    </form>
  );
};

/**
 * A button that asks for a written reason in a ReasonDialog, then runs `run` with it and says how
 * it went: `success`, or `failure` before the server's reason (the dialog stays open on failure
 * and closes on success). It never opens the list row it sits in. Render it only where the
 * current user may act (a rejection, a payment's check).
 */
export const ReasonButton = ({
  label,
  icon,
  color,
  run,
  success,
  failure,
  ...dialog
}: {
  label: string;
  icon: ReactElement;
  /** The button's colour: react-admin's primary unless told otherwise (a refusal is 'error'). */
  color?: 'error' | 'primary';
  run: (dataProvider: AdminDataProvider, reason: string) => Promise<unknown>;
  success: string;
  failure?: string;
} & Pick<
  ReasonDialogProps,
  | 'title'
  | 'description'
  | 'submitLabel'
  | 'pendingLabel'
  | 'messages'
  | 'reasonLabel'
  | 'submitColor'
>) => {
  const [open, setOpen] = useState(false);
  const { mutate, isPending, error, reset } = useAction(
    (dataProvider, reason: string) => run(dataProvider, reason),
    () => success,
    () => setOpen(false),
    failure,
  );
  return (
    <>
      <Button
        label={label}
        color={color}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {icon}
      </Button>
      <ReasonDialog
        {...dialog}
        open={open}
        isPending={isPending}
        error={error}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        onSubmit={(reason) => mutate(reason)}
      />
    </>
  );
};
