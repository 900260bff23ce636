import { Card, CardContent, Grid, Typography } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import type { ReactNode } from 'react';
import { EditButton, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { StateChip } from '../common/fields';
import HomeWork from '@mui/icons-material/HomeWork';
import { FilteredListButton } from '../common/FilteredListButton';
import { useIsAdmin } from '../common/hooks';
import { ROLE_COLORS, type UserRecord, USER_STATUS_COLORS } from './constants';

const Title = () => {
  const record = useRecordContext<UserRecord>();
  return <>{record ? `User: ${record.name}` : 'User'}</>;
};

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 6, md: 4 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children === null || children === undefined || children === '' ? '—' : children}
    </Typography>
  </Grid>
);

const UserBody = () => {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {record.name}
        </Typography>
        <Grid container spacing={2}>
          <Line label="Email">{record.email}</Line>
          <Line label="Phone">{record.phone}</Line>
          <Line label="Role">
            <StateChip value={record.role} colors={ROLE_COLORS} />
          </Line>
          <Line label="Status">
            <StateChip value={record.status} colors={USER_STATUS_COLORS} />
          </Line>
          <Line label="Email confirmed">
            {record.emailVerifiedAt ? formatDateTime(record.emailVerifiedAt) : 'Not confirmed'}
          </Line>
          <Line label="Joined">{formatDateTime(record.createdAt)}</Line>
          <Line label="User ID">{record.id}</Line>
        </Grid>
      </CardContent>
    </Card>
  );
};

const Actions = () => {
  const isAdmin = useIsAdmin();
  const record = useRecordContext<UserRecord>();
  return (
    <TopToolbar>
      <ListButton label="Back to users" />
      {record?.role === 'landlord' ? (
        <FilteredListButton
          resource="properties"
          filter={{ landlordId: String(record.id), moderationStatus: 'pending' }}
          label="Listings"
          shown={['landlordId']}
          icon={<HomeWork />}
        />
      ) : null}
      {isAdmin ? <EditButton label="Change role or status" /> : null}
    </TopToolbar>
  );
};

const UserShow = () => (
  <Show title={<Title />} component="div" actions={<Actions />}>
    <UserBody />
  </Show>
);

export default UserShow;
