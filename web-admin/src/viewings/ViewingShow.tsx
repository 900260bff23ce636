import { Alert, Grid, Typography } from '@mui/material';
import { formatDateTime, formatNaira } from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { RecordShow } from '../common/RecordShow';
import { RecordCard } from '../common/RecordHeading';
import { ListingLink, PersonLink, ShowLink } from '../common/ShowLink';
import { Detail } from '../common/Detail';
import { humanize, StateChip } from '../common/fields';
import { REQUESTED_BY_LABELS, VIEWING_STATUS_COLORS, type ViewingRecord } from './constants';

const Title = () => {
  const record = useRecordContext<ViewingRecord>();
  return <>{record ? `Viewing: ${record.property.title}` : 'Viewing'}</>;
};

const ViewingBody = () => {
  const record = useRecordContext<ViewingRecord>();
  if (!record) return null;
  return (
    <RecordCard
      chips={
        <>
          <StateChip value={record.status} colors={VIEWING_STATUS_COLORS} />
          <StateChip value={record.viewingType} colors={{}} />
        </>
      }
      title={formatDateTime(record.startsAt)}
      subtitle={
        <>
          {REQUESTED_BY_LABELS[record.requestedBy]} on {formatDateTime(record.createdAt)}
        </>
      }
    >
      {record.message ? (
        <Alert severity="info" icon={false} sx={{ my: 2, whiteSpace: 'pre-line' }}>
          <strong>
            {record.requestedBy === 'tenant' ? 'The tenant’s message' : 'The landlord’s notes'}:
          </strong>{' '}
          {record.message}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Detail label="Listing">
          <ListingLink property={record.property} />
          <Typography variant="caption" color="text.secondary" component="div">
            {record.property.location} · {formatNaira(record.property.price)}/month
          </Typography>
        </Detail>
        <Detail label="Landlord">
          <PersonLink person={record.landlord} />
        </Detail>
        <Detail label="Tenant">
          {record.tenantId ? (
            <ShowLink resource="users" id={record.tenantId}>
              {record.tenantName}
            </ShowLink>
          ) : (
            `${record.tenantName} (no account)`
          )}
        </Detail>
        <Detail label="Tenant email">{record.tenantEmail}</Detail>
        <Detail label="Tenant phone">{record.tenantPhone}</Detail>
        <Detail label="Type">{humanize(record.viewingType)}</Detail>
        {record.viewingType === 'virtual' && (
          <Detail label="Video-call link">{record.videoLink ?? 'Not added yet'}</Detail>
        )}
        <Detail label="Reminder">
          {record.reminderSentAt ? `Sent ${formatDateTime(record.reminderSentAt)}` : 'Not sent'}
        </Detail>
        <Detail label="Last change">{formatDateTime(record.updatedAt)}</Detail>
      </Grid>
    </RecordCard>
  );
};

/** One viewing, read-only. */
const ViewingShow = () => (
  <RecordShow title={<Title />} backLabel="Back to viewings">
    <ViewingBody />
  </RecordShow>
);

export default ViewingShow;
