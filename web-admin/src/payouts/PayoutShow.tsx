import {
  Alert,
  Card,
  CardContent,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime, formatNaira, PAYOUT_ACCOUNT_STATUS_LABELS } from '@rentnaija/shared';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import History from '@mui/icons-material/History';
import { Detail } from '../common/Detail';
import { FilteredListButton } from '../common/FilteredListButton';
import { humanize, StateChip } from '../common/fields';
import { useIsAdmin } from '../common/hooks';
import { PersonLink, ShowLink } from '../common/ShowLink';
import { isRetryable, PAYOUT_STATE_COLORS, type PayoutRecord } from './constants';
import { RetryPayoutButton } from './RetryPayoutButton';

const Title = () => {
  const record = useRecordContext<PayoutRecord>();
  return <>{record ? `Payout ${record.reference}` : 'Payout'}</>;
};

/** The gateway's words as a sentence (they seldom end with a full stop). */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text : `${text}.`);

/** Where the payout stands, in a sentence staff can act on. */
const Standing = ({ record }: { record: PayoutRecord }) => {
  const isAdmin = useIsAdmin();
  if (isRetryable(record)) {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        <strong>
          {record.state === 'reversed' ? 'Reversed' : 'Failed'}
          {record.failedAt ? ` ${formatDateTime(record.failedAt)}` : ''}:
        </strong>{' '}
        {sentence(record.lastError ?? 'No reason was given')}{' '}
        {isAdmin
          ? 'Check the account with the landlord if the bank refused it, then retry.'
          : 'An admin can send it again.'}
      </Alert>
    );
  }
  if (record.state === 'pending') {
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        {record.waitingReason ?? 'Scheduled: the transfer is being sent.'}
      </Alert>
    );
  }
  if (record.state === 'processing') {
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        The payment processor took the transfer
        {record.sentAt ? ` ${formatDateTime(record.sentAt)}` : ''}; its webhook tells the end.
        {record.lastError ? ` ${record.lastError}` : ''}
      </Alert>
    );
  }
  return (
    <Alert severity="success" sx={{ my: 2 }}>
      Paid into the landlord’s bank{record.paidAt ? ` ${formatDateTime(record.paidAt)}` : ''}.
      {record.lastError ? ` ${record.lastError}` : ''}
    </Alert>
  );
};

const Releases = ({ record }: { record: PayoutRecord }) => (
  <Table size="small" aria-label="The money it carries">
    <TableHead>
      <TableRow>
        <TableCell>Payment</TableCell>
        <TableCell>Listing</TableCell>
        <TableCell align="right">Amount</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {record.releases.map((r, i) => (
        <TableRow key={r.paymentId ?? i}>
          <TableCell sx={{ fontFamily: 'monospace' }}>
            {r.paymentId ? (
              <ShowLink resource="payments" id={r.paymentId}>
                {r.paymentReference}
              </ShowLink>
            ) : (
              r.paymentReference
            )}
          </TableCell>
          <TableCell>{r.propertyTitle ?? '—'}</TableCell>
          <TableCell align="right">{formatNaira(r.amount)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

const PayoutBody = () => {
  const record = useRecordContext<PayoutRecord>();
  if (!record) return null;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <StateChip value={record.state} colors={PAYOUT_STATE_COLORS} />
        </Stack>
        <Typography variant="h5" component="h2">
          {formatNaira(record.amount)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {record.description}
        </Typography>
        <Standing record={record} />
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Detail label="Landlord">
            <PersonLink person={record.landlord} />
          </Detail>
          <Detail label="Bank account">
            {record.account
              ? `${record.account.bankName} ···· ${record.account.accountNumberLast4} · ${record.account.accountName} (${PAYOUT_ACCOUNT_STATUS_LABELS[record.account.status]})`
              : 'None yet'}
          </Detail>
          <Detail label="Reference">{record.reference}</Detail>
          <Detail label="Transfer reference">{record.transferReference}</Detail>
          <Detail label="Transfer code">{record.transferCode}</Detail>
          <Detail label="Payment processor says">
            {record.gatewayStatus ? humanize(record.gatewayStatus) : 'Nothing yet'}
          </Detail>
          <Detail label="Transfers asked">{record.attempts}</Detail>
          <Detail label="Scheduled">{formatDateTime(record.createdAt)}</Detail>
          <Detail label="Sent">{record.sentAt ? formatDateTime(record.sentAt) : 'Not yet'}</Detail>
          <Detail label="Paid">{record.paidAt ? formatDateTime(record.paidAt) : 'Not yet'}</Detail>
        </Grid>
        <Releases record={record} />
      </CardContent>
    </Card>
  );
};

const Actions = () => {
  const record = useRecordContext<PayoutRecord>();
  return (
    <TopToolbar>
      <ListButton label="Back to payouts" />
      {record ? (
        <FilteredListButton
          resource="audit-log"
          filter={{ entityType: 'payout', entityId: String(record.id) }}
          label="History"
          icon={<History />}
        />
      ) : null}
      <RetryPayoutButton />
    </TopToolbar>
  );
};

const PayoutShow = () => (
  <Show title={<Title />} actions={<Actions />} component="div">
    <PayoutBody />
  </Show>
);

export default PayoutShow;
