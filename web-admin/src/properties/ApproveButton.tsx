import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { Button, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { hasPendingChanges, type PropertyRecord } from './moderation';
import { useAction } from '../common/useAction';

/**
 * Approves the listing in context (it goes public), or the changes waiting on an approved
 * one (they become public); the landlord is told. Admins only.
 */
export const ApproveButton = ({ label = 'Approve' }: { label?: string }) => {
  const record = useRecordContext<PropertyRecord>();
  const isAdmin = useIsAdmin();
  const { mutate, isPending } = useAction(
    (dataProvider, id: PropertyRecord['id']) => dataProvider.approveProperty(id),
    () =>
      record && hasPendingChanges(record)
        ? `Approved the changes to "${record.title}"`
        : `Approved "${record?.title ?? 'listing'}"`,
  );
  if (!record || !isAdmin) return null;
  const changes = hasPendingChanges(record);
  if (record.moderationStatus === 'approved' && !changes) return null;
  return (
    <Button
      label={changes ? 'Approve changes' : label}
      color="success"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        mutate(record.id);
      }}
    >
      <CheckCircleOutline />
    </Button>
  );
};
