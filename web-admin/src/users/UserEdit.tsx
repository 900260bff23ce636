import { Alert } from '@mui/material';
import {
  Edit,
  Labeled,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import { ROLE_CHOICES, type UserRecord, USER_STATUS_CHOICES } from './constants';

const Title = () => {
  const record = useRecordContext<UserRecord>();
  return <>{record ? `Edit user: ${record.name}` : 'Edit user'}</>;
};

function useIsSelf(): boolean {
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  return Boolean(record && identity && identity.id === record.id);
}

const UserFields = () => {
  const isSelf = useIsSelf();
  return (
    <>
      {isSelf ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          This is your own account. You cannot change your own role or suspend yourself; ask another
          admin.
        </Alert>
      ) : null}
      <Labeled label="Name">
        <TextField source="name" />
      </Labeled>
      <Labeled label="Email">
        <TextField source="email" />
      </Labeled>
      <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} disabled={isSelf} />
      <SelectInput
        source="status"
        choices={USER_STATUS_CHOICES}
        validate={required()}
        disabled={isSelf}
        helperText="Suspended users are signed out and cannot sign in again until reactivated."
      />
    </>
  );
};

/**
 * Admins change a user's role and suspend or reactivate them. PUT takes only `{ role, status }`,
 * and only what changed is sent (the API refuses any role change on your own account).
 */
const UserEdit = () => (
  <Edit
    title={<Title />}
    mutationMode="pessimistic"
    redirect="show"
    transform={(data: UserRecord, options?: { previousData?: UserRecord }) => {
      const before = options?.previousData;
      const changes: Partial<Pick<UserRecord, 'role' | 'status'>> = {};
      if (data.role !== before?.role) changes.role = data.role;
      if (data.status !== before?.status) changes.status = data.status;
      return changes;
    }}
  >
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <UserFields />
    </SimpleForm>
  </Edit>
);

export default UserEdit;
