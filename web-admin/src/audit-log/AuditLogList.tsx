import { formatDateTime } from '@rentnaija/shared';
import {
  Datagrid,
  FunctionField,
  List,
  ReferenceField,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin';
import { WatDateField } from '../common/fields';
import { searchFilter } from '../common/filters';
import { useIsSmall } from '../common/hooks';
import { EntityLink } from './EntityLink';
import type { AuditRecord } from './types';
import { listDefaults } from '../common/listDefaults';

const auditFilters = [
  searchFilter('Search action or entity ID'),
  <TextInput key="entityType" source="entityType" label="Entity type" />,
  <TextInput key="entityId" source="entityId" label="Entity ID" />,
  <TextInput key="action" source="action" label="Action" />,
  <TextInput key="actorId" source="actorId" label="Actor ID" />,
];

const AuditLogList = () => {
  const isSmall = useIsSmall();
  return (
    <List title="Audit log" filters={auditFilters} {...listDefaults('createdAt', 'DESC')}>
      {isSmall ? (
        <SimpleList<AuditRecord>
          linkType="show"
          primaryText={(record) => record.action}
          secondaryText={(record) =>
            `${record.actorRole ?? 'system'} · ${formatDateTime(record.createdAt)}`
          }
          tertiaryText={(record) => `${record.entityType} ${record.entityId}`}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <WatDateField source="createdAt" label="When" />
          <ReferenceField
            source="actorId"
            reference="users"
            label="Actor"
            link="show"
            sortable={false}
            emptyText="System"
          >
            <TextField source="name" />
          </ReferenceField>
          <TextField source="actorRole" label="Role" sortable={false} emptyText="—" />
          <TextField source="action" />
          <TextField source="entityType" label="Entity type" sortable={false} />
          <FunctionField<AuditRecord>
            source="entityId"
            label="Entity ID"
            sortable={false}
            render={(record) => <EntityLink record={record} />}
          />
        </Datagrid>
      )}
    </List>
  );
};

export default AuditLogList;
