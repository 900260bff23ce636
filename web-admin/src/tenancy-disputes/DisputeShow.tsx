import History from '@mui/icons-material/History';
import { Alert, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { formatDateTime, formatNaira } from '@rentnaija/shared';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { TenancyDisputePhotoDto } from '@rentnaija/shared';
import { Detail } from '../common/Detail';
import { DocumentPreview } from '../common/DocumentPreview';
import { FilteredListButton } from '../common/FilteredListButton';
import { StateChip } from '../common/fields';
import { PersonLink, ShowLink } from '../common/ShowLink';
import {
  DISPUTE_DECISION_LABELS,
  DISPUTE_STATE_COLORS,
  DISPUTE_STATE_LABELS,
  type TenancyDisputeRecord,
} from './constants';
import { DisputeDecisions } from './DisputeDecisions';

const Title = () => {
  const record = useRecordContext<TenancyDisputeRecord>();
  return <>{record ? `Dispute on tenancy ${record.tenancy.reference}` : 'Dispute'}</>;
};

const Decision = ({ record }: { record: TenancyDisputeRecord }) =>
  record.decision ? (
    <Alert severity="info" sx={{ my: 2 }}>
      <strong>{DISPUTE_DECISION_LABELS[record.decision]}</strong>
      {record.refundAmount ? ` (${formatNaira(record.refundAmount)} to the tenant)` : ''}, by{' '}
      {record.decidedByName ?? 'staff'}
      {record.decidedAt ? ` ${formatDateTime(record.decidedAt)}` : ''}: {record.decisionReason}
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ my: 2 }}>
      {formatNaira(record.releasable)} of rent and fees is held until a decision.
    </Alert>
  );

/** One side's photos, each fetched with the staff token and shown inline. */
const Photos = ({ photos, label }: { photos: TenancyDisputePhotoDto[]; label: string }) =>
  photos.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      No photos.
    </Typography>
  ) : (
    <Grid container spacing={2}>
      {photos.map((photo, i) => (
        <Grid key={photo.id} size={{ xs: 12, sm: 6, lg: 4 }}>
          <DocumentPreview document={photo} label={`${label} ${i + 1}`} />
        </Grid>
      ))}
    </Grid>
  );

const DisputeBody = () => {
  const record = useRecordContext<TenancyDisputeRecord>();
  if (!record) return null;
  const { tenancy } = record;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <StateChip
            value={record.state}
            colors={DISPUTE_STATE_COLORS}
            labels={DISPUTE_STATE_LABELS}
          />
        </Stack>
        <Typography variant="h5" component="h2">
          {tenancy.property.title}
        </Typography>
        <Decision record={record} />
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Detail label="Tenancy">
            <ShowLink resource="tenancies" id={tenancy.id}>
              {tenancy.reference}
            </ShowLink>
          </Detail>
          <Detail label="Tenant">
            <PersonLink person={tenancy.tenant} />
          </Detail>
          <Detail label="Landlord">
            <PersonLink person={tenancy.landlord} />
          </Detail>
          <Detail label="Paid to move in">{formatNaira(tenancy.moveIn.total)}</Detail>
          <Detail label="Caution deposit (stays held)">
            {formatNaira(tenancy.fees.securityDeposit)}
          </Detail>
          <Detail label="Keys confirmed">
            {tenancy.handedOverAt ? formatDateTime(tenancy.handedOverAt) : 'No'}
          </Detail>
          <Detail label="Reported">{formatDateTime(record.createdAt)}</Detail>
          <Detail label="The tenant says" wide>
            {record.tenantWords}
          </Detail>
          <Detail label="The tenant’s photos" wide>
            <Photos photos={record.tenantPhotos} label="Tenant’s photo" />
          </Detail>
          <Detail label="The landlord says" wide>
            {record.landlordWords ?? 'Nothing yet'}
          </Detail>
          <Detail label="Answered">
            {record.landlordRespondedAt ? formatDateTime(record.landlordRespondedAt) : 'Not yet'}
          </Detail>
          <Detail label="The landlord’s photos" wide>
            <Photos photos={record.landlordPhotos} label="Landlord’s photo" />
          </Detail>
        </Grid>
        <DisputeDecisions record={record} />
      </CardContent>
    </Card>
  );
};

const Actions = () => {
  const record = useRecordContext<TenancyDisputeRecord>();
  return (
    <TopToolbar>
      <ListButton label="Back to disputes" />
      {record ? (
        <FilteredListButton
          resource="audit-log"
          filter={{ entityType: 'tenancy_dispute', entityId: String(record.id) }}
          label="History"
          icon={<History />}
        />
      ) : null}
    </TopToolbar>
  );
};

const DisputeShow = () => (
  <Show title={<Title />} actions={<Actions />} component="div">
    <DisputeBody />
  </Show>
);

export default DisputeShow;
