import HighlightOff from '@mui/icons-material/HighlightOff';
import { REJECTION_REASON_MESSAGES } from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { ReasonButton } from '../common/ReasonDialog';
import { hasPendingChanges, type PropertyRecord } from './moderation';

/**
 * Rejects the listing in context, or the changes waiting on an approved one (the listing stays
 * public as approved), with a reason the landlord sees. Admins only.
 */
export const RejectButton = () => {
  const record = useRecordContext<PropertyRecord>();
  const isAdmin = useIsAdmin();
  if (!record || !isAdmin || record.moderationStatus === 'rejected') return null;
  const changes = hasPendingChanges(record);
  return (
    <ReasonButton
      label={changes ? 'Reject changes' : 'Reject'}
      icon={<HighlightOff />}
      color="error"
      title={changes ? `Reject the changes to “${record.title}”` : `Reject “${record.title}”`}
      description={
        changes
          ? 'The listing stays public as approved. The landlord sees this reason and can edit again.'
          : 'The landlord sees this reason and can edit the listing and send it back for review.'
      }
      submitLabel={changes ? 'Reject changes' : 'Reject listing'}
      pendingLabel="Rejecting…"
      messages={REJECTION_REASON_MESSAGES}
      run={(dataProvider, reason) => dataProvider.rejectProperty(record.id, reason)}
      success={changes ? `Rejected the changes to "${record.title}"` : `Rejected "${record.title}"`}
    />
  );
};
