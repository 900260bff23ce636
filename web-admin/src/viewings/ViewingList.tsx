import { Typography } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { EmptyText } from '../common/EmptyText';
import { humanize, StateChip, StateField, WatDateField } from '../common/fields';
import { useIsSmall } from '../common/hooks';
import { REQUESTED_BY_LABELS, VIEWING_STATUS_COLORS, type ViewingRecord } from './constants';
import { viewingFilters } from './ViewingFilters';
import { listDefaults } from '../common/listDefaults';

const empty = <EmptyText>No viewings found</EmptyText>;

/** Viewings of every listing, read-only: tenants and landlords manage their own. */
const ViewingList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Viewings"
      filters={viewingFilters}
      {...listDefaults('startsAt', 'DESC')}
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<ViewingRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) => `${formatDateTime(r.startsAt)} · ${r.tenantName}`}
          secondaryText={(r) => `${r.property.title} · ${humanize(r.viewingType)}`}
          tertiaryText={(r) => <StateChip value={r.status} colors={VIEWING_STATUS_COLORS} />}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
          <WatDateField source="startsAt" label="When" />
          <FunctionField
            label="Listing"
            sortable={false}
            render={(r: ViewingRecord) => `${r.property.title} · ${r.property.city}`}
          />
          <FunctionField
            label="Tenant"
            sortBy="tenantName"
            render={(r: ViewingRecord) => (
              <>
                {r.tenantName}
                <Typography variant="caption" color="text.secondary" component="div">
                  {r.tenantEmail}
                </Typography>
              </>
            )}
          />
          <FunctionField
            label="Type"
            sortable={false}
            render={(r: ViewingRecord) => humanize(r.viewingType)}
          />
          <FunctionField
            label="Made by"
            sortable={false}
            render={(r: ViewingRecord) => REQUESTED_BY_LABELS[r.requestedBy]}
          />
          <StateField source="status" colors={VIEWING_STATUS_COLORS} />
        </Datagrid>
      )}
    </List>
  );
};

export default ViewingList;
