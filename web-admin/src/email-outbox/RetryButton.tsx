import Replay from '@mui/icons-material/Replay';
import { Button, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { useAction } from '../common/useAction';
import type { EmailRecord } from './constants';

/** Queues a failed email again with a fresh set of attempts. Admins only, failed emails only. */
export const RetryButton = () => {
  const record = useRecordContext<EmailRecord>();
  const isAdmin = useIsAdmin();
  const { mutate, isPending } = useAction(
    (dataProvider, id: EmailRecord['id']) => dataProvider.retryEmail(id),
    () => `Email to ${record?.to ?? 'the recipient'} queued again`,
  );
  if (!record || !isAdmin || record.status !== 'failed') return null;
  return (
    <Button label="Retry sending" disabled={isPending} onClick={() => mutate(record.id)}>
      <Replay />
    </Button>
  );
};
