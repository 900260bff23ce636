import { Alert, Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { formatDateTime, formatNaira } from '@rentnaija/shared';
import { Show, useRecordContext } from 'react-admin';
import { PersonLink, ShowLink } from '../common/ShowLink';
import { ReviewShowActions } from '../common/DecisionButtons';
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
      return (
        <Alert severity="info" sx={{ my: 2 }}>
          {isAdmin
            ? 'Approving sends the money back through the gateway and tells the tenant; denying needs a reason the tenant reads.'
            : 'Waiting for an admin’s decision. Support staff can read it; only admins approve or deny.'}
        </Alert>
      );
    case 'denied':
      return (
        <Alert severity="error" sx={{ my: 2 }}>
          <strong>Denied{decided}:</strong> {record.decisionReason || 'No reason was recorded.'}
        </Alert>
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
        <Alert severity="info" sx={{ my: 2 }}>
          <strong>Closed{decided}:</strong> {record.decisionReason}
        </Alert>
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
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <StateChip value={record.status} colors={REFUND_STATUS_COLORS} />
          <KindChip record={record} />
        </Stack>
        <Typography variant="h5" component="h2">
          {formatNaira(record.amount)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {record.reasonLabel}
        </Typography>
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
            {record.property ? (
              <ShowLink resource="properties" id={record.property.id}>
                {record.property.title}
              </ShowLink>
            ) : null}
          </Detail>
          <Detail label="Asked">{formatDateTime(record.createdAt)}</Detail>
          <Detail label="Decided">
            {record.decidedAt ? formatDateTime(record.decidedAt) : 'Not yet'}
          </Detail>
          <Detail label="Money sent back">
            {record.processedAt ? formatDateTime(record.processedAt) : 'Not yet'}
          </Detail>
          <Detail label="Payment processor says">
            {record.gatewayStatus
              ? humanize(record.gatewayStatus.replace('-', '_'))
              : 'Nothing yet'}
          </Detail>
        </Grid>
      </CardContent>
    </Card>
  );
};

const RefundShow = () => (
  <Show
    title={<Title />}
    actions={
      <ReviewShowActions
        backLabel="Back to refunds"
        entityType="refund"
        decisions={REFUND_DECISIONS}
      >
        <RetryRefundButton />
      </ReviewShowActions>
    }
    component="div"
  >
    <RefundBody />
  </Show>
);

export default RefundShow;
