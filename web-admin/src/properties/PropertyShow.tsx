import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Divider,
  Grid,
  ImageList,
  ImageListItem,
  ImageListItemBar,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import { formatDateTime, formatNaira } from '@rentnaija/shared';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import { RecordShow } from '../common/RecordShow';
import { HistoryButton } from '../common/FilteredListButton';
import { Detail } from '../common/Detail';
import { humanize, StateChip } from '../common/fields';
import { useIsSmall } from '../common/hooks';
import { ApproveButton } from './ApproveButton';
import { REVIEW_COLORS, REVIEW_LABELS } from '../common/review';
import { hasPendingChanges, type PropertyRecord, STATUS_COLORS } from './moderation';
import { RejectButton } from './RejectButton';
import { RiskSignals } from './RiskSignals';
import { ReleaseButton } from './ReleaseButton';

const PropertyTitle = () => {
  const record = useRecordContext<PropertyRecord>();
  return <>{record ? `Listing: ${record.title}` : 'Listing'}</>;
};

const Photos = ({ record }: { record: PropertyRecord }) => {
  const isSmall = useIsSmall();
  const images = record.images ?? [];
  if (images.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        This listing has no photos.
      </Typography>
    );
  }
  return (
    <ImageList cols={isSmall ? 1 : 3} gap={8} sx={{ m: 0 }}>
      {images.map((image, index) => (
        <ImageListItem key={image.url}>
          <MuiLink href={image.url} target="_blank" rel="noreferrer">
            <img
              src={image.thumbnailUrl || image.url}
              alt={image.alt || `Photo ${index + 1} of ${record.title}`}
              loading="lazy"
              style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
            />
          </MuiLink>
          {image.alt ? <ImageListItemBar subtitle={image.alt} /> : null}
        </ImageListItem>
      ))}
    </ImageList>
  );
};

const CHANGE_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  images: 'Photos',
  panoramaUrl: 'Panorama',
  videoTourUrl: 'Video tour',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
  propertyType: 'Type',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  area: 'Size (m²)',
};

const shownValue = (value: unknown) =>
  Array.isArray(value)
    ? `${value.length} photo${value.length === 1 ? '' : 's'}`
    : value === null || value === undefined || value === ''
      ? '—'
      : String(value);

