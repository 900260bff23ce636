import { formatNaira } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SimpleList, TextField } from 'react-admin';
import { DecisionCell } from '../common/DecisionButtons';
import { EmptyText } from '../common/EmptyText';
import { StateChip, StateField, WatDateField } from '../common/fields';
import { choiceFilter, searchFilter } from '../common/filters';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import { listDefaults } from '../common/listDefaults';
import {
  DEPOSIT_DISPUTE_CHOICES,
  DEPOSIT_DISPUTE_DECISIONS,
  DEPOSIT_DISPUTE_STATE_COLORS,
  DEPOSIT_DISPUTE_STATE_LABELS,
  type DepositDisputeRecord,
} from './decisions';

const filters = [
  searchFilter('Search the listing, the tenant or the landlord'),
  choiceFilter('state', 'State', DEPOSIT_DISPUTE_CHOICES, { alwaysOn: true }),
];

const empty = <EmptyText>No deposit disputes found</EmptyText>;

const disputedText = (r: DepositDisputeRecord) =>
  `${formatNaira(r.disputedAmount)} disputed of ${formatNaira(r.amount)}`;

const DepositDisputeList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List
      title="Deposit disputes"
      filters={filters}
      filterDefaultValues={{ state: 'disputed' }}
      {...listDefaults('createdAt', 'ASC')}
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<DepositDisputeRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) => r.title}
          secondaryText={disputedText}
          tertiaryText={(r) => (
            <StateChip
              value={r.state}
              colors={DEPOSIT_DISPUTE_STATE_COLORS}
              labels={DEPOSIT_DISPUTE_STATE_LABELS}
            />
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
          <TextField source="reference" label="Tenancy" sortable={false} />
          <TextField source="title" label="Listing" sortable={false} />
          <TextField source="tenantName" label="Tenant" sortable={false} />
          <TextField source="landlordName" label="Landlord" sortable={false} />
          <FunctionField label="Disputed" sortable={false} render={disputedText} />
          <StateField
            source="state"
            colors={DEPOSIT_DISPUTE_STATE_COLORS}
            labels={DEPOSIT_DISPUTE_STATE_LABELS}
          />
          <WatDateField source="createdAt" label="Proposed" />
          {isAdmin ? (
            <FunctionField
              label="Actions"
              sortable={false}
              render={() => <DecisionCell decisions={DEPOSIT_DISPUTE_DECISIONS} />}
            />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};

export default DepositDisputeList;
