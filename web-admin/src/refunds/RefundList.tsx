import { Box, Typography } from '@mui/material';
import { formatDate, formatNaira } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { DecisionCell } from '../common/DecisionButtons';
import { RetryRefundButton } from './RetryRefundButton';
import { NairaField, StateChip, StateField } from '../common/fields';
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

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search the tenant’s words" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={REFUND_STATUS_CHOICES}
    emptyText="Any status"
    alwaysOn
  />,
  <SelectInput
    key="automatic"
    source="automatic"
    label="Kind"
    choices={[
      { id: 'false', name: KIND_LABELS.asked },
      { id: 'true', name: KIND_LABELS.automatic },
    ]}
  />,
  <SelectInput key="reason" source="reason" label="Reason" choices={REFUND_REASON_CHOICES} />,
];

const Empty = () => (
  <Typography variant="body2" sx={{ p: 2 }}>
    No refunds found
  </Typography>
);

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
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={<Empty />}
    >
      {isSmall ? (
        <SimpleList<RefundRecord>
          empty={<Empty />}
          linkType="show"
          primaryText={(r) => `${formatNaira(r.amount)} · ${r.tenant?.name ?? 'Unknown tenant'}`}
          secondaryText={(r) => `${r.reasonLabel}${r.automatic ? ' · Automatic' : ''}`}
          tertiaryText={(r) => <StateChip value={r.status} colors={REFUND_STATUS_COLORS} />}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={<Empty />} rowClick="show" bulkActionButtons={false} optimized>
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
