import { formatDateTime } from '@rentnaija/shared';
import { Datagrid, List, NumberField, SimpleList, TextField, TextInput } from 'react-admin';
import { StateChip, StateField, WatDateField } from '../common/fields';
import { choiceFilter, searchFilter } from '../common/filters';
import { useIsSmall } from '../common/hooks';
import { type EmailRecord, OUTBOX_CHOICES, OUTBOX_COLORS, OUTBOX_LABELS } from './constants';
import { listDefaults } from '../common/listDefaults';

const emailFilters = [
  searchFilter('Search recipient or subject'),
  choiceFilter('status', 'Status', OUTBOX_CHOICES, { alwaysOn: true }),
  <TextInput key="template" source="template" label="Template" />,
];

const EmailList = () => {
  const isSmall = useIsSmall();
  return (
    <List title="Email outbox" filters={emailFilters} {...listDefaults('createdAt', 'DESC')}>
      {isSmall ? (
        <SimpleList<EmailRecord>
          linkType="show"
          primaryText={(record) => record.subject ?? record.template}
          secondaryText={(record) => `${record.to} · ${formatDateTime(record.createdAt)}`}
          tertiaryText={(record) => (
            <StateChip value={record.status} colors={OUTBOX_COLORS} labels={OUTBOX_LABELS} />
          )}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="to" label="To" />
          <TextField source="template" />
          <TextField source="subject" emptyText="Not rendered yet" sortable={false} />
          <StateField
            source="status"
            label="Status"
            colors={OUTBOX_COLORS}
            labels={OUTBOX_LABELS}
          />
          <NumberField source="attempts" />
          <WatDateField source="createdAt" label="Created" />
        </Datagrid>
      )}
    </List>
  );
};

export default EmailList;