/** The landlord's edits waiting for review, beside what the public sees now. */
const PendingChanges = ({ record }: { record: PropertyRecord }) => {
  const changes = Object.entries(record.pendingChanges ?? {});
  const proposedPhotos = record.pendingChanges?.images;
  return (
    <Alert severity="info" sx={{ my: 2 }}>
      <strong>Changes waiting for review</strong>
      {record.changesSubmittedAt ? ` (sent ${formatDateTime(record.changesSubmittedAt)})` : ''}: the
      public sees the approved version below until the changes are approved.
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        {changes.map(([field, value]) => (
          <Box key={field} sx={{ mb: 1 }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {CHANGE_LABELS[field] ?? field}
            </Box>
            <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {shownValue((record as unknown as Record<string, unknown>)[field])} →{' '}
              {shownValue(value)}
            </Box>
          </Box>
        ))}
      </Box>
      {proposedPhotos && proposedPhotos.length > 0 ? (
        <Photos record={{ ...record, images: proposedPhotos }} />
      ) : null}
    </Alert>
  );
};

const PropertyDetails = () => {
  const record = useRecordContext<PropertyRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <StateChip
            value={record.moderationStatus}
            colors={REVIEW_COLORS}
            labels={REVIEW_LABELS}
          />
          <StateChip value={record.status} colors={STATUS_COLORS} />
        </Stack>
        <Typography variant="h5" component="h2" gutterBottom>
          {record.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {[record.address, record.city, record.state, record.postalCode]
            .filter(Boolean)
            .join(', ')}
        </Typography>

        {record.moderationStatus === 'rejected' ? (
          <Alert severity="error" sx={{ my: 2 }}>
            <strong>Rejection reason:</strong> {record.rejectionReason || 'No reason was recorded.'}
          </Alert>
        ) : null}
        {record.archivedAt ? (
          <Alert severity="warning" sx={{ my: 2 }}>
            Archived {formatDateTime(record.archivedAt)}: its landlord deleted it while records
            refer to it. It is hidden everywhere except here.
          </Alert>
        ) : null}
        {record.landlordSuspended ? (
          <Alert severity="warning" sx={{ my: 2 }}>
            Hidden from the public while its landlord is suspended.
          </Alert>
        ) : null}
        {record.hiddenByReports ? (
          <Alert severity="warning" sx={{ my: 2 }}>
            Hidden from the public because of reports: see Listing reports.
          </Alert>
        ) : null}
        <RiskSignals record={record} />
        {record.status === 'available' && record.freshness === 'hidden' ? (
          <Alert severity="warning" sx={{ my: 2 }}>
            Hidden from the public: its landlord has not confirmed it is still available since{' '}
            {formatDateTime(record.confirmedAvailableAt)}. It returns when they confirm it.
          </Alert>
        ) : null}
        {record.status === 'available' && record.freshness === 'stale' ? (
          <Alert severity="info" sx={{ my: 2 }}>
            Shown as ‘may no longer be available’ and lower in search: last confirmed{' '}
            {formatDateTime(record.confirmedAvailableAt)}.
          </Alert>
        ) : null}
        {hasPendingChanges(record) ? <PendingChanges record={record} /> : null}
        {record.moderationStatus === 'pending' ? (
          <Alert severity="warning" sx={{ my: 2 }}>
            Waiting for review: this listing is hidden from public search until it is approved.
          </Alert>
        ) : null}

        <Box sx={{ my: 2 }}>
          <Photos record={record} />
        </Box>

        <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          Details
        </Typography>
        <Grid container spacing={2}>
          <Detail label="Rent per month">{formatNaira(record.price)}</Detail>
          <Detail label="Rent in advance">
            {record.rentAdvanceMonths === 1 ? '1 month' : `${record.rentAdvanceMonths} months`}
          </Detail>
          <Detail label="Caution deposit">{formatNaira(record.securityDeposit)}</Detail>
          <Detail label="Service charge per month">
            {formatNaira(record.serviceCharge)}
            {record.serviceChargeCovers ? ` (${record.serviceChargeCovers})` : ''}
          </Detail>
          <Detail label="Agency fee">
            {record.agencyFee ? formatNaira(record.agencyFee) : 'None'}
          </Detail>
          <Detail label="Legal / agreement fee">
            {record.legalFee ? formatNaira(record.legalFee) : 'None'}
          </Detail>
          <Detail label="Type">{record.propertyType ? humanize(record.propertyType) : null}</Detail>
          <Detail label="Bedrooms">{record.bedrooms}</Detail>
          <Detail label="Bathrooms">{record.bathrooms}</Detail>
          <Detail label="Area">
            {typeof record.area === 'number' ? `${record.area.toLocaleString('en-NG')} m²` : null}
          </Detail>
          <Detail label="Power supply">
            {record.powerSupply?.length ? record.powerSupply.join(', ') : null}
          </Detail>
          <Detail label="Water supply">{record.waterSupply}</Detail>
          <Detail label="Landlord">
            <Link to={createPath({ resource: 'users', id: record.landlordId, type: 'show' })}>
              {record.landlord?.name ?? record.landlordId}
            </Link>
            {record.landlord?.email ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {record.landlord.email}
              </Typography>
            ) : null}
          </Detail>
          <Detail label="Created">{formatDateTime(record.createdAt)}</Detail>
          <Detail label="Confirmed available">{formatDateTime(record.confirmedAvailableAt)}</Detail>
          <Detail label="Last updated">{formatDateTime(record.updatedAt)}</Detail>
          {record.videoTourUrl ? (
            <Detail label="Video tour">
              <MuiLink href={record.videoTourUrl} target="_blank" rel="noreferrer">
                Open video
              </MuiLink>
            </Detail>
          ) : null}
          {record.panoramaUrl ? (
            <Detail label="360° photo">
              <MuiLink href={record.panoramaUrl} target="_blank" rel="noreferrer">
                Open panorama
              </MuiLink>
            </Detail>
          ) : null}
        </Grid>

        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h3" gutterBottom>
          Amenities
        </Typography>
        {record.amenities?.length ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {record.amenities.map((amenity) => (
              <Chip key={amenity} label={amenity} size="small" />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            None listed.
          </Typography>
        )}

        <Typography variant="h6" component="h3" sx={{ mt: 3 }} gutterBottom>
          Description
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {record.description}
        </Typography>
      </CardContent>
    </Card>
  );
};

const PropertyShow = () => (
  <RecordShow
    title={<PropertyTitle />}
    backLabel="Back to listings"
    actions={
      <>
        <HistoryButton entityType="property" />
        <ApproveButton />
        <RejectButton />
        <ReleaseButton />
      </>
    }
  >
    <PropertyDetails />
  </RecordShow>
);

export default PropertyShow;
