import { useRecordContext } from 'react-admin';
import { ApproveActionButton } from '../common/DecisionButtons';
import { useIsAdmin } from '../common/hooks';
import { hasPendingChanges, type PropertyRecord } from './moderation';

/**
 * Approves the listing in context (it goes public), or the changes waiting on an approved
 * one (they become public); the landlord is told. Admins only.
 */
export const ApproveButton = ({ label = 'Approve' }: { label?: string }) => {
  const record = useRecordContext<PropertyRecord>();
  const isAdmin = useIsAdmin();
  if (!record || !isAdmin) return null;
  const changes = hasPendingChanges(record);
  if (record.moderationStatus === 'approved' && !changes) return null;
  return (
    <ApproveActionButton
      label={changes ? 'Approve changes' : label}
      run={(dataProvider) => dataProvider.approveProperty(record.id)}
      success={changes ? `Approved the changes to "${record.title}"` : `Approved "${record.title}"`}
    />
  );
};
