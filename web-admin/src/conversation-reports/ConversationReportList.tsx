import { formatDateTime } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SimpleList, TextField } from 'react-admin';
import { StateChip, StateField, WatDateField } from '../common/fields';
import { choiceFilter, searchFilter } from '../common/filters';
import { useIsSmall } from '../common/hooks';
import {
  type ConversationReportRecord,
  STATUS_CHOICES,
  STATUS_COLORS,
  STATUS_LABELS,
} from './constants';
import { listDefaults } from '../common/listDefaults';

const filters = [
  searchFilter('Search reason, reporter'),
  choiceFilter('status', 'Status', STATUS_CHOICES, { alwaysOn: true }),
];

/** Conversations a tenant or landlord reported: the only ones staff may read. */
const ConversationReportList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Reported conversations"
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      {...listDefaults('createdAt', 'DESC')}
    >
      {isSmall ? (
        <SimpleList<ConversationReportRecord>
          linkType="show"
          primaryText={(r) => r.property.title}
          secondaryText={(r) => `${r.reporter.name} · ${formatDateTime(r.createdAt)}`}
          tertiaryText={(r) => (
            <StateChip value={r.status} colors={STATUS_COLORS} labels={STATUS_LABELS} />
          )}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField
            label="Reported by"
            render={(r: ConversationReportRecord) => `${r.reporter.name} (${r.reporter.role})`}
          />
          <FunctionField
            label="Between"
            render={(r: ConversationReportRecord) => `${r.tenant.name} and ${r.landlord.name}`}
          />
          <FunctionField
            label="Listing"
            render={(r: ConversationReportRecord) => r.property.title}
          />
          <TextField source="reason" sortable={false} />
          <StateField
            source="status"
            label="Status"
            colors={STATUS_COLORS}
            labels={STATUS_LABELS}
          />
          <WatDateField source="createdAt" label="Reported" />
        </Datagrid>
      )}
    </List>
  );
};

export default ConversationReportList;
