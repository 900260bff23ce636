import { Typography } from '@mui/material';
import { formatDate, formatNaira } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { PersonLink } from '../common/ShowLink';
import { StateChip, StateField } from '../common/fields';
import { useIsSmall } from '../common/hooks';
import {
  DISPUTE_STATE_CHOICES,
  DISPUTE_STATE_COLORS,
  DISPUTE_STATE_LABELS,
  type TenancyDisputeRecord,
} from './constants';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search listing or party" />,
  <SelectInput
    key="state"
    source="state"
    label="State"
    choices={DISPUTE_STATE_CHOICES}
    emptyText="Any state"
    alwaysOn
  />,
];

const Empty = () => (
  <Typography variant="body2" sx={{ p: 2 }}>
    No disputes found
  </Typography>
);

/** Tenants' reports of a problem at move-in: the money held, waiting for a decision. */
const DisputeList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Tenancy disputes"
      filters={filters}
      filterDefaultValues={{ state: 'open' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={<Empty />}
    >
      {isSmall ? (
        <SimpleList<TenancyDisputeRecord>
          empty={<Empty />}
          linkType="show"
          primaryText={(r) => r.tenancy.property.title}
          secondaryText={(r) => `${r.tenancy.reference} · ${r.tenancy.tenant.name}`}
          tertiaryText={(r) => (
            <StateChip
              value={r.state}
              colors={DISPUTE_STATE_COLORS}
              labels={DISPUTE_STATE_LABELS}
            />
          )}
        />
      ) : (
        <Datagrid empty={<Empty />} rowClick="show" bulkActionButtons={false} optimized>
          <FunctionField
            label="Listing"
            sortable={false}
            render={(r: TenancyDisputeRecord) => (
              <>
                {r.tenancy.property.title}
                <Typography variant="caption" color="text.secondary" component="div">
                  {r.tenancy.reference}
                </Typography>
              </>
            )}
          />
          <FunctionField
            label="Tenant"
            sortable={false}
            render={(r: TenancyDisputeRecord) => <PersonLink person={r.tenancy.tenant} />}
          />
          <FunctionField
            label="Landlord"
            sortable={false}
            render={(r: TenancyDisputeRecord) => <PersonLink person={r.tenancy.landlord} />}
          />
          <FunctionField
            label="Held"
            sortable={false}
            render={(r: TenancyDisputeRecord) => formatNaira(r.releasable)}
          />
          <StateField source="state" colors={DISPUTE_STATE_COLORS} labels={DISPUTE_STATE_LABELS} />
          <FunctionField
            label="Reported"
            sortBy="createdAt"
            render={(r: TenancyDisputeRecord) => formatDate(r.createdAt)}
          />
        </Datagrid>
      )}
    </List>
  );
};

export default DisputeList;
