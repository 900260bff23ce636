import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { DecisionCell } from '../common/DecisionButtons';
import { StateChip, StateField, WatDateField } from '../common/fields';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import {
  accountLine,
  ACCOUNT_STATUS_CHOICES,
  ACCOUNT_STATUS_COLORS,
  ACCOUNT_STATUS_LABELS,
  PAYOUT_ACCOUNT_DECISIONS,
  type PayoutAccountRecord,
} from './decisions';
import { listDefaults } from '../common/listDefaults';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search names and banks" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={ACCOUNT_STATUS_CHOICES}
    emptyText="Any status"
    alwaysOn
  />,
];

const Empty = () => (
  <Typography variant="body2" sx={{ p: 2 }}>
    No payout accounts found
  </Typography>
);

/**
 * Landlords' payout accounts, those in review first: the bank's name for the holder beside the
 * verified identity's, for an admin to decide.
 */
const PayoutAccountList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List
      title="Payout accounts"
      filters={filters}
      filterDefaultValues={{ status: 'in_review' }}
      {...listDefaults('updatedAt', 'ASC')}
      empty={<Empty />}
    >
      {isSmall ? (
        <SimpleList<PayoutAccountRecord>
          empty={<Empty />}
          linkType="show"
          primaryText={(r) => `${r.accountName} · verified as ${r.kycName ?? '—'}`}
          secondaryText={(r) => `${r.landlord?.name ?? 'Unknown landlord'} · ${accountLine(r)}`}
          tertiaryText={(r) => (
            <StateChip
              value={r.status}
              colors={ACCOUNT_STATUS_COLORS}
              labels={ACCOUNT_STATUS_LABELS}
            />
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={<Empty />} rowClick="show" bulkActionButtons={false} optimized>
          <FunctionField
            label="Landlord"
            sortable={false}
            render={(r: PayoutAccountRecord) => r.landlord?.name ?? '—'}
          />
          <FunctionField
            label="Name at the bank"
            sortBy="accountName"
            render={(r: PayoutAccountRecord) => r.accountName}
          />
          <FunctionField
            label="Verified identity"
            sortable={false}
            render={(r: PayoutAccountRecord) => r.kycName ?? '—'}
          />
          <FunctionField label="Account" sortable={false} render={accountLine} />
          <StateField
            source="status"
            colors={ACCOUNT_STATUS_COLORS}
            labels={ACCOUNT_STATUS_LABELS}
          />
          <WatDateField source="updatedAt" label="Added" />
          {isAdmin ? (
            <FunctionField
              label="Actions"
              sortable={false}
              render={() => <DecisionCell decisions={PAYOUT_ACCOUNT_DECISIONS} />}
            />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};

export default PayoutAccountList;
