import { Typography } from '@mui/material';
import { EmptyText } from '../common/EmptyText';
import { choiceFilter, searchFilter, stateFilter } from '../common/filters';
import { formatNaira } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SelectInput, SimpleList } from 'react-admin';
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
  searchFilter('Search references and descriptions'),
  stateFilter(PAYOUT_STATE_CHOICES),
  <SelectInput
    key="needsRetry"
    source="needsRetry"
    label="To send again"
    choices={[
      { id: 'true', name: 'Failed or reversed' },
      { id: 'false', name: 'The others' },
    ]}
  />,
  choiceFilter('waitingFor', 'Waiting for', WAITING_CHOICES),
];

const empty = <EmptyText>No payouts found</EmptyText>;

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
    <List title="Payouts" filters={filters} {...listDefaults('createdAt', 'DESC')} empty={empty}>
      {isSmall ? (
        <SimpleList<PayoutRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) =>
            `${formatNaira(r.amount)} · ${r.landlord?.name ?? 'Unknown landlord'}`
          }
          secondaryText={(r) => <Note record={r} />}
          tertiaryText={(r) => <StateChip value={r.state} colors={PAYOUT_STATE_COLORS} />}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
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
