import { Alert, Box, Card, CardContent, Divider, Grid, Typography } from '@mui/material';
import { formatDateTime, formatNaira } from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { RecordShow } from '../common/RecordShow';
import { RecordHeading } from '../common/RecordHeading';
import { ListingLink, PersonLink, ShowLink } from '../common/ShowLink';
import { Breakdown } from '../common/Breakdown';
import { Detail } from '../common/Detail';
import { humanize, JsonBlock, StateChip } from '../common/fields';
import { REFUND_STATUS_COLORS } from '../refunds/constants';
import { PAYMENT_STATUS_COLORS, type PaymentRecord } from './constants';
import { CheckFlagButton } from './CheckFlagButton';
import { DisputeAlert } from './DisputeNote';
import { ReceiptButton } from './ReceiptButton';

const Title = () => {
  const record = useRecordContext<PaymentRecord>();
  return <>{record ? `Payment ${record.reference}` : 'Payment'}</>;
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** Kobo as the gateway counts them, shown in naira (with the kobo when there are any). */
const fromKobo = (value: unknown, currency: unknown) => {
  if (typeof value !== 'number') return null;
  const naira = value / 100;
  if (currency && currency !== 'NGN') return `${naira.toLocaleString('en-NG')} ${String(currency)}`;
  return Number.isInteger(naira)
    ? formatNaira(naira)
    : `₦${naira.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
};

/** The gateway's last word, in the terms staff check a transaction by. */
const GatewaySummary = ({ record }: { record: PaymentRecord }) => {
  const g = record.gatewayResponse;
  if (!g) {
    return (
      <Typography variant="body2" color="text.secondary">
        The gateway has not answered about this payment yet.
      </Typography>
    );
  }
  const card = (g.authorization ?? {}) as Record<string, unknown>;
  const cardText = [text(card.card_type ?? card.brand), text(card.bank)]
    .filter(Boolean)
    .join(' · ');
  const paidAt = text(g.paid_at ?? g.paidAt);
  const via = { webhook: 'Signed webhook', verify: 'Verify call' }[String(g.via)] ?? text(g.via);
  // Only what the gateway said: answers differ by event (a charge, a failure, a refund).
  const lines: [string, string | null][] = [
    ['Gateway status', text(g.status)],
    ['Gateway message', text(g.gateway_response ?? g.message ?? g.error)],
    ['Amount reported', fromKobo(g.amount, g.currency)],
    ['Fees', fromKobo(g.fees, g.currency)],
    ['Channel', text(g.channel) ? humanize(String(g.channel)) : null],
    [
      'Card',
      cardText || card.last4
        ? `${cardText}${card.last4 ? ` ···· ${String(card.last4)}` : ''}`
        : null,
    ],
    ['Paid at (gateway)', paidAt ? formatDateTime(paidAt) : null],
    ['Learnt through', via],
    ['Gateway transaction ID', text(g.id)],
  ];
  return (
    <>
      <Grid container spacing={2}>
        <Detail label="Gateway">
          {record.gateway === 'sandbox' ? 'Sandbox (no money moves)' : 'Paystack'}
        </Detail>
        {lines
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <Detail key={label} label={label}>
              {value}
            </Detail>
          ))}
      </Grid>
      <Box component="details" sx={{ mt: 2 }}>
        <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2', mb: 1 }}>
          The gateway’s full answer
        </Box>
        <JsonBlock value={g} />
      </Box>
    </>
  );
};

const PaymentBody = () => {
  const record = useRecordContext<PaymentRecord>();
  if (!record) return null;
  return (
    <Card>
      <CardContent>
        <DisputeAlert record={record} />
        {record.flaggedAt ? (
          <Alert severity={record.flagCheck ? 'info' : 'error'} sx={{ mb: 2 }}>
            <strong>Flagged for a check {formatDateTime(record.flaggedAt)}:</strong>{' '}
            {record.flaggedReason ?? 'No reason was recorded.'}
          </Alert>
        ) : null}
        {record.flagCheck ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            <strong>
              Checked {formatDateTime(record.flagCheck.checkedAt)}
              {record.flagCheck.checkedBy ? ` by ${record.flagCheck.checkedBy.name}` : ''}:
            </strong>{' '}
            <span>{record.flagCheck.note}</span>
          </Alert>
        ) : null}
        <RecordHeading
          chips={
            <>
              <StateChip value={record.status} colors={PAYMENT_STATUS_COLORS} />
              {record.releaseFrozen ? (
                <StateChip
                  value="frozen"
                  colors={{ frozen: 'warning' }}
                  labels={{ frozen: 'Release frozen' }}
                />
              ) : null}
              {record.refund ? (
                <StateChip
                  value={record.refund.status}
                  colors={REFUND_STATUS_COLORS}
                  labels={{ [record.refund.status]: `Refund ${humanize(record.refund.status)}` }}
                />
              ) : null}
            </>
          }
          title={formatNaira(record.amount)}
          subtitle={record.description}
        />

        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Detail label="Reference">
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {record.reference}
            </Box>
          </Detail>
          <Detail label="Payer">
            <PersonLink person={record.tenant} />
          </Detail>
          <Detail label="Landlord">
            <PersonLink person={record.landlord} />
          </Detail>
          <Detail label="Listing">
            <ListingLink property={record.property} missing={'Removed'} />
          </Detail>
          <Detail label="Application">
            <ShowLink resource="applications" id={record.applicationId}>
              Open the application
            </ShowLink>
            {record.applicationStatus ? ` (${humanize(record.applicationStatus)})` : ''}
          </Detail>
          <Detail label="Method">
            {record.paymentMethod ? humanize(record.paymentMethod) : null}
          </Detail>
          <Detail label="Started">{formatDateTime(record.createdAt)}</Detail>
          <Detail label="Paid">
            {record.paymentDate ? formatDateTime(record.paymentDate) : 'Not paid'}
          </Detail>
          {record.refund ? (
            <Detail label="Refund">
              <ShowLink resource="refunds" id={record.refund.id}>
                {formatNaira(record.refund.amount)} · {humanize(record.refund.status)}
              </ShowLink>
              <Typography variant="caption" color="text.secondary" component="div">
                {record.refund.reasonLabel}
              </Typography>
            </Detail>
          ) : null}
        </Grid>

        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h3" gutterBottom>
          What it paid for
        </Typography>
        <Breakdown
          items={record.breakdown}
          total={record.amount}
          label="What the payment is made of"
        />

        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h3" gutterBottom>
          The gateway’s answer
        </Typography>
        <GatewaySummary record={record} />
      </CardContent>
    </Card>
  );
};

/** One payment, read-only: its flag, what it paid for, the gateway's answer, its receipt. */
const PaymentShow = () => (
  <RecordShow
    title={<Title />}
    backLabel="Back to payments"
    actions={
      <>
        <ReceiptButton />
        <CheckFlagButton />
      </>
    }
  >
    <PaymentBody />
  </RecordShow>
);

export default PaymentShow;
