import Gavel from '@mui/icons-material/GavelOutlined';
import { Alert, Stack, Typography } from '@mui/material';
import { formatDateTime, formatNaira } from '@rentnaija/shared';
import type { PaymentRecord } from './constants';

/** Resolved in the payer's favour: the bank returned the money. */
const payerWon = (resolution: string | null) => !!resolution && resolution !== 'declined';

/** A chargeback's mark in a list: open with its deadline, or how it ended. */
export const DisputeNote = ({ record }: { record: PaymentRecord }) => {
  const d = record.dispute;
  if (!d) return null;
  const open = !d.resolvedAt;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'flex-start', color: open ? 'warning.main' : 'text.secondary', mt: 0.5 }}
    >
      <Gavel fontSize="small" aria-hidden sx={{ mt: '1px' }} />
      <Typography variant="caption" component="span" sx={{ color: 'text.primary' }}>
        {open ? (
          <>
            <strong>Chargeback:</strong> answer by{' '}
            {d.dueAt ? formatDateTime(d.dueAt) : 'the date the processor gives'}
          </>
        ) : (
          <>
            <strong>Chargeback {payerWon(d.resolution) ? 'lost' : 'won'}</strong> (
            {d.resolution ?? 'resolved'})
          </>
        )}
      </Typography>
    </Stack>
  );
};

/** The chargeback in full on a payment's page: what to do and by when, or how it ended. */
export const DisputeAlert = ({ record }: { record: PaymentRecord }) => {
  const d = record.dispute;
  if (!d) return null;
  const amount = formatNaira(d.amount ?? record.amount);
  if (!d.resolvedAt) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        <strong>
          Chargeback {d.status.replace(/-/g, ' ')}: answer by{' '}
          {d.dueAt ? formatDateTime(d.dueAt) : 'the date the payment processor gives'}.
        </strong>{' '}
        The payer’s bank disputes {amount}
        {d.category ? ` (${d.category})` : ''}, opened {formatDateTime(d.openedAt)}. Send the
        evidence from the payment processor’s dashboard. Until it is resolved the money is frozen:
        nothing is released to the landlord and refunds are refused.
      </Alert>
    );
  }
  return (
    <Alert severity={payerWon(d.resolution) ? 'error' : 'success'} sx={{ mb: 2 }}>
      <strong>
        Chargeback resolved {formatDateTime(d.resolvedAt)}: {d.resolution ?? 'resolved'}.
      </strong>{' '}
      {payerWon(d.resolution)
        ? `The bank returned ${amount} to the payer: the money stays frozen and must not be refunded or released.`
        : 'We keep the money: its release is no longer frozen.'}
    </Alert>
  );
};
