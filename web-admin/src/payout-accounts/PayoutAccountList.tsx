import { EmptyText } from '../common/EmptyText';
import { searchFilter, statusFilter } from '../common/filters';
import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
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

const filters = [searchFilter('Search names and banks'), statusFilter(ACCOUNT_STATUS_CHOICES)];

const empty = <EmptyText>No payout accounts found</EmptyText>;

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
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<PayoutAccountRecord>
          empty={empty}
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
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
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
