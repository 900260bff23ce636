import { formatDate, formatNaira } from '@rentnaija/shared';
import {
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { EmptyText } from '../common/EmptyText';
import { NairaField, StateChip, StateField, WatDateField } from '../common/fields';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import { ApproveAllButton } from './ApproveAllButton';
import { ApproveButton } from './ApproveButton';
import { BulkApproveButton } from './BulkApproveButton';
import { REVIEW_COLORS, REVIEW_LABELS } from '../common/review';
import { FRESHNESS_COLORS, FRESHNESS_LABELS, type PropertyRecord } from './moderation';
import { ModerationTabs } from './ModerationTabs';
import { propertyFilters } from './PropertyFilters';
import { RejectButton } from './RejectButton';
import { RiskChip } from './RiskSignals';
import { listDefaults } from '../common/listDefaults';

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ApproveAllButton />
  </TopToolbar>
);

const EMPTY_TEXT: Record<string, string> = {
  pending: 'No listings are waiting for review.',
  approved: 'No approved listings match these filters.',
  rejected: 'No rejected listings match these filters.',
};

const EmptyTab = () => {
  const { filterValues } = useListContext();
  return (
    <EmptyText>
      {EMPTY_TEXT[filterValues.moderationStatus] ?? 'No listings match these filters.'}
    </EmptyText>
  );
};

const PropertyList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List
      title="Listings"
      filters={propertyFilters}
      filterDefaultValues={{ moderationStatus: 'pending' }}
      {...listDefaults('createdAt', 'DESC')}
      actions={<ListActions />}
    >
      <ModerationTabs />
      {isSmall ? (
        <SimpleList<PropertyRecord>
          empty={<EmptyTab />}
          linkType="show"
          primaryText={(record) => record.title}
          secondaryText={(record) =>
            `${record.city} · ${formatNaira(record.price)} · ${record.landlord?.name ?? ''}`
          }
          tertiaryText={(record) => (
            <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
              <StateChip
                value={record.moderationStatus}
                colors={REVIEW_COLORS}
                labels={REVIEW_LABELS}
              />
              {record.status === 'available' && record.freshness !== 'fresh' ? (
                <StateChip
                  value={record.freshness}
                  colors={FRESHNESS_COLORS}
                  labels={FRESHNESS_LABELS}
                />
              ) : null}
              {record.risk?.score ? <RiskChip record={record} /> : null}
            </span>
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid
          empty={<EmptyTab />}
          rowClick="show"
          bulkActionButtons={isAdmin ? <BulkApproveButton /> : false}
          optimized
        >
          <TextField source="title" />
          <TextField source="city" />
          <NairaField source="price" label="Rent / month" />
          <FunctionField
            label="Landlord"
            sortable={false}
            render={(record: PropertyRecord) => record.landlord?.name ?? record.landlordId}
          />
          <StateField
            source="moderationStatus"
            label="Moderation"
            sortable={false}
            colors={REVIEW_COLORS}
            labels={REVIEW_LABELS}
          />
          <FunctionField
            source="riskScore"
            label="Signals"
            render={(record: PropertyRecord) => <RiskChip record={record} />}
          />
          <FunctionField
            source="confirmedAvailableAt"
            label="Confirmed available"
            render={(record: PropertyRecord) =>
              record.status === 'available' ? (
                <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                  <StateChip
                    value={record.freshness}
                    colors={FRESHNESS_COLORS}
                    labels={FRESHNESS_LABELS}
                  />
                  {formatDate(record.confirmedAvailableAt)}
                </span>
              ) : (
                '—'
              )
            }
          />
          <WatDateField source="createdAt" label="Created" />
          {isAdmin ? (
            <FunctionField
              label="Actions"
              sortable={false}
              render={() => (
                <span style={{ display: 'flex', gap: 4, flexWrap: 'nowrap' }}>
                  <ApproveButton />
                  <RejectButton />
                </span>
              )}
            />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};

export default PropertyList;
