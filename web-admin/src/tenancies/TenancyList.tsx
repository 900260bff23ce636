import { Typography } from '@mui/material';
import { EmptyText } from '../common/EmptyText';
import { searchFilter, stateFilter } from '../common/filters';
import { formatDate, formatDay, formatNaira, TENANCY_STATE_LABELS } from '@rentnaija/shared';
import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SimpleList,
} from 'react-admin';
import { listingFilter } from '../common/ListingFilter';
import { PersonLink } from '../common/ShowLink';
import { StateChip, StateField } from '../common/fields';
import { useIsSmall } from '../common/hooks';
import { TENANCY_STATE_CHOICES, TENANCY_STATE_COLORS, type TenancyRecord } from './constants';
import { listDefaults } from '../common/listDefaults';

/** A filter on one person (`landlordId`, `tenantId`), chosen by typing part of their name. */
const personFilter = (source: 'landlordId' | 'tenantId', label: string, role: string) => (
  <ReferenceInput
    key={source}
    source={source}
    reference="users"
    label={label}
    filter={{ role }}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput
      label={label}
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 220 }}
    />
  </ReferenceInput>
);

/** Filters of GET /api/admin/tenancies: the listing or a party's name, state, listing, parties. */
const filters = [
  searchFilter('Search listing or party'),
  stateFilter(TENANCY_STATE_CHOICES),
  listingFilter(),
  personFilter('landlordId', 'Landlord', 'landlord'),
  personFilter('tenantId', 'Tenant', 'tenant'),
];

const empty = <EmptyText>No tenancies found</EmptyText>;

/** The console's tenancies, read-only: what was let to whom, and where each one stands. */
const TenancyList = () => {
  const isSmall = useIsSmall();
  return (
    <List title="Tenancies" filters={filters} {...listDefaults('createdAt', 'DESC')} empty={empty}>
      {isSmall ? (
        <SimpleList<TenancyRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) => r.property.title}
          secondaryText={(r) =>
            `${r.reference} · ${r.tenant.name} · ${formatNaira(r.moveIn.total)}`
          }
          tertiaryText={(r) => (
            <StateChip
              value={r.state}
              colors={TENANCY_STATE_COLORS}
              labels={TENANCY_STATE_LABELS}
            />
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
          <FunctionField
            label="Listing"
            sortable={false}
            render={(r: TenancyRecord) => (
              <>
                {r.property.title}
                <Typography variant="caption" color="text.secondary" component="div">
                  {r.reference}
                </Typography>
              </>
            )}
          />
          <FunctionField
            label="Tenant"
            sortable={false}
            render={(r: TenancyRecord) => <PersonLink person={r.tenant} />}
          />
          <FunctionField
            label="Landlord"
            sortable={false}
            render={(r: TenancyRecord) => <PersonLink person={r.landlord} />}
          />
          <FunctionField
            label="Paid to move in"
            sortBy="moveInTotal"
            render={(r: TenancyRecord) => formatNaira(r.moveIn.total)}
          />
          <FunctionField
            label="Move-in"
            sortBy="moveInDate"
            render={(r: TenancyRecord) => (r.moveInDate ? formatDay(r.moveInDate) : '—')}
          />
          <StateField source="state" colors={TENANCY_STATE_COLORS} labels={TENANCY_STATE_LABELS} />
          <FunctionField
            label="Began"
            sortBy="createdAt"
            render={(r: TenancyRecord) => formatDate(r.createdAt)}
          />
        </Datagrid>
      )}
    </List>
  );
};

export default TenancyList;
