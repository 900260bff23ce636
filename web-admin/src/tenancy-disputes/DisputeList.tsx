import { Typography } from '@mui/material';
import { EmptyText } from '../common/EmptyText';
import { searchFilter, stateFilter } from '../common/filters';
import { formatDate, formatNaira } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { PersonLink } from '../common/ShowLink';
import { StateChip, StateField } from '../common/fields';
import { useIsSmall } from '../common/hooks';
import {
  DISPUTE_STATE_CHOICES,
  DISPUTE_STATE_COLORS,
  DISPUTE_STATE_LABELS,
  type TenancyDisputeRecord,
} from './constants';

const filters = [searchFilter('Search listing or party'), stateFilter(DISPUTE_STATE_CHOICES)];

const empty = <EmptyText>No disputes found</EmptyText>;

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
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<TenancyDisputeRecord>
          empty={empty}
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
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
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
