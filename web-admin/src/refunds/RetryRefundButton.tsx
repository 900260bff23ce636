import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import {
  BANK_ID_PATTERN,
  formatNaira,
  NUBAN_PATTERN,
  REFUND_RETRY_MESSAGES,
  type RefundRetryRequest,
} from '@rentnaija/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button, type Identifier, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { useAction } from '../common/useAction';
import type { RefundRecord } from './constants';

/**
 * A refund the gateway could not return to the card: an admin gives the tenant's bank account
 * (confirmed with the tenant) and the refund is sent there. Shown only while it waits.
 */
export const RetryRefundButton = () => {
  const record = useRecordContext<RefundRecord>();
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const { mutate, isPending, error, reset } = useAction(
    (dataProvider, args: { id: Identifier; account: RefundRetryRequest }) =>
      dataProvider.retryRefund(args.id, args.account),
    () => REFUND_RETRY_MESSAGES.sent,
    () => setOpen(false),
    REFUND_RETRY_MESSAGES.failed,
  );
  if (!record || !isAdmin || record.status !== 'needs_attention') return null;
  const close = () => {
    if (isPending) return;
    setOpen(false);
    reset();
  };
  return (
    <>
      <Button
        label="Send to a bank account"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <AccountBalance />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        fullWidth
        maxWidth="sm"
      >
        <AccountForm
          title={`Send ${formatNaira(record.amount)} to ${record.tenant?.name ?? 'the tenant'}’s bank account`}
          isPending={isPending}
          error={error}
          close={close}
          onSubmit={(account) => mutate({ id: record.id, account })}
        />
      </Dialog>
    </>
  );
};

const AccountForm = ({
  title,
  isPending,
  error,
  close,
  onSubmit,
}: {
  title: string;
  isPending: boolean;
  error: Error | null;
  close: () => void;
  onSubmit: (account: RefundRetryRequest) => void;
}) => {
  const titleId = useId();
  const [accountNumber, setAccountNumber] = useState('');
  const [bankId, setBankId] = useState('');
  const [touched, setTouched] = useState(false);
  const accountProblem =
    touched && !NUBAN_PATTERN.test(accountNumber.trim())
      ? REFUND_RETRY_MESSAGES.accountNumber
      : null;
  const bankProblem =
    touched && !BANK_ID_PATTERN.test(bankId.trim()) ? REFUND_RETRY_MESSAGES.bankId : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const account = { accountNumber: accountNumber.trim(), bankId: bankId.trim() };
    if (NUBAN_PATTERN.test(account.accountNumber) && BANK_ID_PATTERN.test(account.bankId)) {
      onSubmit(account);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The payment processor could not return this refund to the card. Confirm with the tenant
          the bank account in their own name, then send it there. Never ask for a card number, PIN
          or one-time code.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            autoFocus
            label="Account number"
            value={accountNumber}
            onChange={(event) => setAccountNumber(event.target.value.slice(0, 10))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            error={Boolean(accountProblem)}
            helperText={accountProblem ?? '10 digits (NUBAN)'}
            required
          />
          <TextField
            label="Bank id at the payment processor"
            value={bankId}
            onChange={(event) => setBankId(event.target.value.slice(0, 9))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            error={Boolean(bankProblem) || Boolean(error)}
            helperText={bankProblem ?? error?.message ?? 'From the processor’s list of banks'}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={close} disabled={isPending}>
          Cancel
        </MuiButton>
        <MuiButton type="submit" variant="contained" disabled={isPending}>
          {isPending ? 'Sending…' : 'Send the refund'}
        </MuiButton>
      </DialogActions>
    </form>
  );
};
