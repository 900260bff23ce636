import { Typography } from '@mui/material';
import { formatNaira } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { NairaField, StateChip, StateField, WatDateField } from '../common/fields';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import {
  PAYOUT_STATE_CHOICES,
  PAYOUT_STATE_COLORS,
  type PayoutRecord,
  WAITING_CHOICES,
} from './constants';
import { RetryPayoutButton } from './RetryPayoutButton';
import { listDefaults } from '../common/listDefaults';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search references and descriptions" />,
  <SelectInput
    key="state"
    source="state"
    label="State"
    choices={PAYOUT_STATE_CHOICES}
    emptyText="Any state"
    alwaysOn
  />,
  <SelectInput
    key="needsRetry"
    source="needsRetry"
    label="To send again"
    choices={[
      { id: 'true', name: 'Failed or reversed' },
      { id: 'false', name: 'The others' },
    ]}
  />,
  <SelectInput
    key="waitingFor"
    source="waitingFor"
    label="Waiting for"
    choices={WAITING_CHOICES}
  />,
];

const Empty = () => (
  <Typography variant="body2" sx={{ p: 2 }}>
    No payouts found
  </Typography>
);

/** Why a payout has not gone out, or what went wrong, in a line. */
const Note = ({ record }: { record: PayoutRecord }) =>
  record.waitingReason || record.lastError ? (
    <Typography variant="caption" color="text.secondary" component="div">
      {record.waitingReason ?? record.lastError}
    </Typography>
  ) : null;

/** Payouts to landlords: failed and reversed ones first (the API orders them so). */
const PayoutList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List
      title="Payouts"
      filters={filters}
      {...listDefaults('createdAt', 'DESC')}
      empty={<Empty />}
    >
      {isSmall ? (
        <SimpleList<PayoutRecord>
          empty={<Empty />}
          linkType="show"
          primaryText={(r) =>
            `${formatNaira(r.amount)} · ${r.landlord?.name ?? 'Unknown landlord'}`
          }
          secondaryText={(r) => <Note record={r} />}
          tertiaryText={(r) => <StateChip value={r.state} colors={PAYOUT_STATE_COLORS} />}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={<Empty />} rowClick="show" bulkActionButtons={false} optimized>
          <FunctionField
            label="Landlord"
            sortable={false}
            render={(r: PayoutRecord) => r.landlord?.name ?? '—'}
          />
          <FunctionField
            label="For"
            sortable={false}
            render={(r: PayoutRecord) => (
              <>
                {r.description}
                <Note record={r} />
              </>
            )}
          />
          <NairaField source="amount" label="Amount" />
          <StateField source="state" label="State" colors={PAYOUT_STATE_COLORS} />
          <WatDateField source="createdAt" label="Scheduled" />
          <WatDateField source="paidAt" label="Paid" />
          {isAdmin ? (
            <FunctionField label="Actions" sortable={false} render={() => <RetryPayoutButton />} />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};

export default PayoutList;
