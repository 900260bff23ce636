import Gavel from '@mui/icons-material/Gavel';
import MoneyOff from '@mui/icons-material/MoneyOff';
import Payments from '@mui/icons-material/Payments';
import { Stack, TextField } from '@mui/material';
import { DECISION_REASON_MESSAGES, formatNaira } from '@rentnaija/shared';
import { useState } from 'react';
import { ReasonButton } from '../common/ReasonDialog';
import { useIsAdmin } from '../common/hooks';
import type { TenancyDisputeRecord } from './constants';

const DECIDED = 'Dispute decided';
const FAILED = 'Failed to decide the dispute';

/**
 * An admin's decision on an open dispute, each with a dialog saying the amount, who gets it and
 * what follows, and asking the reason both parties read.
 */
export const DisputeDecisions = ({ record }: { record: TenancyDisputeRecord }) => {
  const isAdmin = useIsAdmin();
  const [amount, setAmount] = useState('');
  if (!isAdmin || record.state !== 'open') return null;
  const { tenancy } = record;
  const part = Number(amount);
  const partValid = Number.isInteger(part) && part > 0 && part < record.releasable;
  const common = {
    pendingLabel: 'Deciding…',
    messages: DECISION_REASON_MESSAGES,
    reasonLabel: 'Reason (the tenant and the landlord read it)',
    success: DECIDED,
    failure: FAILED,
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
      <ReasonButton
        {...common}
        label="Release to landlord"
        icon={<Payments />}
        color="primary"
        submitColor="primary"
        title="Release the money to the landlord?"
        description={`${formatNaira(record.releasable)} of rent and fees is paid out to ${tenancy.landlord.name}; the tenancy goes on and the caution deposit stays held. This cannot be undone.`}
        submitLabel="Release"
        run={(dp, reason) => dp.decideTenancyDispute(record.id, 'release', { reason })}
      />
      <ReasonButton
        {...common}
        label="Full refund"
        icon={<MoneyOff />}
        color="error"
        title="Refund the tenant in full?"
        description={`${formatNaira(tenancy.moveIn.total)} (everything paid to move in) goes back to ${tenancy.tenant.name}; tenancy ${tenancy.reference} is cancelled and the listing returns to the market. This cannot be undone.`}
        submitLabel="Refund in full"
        run={(dp, reason) => dp.decideTenancyDispute(record.id, 'refund-full', { reason })}
      />
      <TextField
        size="small"
        type="number"
        label="Partial refund (₦)"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={amount !== '' && !partValid}
        helperText={`From ₦1 to ${formatNaira(record.releasable - 1)}`}
      />
      {partValid && (
        <ReasonButton
          {...common}
          label="Refund part"
          icon={<Gavel />}
          color="error"
          title={`Refund ${formatNaira(part)} to the tenant?`}
          description={`${formatNaira(part)} goes back to ${tenancy.tenant.name} and the other ${formatNaira(record.releasable - part)} of rent and fees is paid out to ${tenancy.landlord.name}; the tenancy goes on and the caution deposit stays held. This cannot be undone.`}
          submitLabel="Refund part"
          run={(dp, reason) =>
            dp.decideTenancyDispute(record.id, 'refund-partial', { reason, amount: part })
          }
        />
      )}
    </Stack>
  );
};
