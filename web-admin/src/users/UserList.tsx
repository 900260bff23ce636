import { Datagrid, EditButton, EmailField, List, SimpleList, TextField } from 'react-admin';
import { StateChip, StateField, WatDateField } from '../common/fields';
import { choiceFilter, searchFilter } from '../common/filters';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import {
  ROLE_CHOICES,
  ROLE_COLORS,
  type UserRecord,
  USER_STATUS_CHOICES,
  USER_STATUS_COLORS,
} from './constants';
import { listDefaults } from '../common/listDefaults';

const userFilters = [
  searchFilter('Search name or email'),
  choiceFilter('role', 'Role', ROLE_CHOICES, { alwaysOn: true }),
  choiceFilter('status', 'Status', USER_STATUS_CHOICES, { alwaysOn: true }),
];

const UserList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List title="Users" filters={userFilters} {...listDefaults('createdAt', 'DESC')}>
      {isSmall ? (
        <SimpleList<UserRecord>
          linkType="show"
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => <StateChip value={record.status} colors={USER_STATUS_COLORS} />}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" />
          <EmailField source="email" onClick={(event) => event.stopPropagation()} />
          <TextField source="phone" emptyText="—" sortable={false} />
          <StateField source="role" colors={ROLE_COLORS} />
          <StateField source="status" colors={USER_STATUS_COLORS} />
          <WatDateField
            source="emailVerifiedAt"
            sortable={false}
            label="Email confirmed"
            emptyText="Not confirmed"
          />
          <WatDateField source="createdAt" label="Joined" />
          {isAdmin ? <EditButton label="Edit" /> : null}
        </Datagrid>
      )}
    </List>
  );
};

export default UserList;
