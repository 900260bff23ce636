import { Alert, Box, Grid, Typography } from '@mui/material';
import { formatDateTime, formatNaira } from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { AwaitingAdminAlert, DecisionAlert } from '../common/ReviewAlerts';
import { RecordCard } from '../common/RecordHeading';
import { ListingLink, PersonLink, ShowLink } from '../common/ShowLink';
import { ReviewShow } from '../common/DecisionButtons';
import { Detail } from '../common/Detail';
import { humanize, StateChip } from '../common/fields';
import { useIsAdmin } from '../common/hooks';
import { REFUND_DECISIONS, REFUND_STATUS_COLORS, type RefundRecord } from './constants';
import { KindChip } from './RefundList';
import { RetryRefundButton } from './RetryRefundButton';

const Title = () => {
  const record = useRecordContext<RefundRecord>();
  return <>{record ? `Refund of ${record.payment.reference}` : 'Refund'}</>;
};

/** Where the refund stands, in a sentence staff can act on. */
const Standing = ({ record }: { record: RefundRecord }) => {
  const isAdmin = useIsAdmin();
  const decided = record.decidedAt ? ` ${formatDateTime(record.decidedAt)}` : '';
  switch (record.status) {
    case 'requested':
      return isAdmin ? (
        <Alert severity="info" sx={{ my: 2 }}>
          Approving sends the money back through the gateway and tells the tenant; denying needs a
          reason the tenant reads.
        </Alert>
      ) : (
        <AwaitingAdminAlert decisions="approve or deny" />
      );
    case 'denied':
      return (
        <DecisionAlert
          verdict="Denied"
          at={record.decidedAt}
          reason={record.decisionReason || 'No reason was recorded.'}
        />
      );
    case 'needs_attention':
      return (
        <Alert severity="warning" sx={{ my: 2 }}>
          <strong>
            Needs the tenant’s bank account
            {record.attentionAt ? ` since ${formatDateTime(record.attentionAt)}` : ''}:
          </strong>{' '}
          the payment processor could not return the money to the card. The tenant has been told
          that our team will contact them.{' '}
          {isAdmin
            ? 'Confirm the account in their own name with them, then send the refund to it.'
            : 'An admin sends it once the tenant confirms their account.'}
        </Alert>
      );
    case 'superseded':
      return (
        <DecisionAlert
          verdict="Closed"
          at={record.decidedAt}
          reason={record.decisionReason}
          severity="info"
        />
      );
    case 'failed':
      return (
        <Alert severity="error" sx={{ my: 2 }}>
          The gateway could not send the money back: the payment is flagged for a check.
        </Alert>
      );
    case 'processed':
      return (
        <Alert severity="success" sx={{ my: 2 }}>
          The money went back to the tenant
          {record.processedAt ? ` on ${formatDateTime(record.processedAt)}` : ''}.
        </Alert>
      );
    default:
      return (
        <Alert severity="info" sx={{ my: 2 }}>
          {record.automatic
            ? 'Made automatically because the paid application was not successful: no decision is needed.'
            : `Approved${decided}.`}{' '}
          The gateway is sending the money back.
        </Alert>
      );
  }
};

const RefundBody = () => {
  const record = useRecordContext<RefundRecord>();
  if (!record) return null;
  return (
    <RecordCard
      chips={
        <>
          <StateChip value={record.status} colors={REFUND_STATUS_COLORS} />
          <KindChip record={record} />
        </>
      }
      title={formatNaira(record.amount)}
      subtitle={record.reasonLabel}
    >
      <Standing record={record} />
      {record.details ? (
        <Box sx={{ mb: 2 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            In the tenant’s words
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {record.details}
          </Typography>
        </Box>
      ) : null}
      <Grid container spacing={2}>
        <Detail label="Tenant">
          <PersonLink person={record.tenant} />
        </Detail>
        <Detail label="Payment">
          <ShowLink resource="payments" id={record.payment.id}>
            {formatNaira(record.payment.amount)} · {humanize(record.payment.status)}
          </ShowLink>
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            sx={{ fontFamily: 'monospace' }}
          >
            {record.payment.reference}
          </Typography>
        </Detail>
        <Detail label="Listing">
          <ListingLink property={record.property} />
        </Detail>
        <Detail label="Asked">{formatDateTime(record.createdAt)}</Detail>
        <Detail label="Decided">
          {record.decidedAt ? formatDateTime(record.decidedAt) : 'Not yet'}
        </Detail>
        <Detail label="Money sent back">
          {record.processedAt ? formatDateTime(record.processedAt) : 'Not yet'}
        </Detail>
        <Detail label="Payment processor says">
          {record.gatewayStatus ? humanize(record.gatewayStatus.replace('-', '_')) : 'Nothing yet'}
        </Detail>
      </Grid>
    </RecordCard>
  );
};

const RefundShow = () => (
  <ReviewShow
    title={<Title />}
    backLabel="Back to refunds"
    entityType="refund"
    decisions={REFUND_DECISIONS}
    more={<RetryRefundButton />}
  >
    <RefundBody />
  </ReviewShow>
);

export default RefundShow;
