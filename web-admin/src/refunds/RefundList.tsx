import { Box } from '@mui/material';
import { formatDate, formatNaira } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { DecisionCell } from '../common/DecisionButtons';
import { EmptyText } from '../common/EmptyText';
import { RetryRefundButton } from './RetryRefundButton';
import { NairaField, StateChip, StateField } from '../common/fields';
import { choiceFilter, searchFilter, statusFilter } from '../common/filters';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import {
  KIND_LABELS,
  kindOf,
  REFUND_DECISIONS,
  REFUND_REASON_CHOICES,
  REFUND_STATUS_CHOICES,
  REFUND_STATUS_COLORS,
  type RefundRecord,
} from './constants';
import { listDefaults } from '../common/listDefaults';

const filters = [
  searchFilter('Search the tenant’s words'),
  statusFilter(REFUND_STATUS_CHOICES),
  choiceFilter('automatic', 'Kind', [
    { id: 'false', name: KIND_LABELS.asked },
    { id: 'true', name: KIND_LABELS.automatic },
  ]),
  choiceFilter('reason', 'Reason', REFUND_REASON_CHOICES),
];

const empty = <EmptyText>No refunds found</EmptyText>;

export const KindChip = ({ record, short = false }: { record: RefundRecord; short?: boolean }) => (
  <StateChip
    value={kindOf(record)}
    colors={{ automatic: 'secondary', asked: 'default' }}
    labels={short ? { automatic: 'Automatic', asked: 'Asked' } : KIND_LABELS}
  />
);

const RefundList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List
      title="Refunds"
      filters={filters}
      filterDefaultValues={{ status: 'requested' }}
      {...listDefaults('createdAt', 'ASC')}
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<RefundRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) => `${formatNaira(r.amount)} · ${r.tenant?.name ?? 'Unknown tenant'}`}
          secondaryText={(r) => `${r.reasonLabel}${r.automatic ? ' · Automatic' : ''}`}
          tertiaryText={(r) => <StateChip value={r.status} colors={REFUND_STATUS_COLORS} />}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
          <FunctionField
            label="Tenant"
            sortable={false}
            render={(r: RefundRecord) => r.tenant?.name ?? '—'}
          />
          <FunctionField
            label="Listing"
            sortable={false}
            render={(r: RefundRecord) => r.property?.title ?? '—'}
          />
          <NairaField source="amount" label="Amount" />
          <FunctionField
            label="Reason"
            sortable={false}
            render={(r: RefundRecord) => <Box sx={{ minWidth: 140 }}>{r.reasonLabel}</Box>}
          />
          <FunctionField
            label="Kind"
            sortable={false}
            render={(r: RefundRecord) => <KindChip record={r} short />}
          />
          <StateField source="status" colors={REFUND_STATUS_COLORS} />
          <FunctionField
            label="Asked"
            sortBy="createdAt"
            render={(r: RefundRecord) => formatDate(r.createdAt)}
          />
          {isAdmin ? (
            <FunctionField
              label="Actions"
              sortable={false}
              render={(r: RefundRecord) =>
                r.status === 'needs_attention' ? (
                  <RetryRefundButton />
                ) : (
                  <DecisionCell decisions={REFUND_DECISIONS} />
                )
              }
            />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};

export default RefundList;
