import { lazy, Suspense } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import { EditButton, useGetList, useRecordContext } from 'react-admin';
import { RecordShow } from '../common/RecordShow';
import { Detail } from '../common/Detail';
import { StateChip } from '../common/fields';
import HomeWork from '@mui/icons-material/HomeWork';
import { FilteredListButton } from '../common/FilteredListButton';
import { useIsAdmin } from '../common/hooks';
import { ROLE_COLORS, type UserRecord, USER_STATUS_COLORS } from './constants';
import type { PinnedListing } from './LandlordMap';

const Title = () => {
  const record = useRecordContext<UserRecord>();
  return <>{record ? `User: ${record.name}` : 'User'}</>;
};

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
          <Detail label="Email">{record.email}</Detail>
          <Detail label="Phone">{record.phone}</Detail>
          <Detail label="Role">
            <StateChip value={record.role} colors={ROLE_COLORS} />
          </Detail>
          <Detail label="Status">
            <StateChip value={record.status} colors={USER_STATUS_COLORS} />
          </Detail>
          <Detail label="Email confirmed">
            {record.emailVerifiedAt ? formatDateTime(record.emailVerifiedAt) : 'Not confirmed'}
          </Detail>
          <Detail label="Joined">{formatDateTime(record.createdAt)}</Detail>
          <Detail label="User ID">{record.id}</Detail>
        </Grid>
      </CardContent>
    </Card>
  );
};

/** The map (Leaflet) loads with a landlord's page only. */
const LandlordMap = lazy(() => import('./LandlordMap'));

/** Where a landlord's listings are, at their exact pins. */
const LandlordListingsMap = ({ landlordId }: { landlordId: string }) => {
  const { data, isPending } = useGetList<PinnedListing & { id: string }>('properties', {
    filter: { landlordId },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Listings on the map
        </Typography>
        {isPending || !data ? (
          <Typography color="text.secondary">Loading…</Typography>
        ) : data.length === 0 ? (
          <Typography color="text.secondary">No listings.</Typography>
        ) : (
          <Suspense fallback={<Typography color="text.secondary">Loading the map…</Typography>}>
            <LandlordMap listings={data} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
};

/** A landlord's listings, and (admins) the way to change a role or status. */
const UserButtons = () => {
  const isAdmin = useIsAdmin();
  const record = useRecordContext<UserRecord>();
  return (
    <>
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
    </>
  );
};

const LandlordSection = () => {
  const record = useRecordContext<UserRecord>();
  return record?.role === 'landlord' ? (
    <LandlordListingsMap landlordId={String(record.id)} />
  ) : null;
};

const UserShow = () => (
  <RecordShow title={<Title />} backLabel="Back to users" actions={<UserButtons />}>
    <UserBody />
    <LandlordSection />
  </RecordShow>
);

export default UserShow;
