import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { SENIOR_REVIEW_MESSAGES } from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { ApproveActionButton } from '../common/DecisionButtons';
import { useIsAdmin } from '../common/hooks';
import { ReasonButton } from '../common/ReasonDialog';
import { hasPendingChanges, type PropertyRecord } from './moderation';

/**
 * Approves the listing in context (it goes public), or the changes waiting on an approved
 * one (they become public); the landlord is told. Admins only. When its fraud signals hold it
 * for a senior review, approving asks for a note saying why it may go live (kept in the audit
 * log).
 */
export const ApproveButton = ({ label = 'Approve' }: { label?: string }) => {
  const record = useRecordContext<PropertyRecord>();
  const isAdmin = useIsAdmin();
  if (!record || !isAdmin) return null;
  const changes = hasPendingChanges(record);
  if (record.moderationStatus === 'approved' && !changes) return null;
  const shown = changes ? 'Approve changes' : label;
  const success = changes
    ? `Approved the changes to "${record.title}"`
    : `Approved "${record.title}"`;
  if (record.risk?.held) {
    return (
      <ReasonButton
        label={shown}
        icon={<CheckCircleOutline />}
        title={`Approve "${record.title}" after a senior review`}
        description={`Its fraud signals score ${record.risk.score}. Say why it may go live despite them: the note is kept in the audit log.`}
        reasonLabel="Senior review note"
        submitLabel="Approve"
        pendingLabel="Approving…"
        submitColor="primary"
        messages={{
          required: SENIOR_REVIEW_MESSAGES.noteRequired,
          tooShort: SENIOR_REVIEW_MESSAGES.noteTooShort,
        }}
        run={(dataProvider, note) => dataProvider.approveProperty(record.id, note)}
        success={success}
      />
    );
  }
  return (
    <ApproveActionButton
      label={shown}
      run={(dataProvider) => dataProvider.approveProperty(record.id)}
      success={success}
    />
  );
};
