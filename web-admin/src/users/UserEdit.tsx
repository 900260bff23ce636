import { Alert } from '@mui/material';
import { required, SelectInput, useGetIdentity, useRecordContext } from 'react-admin';
import { ReadOnlyText, RecordEdit } from '../common/RecordEdit';
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
      <ReadOnlyText label="Name" source="name" />
      <ReadOnlyText label="Email" source="email" />
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
  <RecordEdit
    title={<Title />}
    transform={(data: UserRecord, options?: { previousData?: UserRecord }) => {
      const before = options?.previousData;
      const changes: Partial<Pick<UserRecord, 'role' | 'status'>> = {};
      if (data.role !== before?.role) changes.role = data.role;
      if (data.status !== before?.status) changes.status = data.status;
      return changes;
    }}
  >
    <UserFields />
  </RecordEdit>
);

export default UserEdit;
