import { formatDateTime } from '@rentnaija/shared';
import { Datagrid, EmailField, FunctionField, List, SimpleList, TextField } from 'react-admin';
import { StateChip, StateField, WatDateField } from '../common/fields';
import { useIsSmall } from '../common/hooks';
import { contactMessageFilters } from './ContactMessageFilters';
import {
  categoryLabel,
  type ContactMessageRecord,
  STATUS_COLORS,
  STATUS_LABELS,
} from './constants';
import { listDefaults } from '../common/listDefaults';

const ContactMessageList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Contact messages"
      filters={contactMessageFilters}
      {...listDefaults('createdAt', 'DESC')}
    >
      {isSmall ? (
        <SimpleList<ContactMessageRecord>
          linkType="show"
          primaryText={(record) => record.subject}
          secondaryText={(record) => `${record.fullName} · ${formatDateTime(record.createdAt)}`}
          tertiaryText={(record) => (
            <StateChip value={record.status} colors={STATUS_COLORS} labels={STATUS_LABELS} />
          )}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="fullName" label="Name" sortable={false} />
          <EmailField
            source="email"
            sortable={false}
            onClick={(event) => event.stopPropagation()}
          />
          <FunctionField
            source="category"
            label="Category"
            render={(record: ContactMessageRecord) => categoryLabel(record.category)}
          />
          <TextField source="subject" sortable={false} />
          <StateField
            source="status"
            label="Status"
            colors={STATUS_COLORS}
            labels={STATUS_LABELS}
          />
          <WatDateField source="createdAt" label="Received" />
        </Datagrid>
      )}
    </List>
  );
};

export default ContactMessageList;
