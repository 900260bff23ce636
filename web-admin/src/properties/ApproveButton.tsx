import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { Button, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import type { PropertyRecord } from './moderation';
import { useModeration } from './useModeration';

/** Approves the listing in context: it goes public and the landlord is emailed. Admins only. */
export const ApproveButton = ({ label = 'Approve' }: { label?: string }) => {
  const record = useRecordContext<PropertyRecord>();
  const isAdmin = useIsAdmin();
  const { mutate, isPending } = useModeration(
    (dataProvider, id: PropertyRecord['id']) => dataProvider.approveProperty(id),
    () => `Approved "${record?.title ?? 'listing'}"`,
  );
  if (!record || !isAdmin || record.moderationStatus === 'approved') return null;
  return (
    <Button
      label={label}
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
