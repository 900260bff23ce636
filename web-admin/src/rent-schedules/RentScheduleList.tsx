import { Typography } from '@mui/material';
import { formatDay, formatNaira, RENT_STATE_LABELS } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { EmptyText } from '../common/EmptyText';
import { searchFilter, stateFilter } from '../common/filters';
import { StateChip, StateField } from '../common/fields';
import { useIsSmall } from '../common/hooks';
import { listDefaults } from '../common/listDefaults';
import { RENT_STATE_CHOICES, RENT_STATE_COLORS, type RentMonthRecord } from './constants';

/** Filters of GET /api/admin/rent-schedules: the listing or a party's name, the month's state. */
const filters = [searchFilter('Search listing or party'), stateFilter(RENT_STATE_CHOICES)];

const empty = <EmptyText>No months of rent found</EmptyText>;

/** The console's rent schedules, read-only: every month of monthly rent and where it stands. */
const RentScheduleList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Rent schedules"
      filters={filters}
      {...listDefaults('dueDate', 'DESC')}
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<RentMonthRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) => `${formatDay(r.dueDate)} · ${formatNaira(r.amount)}`}
          secondaryText={(r) => `${r.title ?? ''} · ${r.tenantName ?? ''}`}
          tertiaryText={(r) => (
            <StateChip value={r.state} colors={RENT_STATE_COLORS} labels={RENT_STATE_LABELS} />
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
          <FunctionField
            label="Due"
            sortBy="dueDate"
            render={(r: RentMonthRecord) => (
              <>
                {formatDay(r.dueDate)}
                <Typography variant="caption" color="text.secondary" component="div">
                  Month {r.month}
                </Typography>
              </>
            )}
          />
          <FunctionField
            label="Listing"
            sortable={false}
            render={(r: RentMonthRecord) => r.title ?? '—'}
          />
          <FunctionField
            label="Tenant"
            sortable={false}
            render={(r: RentMonthRecord) => r.tenantName ?? '—'}
          />
          <FunctionField
            label="Landlord"
            sortable={false}
            render={(r: RentMonthRecord) => r.landlordName ?? '—'}
          />
          <FunctionField
            label="Amount"
            sortBy="amount"
            render={(r: RentMonthRecord) => formatNaira(r.amount)}
          />
          <StateField source="state" colors={RENT_STATE_COLORS} labels={RENT_STATE_LABELS} />
          <FunctionField
            label="Card charges"
            sortable={false}
            render={(r: RentMonthRecord) => r.autoAttempts}
          />
        </Datagrid>
      )}
    </List>
  );
};

export default RentScheduleList;
