import { Alert, Grid } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import { Show, useRecordContext } from 'react-admin';
import { ReviewShowActions } from '../common/DecisionButtons';
import { RecordCard } from '../common/RecordHeading';
import { Detail } from '../common/Detail';
import { StateChip } from '../common/fields';
import { useIsAdmin } from '../common/hooks';
import { PersonLink } from '../common/ShowLink';
import {
  accountLine,
  ACCOUNT_STATUS_COLORS,
  ACCOUNT_STATUS_LABELS,
  PAYOUT_ACCOUNT_DECISIONS,
  type PayoutAccountRecord,
} from './decisions';

const Title = () => {
  const record = useRecordContext<PayoutAccountRecord>();
  return (
    <>{record ? `Payout account of ${record.landlord?.name ?? 'a landlord'}` : 'Payout account'}</>
  );
};

const Standing = ({ record }: { record: PayoutAccountRecord }) => {
  const isAdmin = useIsAdmin();
  if (record.status === 'in_review') {
    return (
      <Alert severity="warning" sx={{ my: 2 }}>
        The bank’s name for this account is not the landlord’s verified name, so their payouts wait.{' '}
        {isAdmin
          ? 'Approve it only when the account is theirs (a name they also use, a married name); otherwise reject it with a reason they read.'
          : 'An admin decides.'}
      </Alert>
    );
  }
  if (record.status === 'rejected') {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        <strong>Rejected{record.reviewedAt ? ` ${formatDateTime(record.reviewedAt)}` : ''}:</strong>{' '}
        {record.reviewNote ?? 'No reason was recorded.'}
      </Alert>
    );
  }
  return (
    <Alert severity="success" sx={{ my: 2 }}>
      Verified{record.verifiedAt ? ` ${formatDateTime(record.verifiedAt)}` : ''}: payouts go to this
      account.
    </Alert>
  );
};

const AccountBody = () => {
  const record = useRecordContext<PayoutAccountRecord>();
  if (!record) return null;
  return (
    <RecordCard
      chips={
        <StateChip
          value={record.status}
          colors={ACCOUNT_STATUS_COLORS}
          labels={ACCOUNT_STATUS_LABELS}
        />
      }
      title={record.accountName}
      subtitle={accountLine(record)}
    >
      <Standing record={record} />
      <Grid container spacing={2}>
        <Detail label="Landlord">
          <PersonLink person={record.landlord} />
        </Detail>
        <Detail label="Name at the bank">{record.accountName}</Detail>
        <Detail label="Verified identity (KYC)">{record.kycName}</Detail>
        <Detail label="Added">{formatDateTime(record.createdAt)}</Detail>
        <Detail label="Changed">{formatDateTime(record.updatedAt)}</Detail>
        <Detail label="Reviewed">
          {record.reviewedAt ? formatDateTime(record.reviewedAt) : 'Not yet'}
        </Detail>
      </Grid>
    </RecordCard>
  );
};

const PayoutAccountShow = () => (
  <Show
    title={<Title />}
    actions={
      <ReviewShowActions
        backLabel="Back to payout accounts"
        entityType="payout_account"
        decisions={PAYOUT_ACCOUNT_DECISIONS}
      />
    }
    component="div"
  >
    <AccountBody />
  </Show>
);

export default PayoutAccountShow;
