import Replay from '@mui/icons-material/Replay';
import { PAYOUT_CONSOLE_MESSAGES } from '@rentnaija/shared';
import { Button, type Identifier, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { useAction } from '../common/useAction';
import { isRetryable, type PayoutRecord } from './constants';

/** Sends a failed or reversed payout again (admins; audited by the API). */
export const RetryPayoutButton = () => {
  const record = useRecordContext<PayoutRecord>();
  const isAdmin = useIsAdmin();
  const { mutate, isPending } = useAction(
    (dataProvider, id: Identifier) => dataProvider.retryPayout(id),
    () => PAYOUT_CONSOLE_MESSAGES.retried,
    undefined,
    PAYOUT_CONSOLE_MESSAGES.retryFailed,
  );
  if (!record || !isAdmin || !isRetryable(record)) return null;
  return (
    <Button
      label="Retry"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        mutate(record.id);
      }}
    >
      <Replay />
    </Button>
  );
};
