import Verified from '@mui/icons-material/Verified';
import { Alert, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import { Link, Show, useCreatePath, useRecordContext } from 'react-admin';
import { ReviewShowActions } from '../common/DecisionButtons';
import { Detail } from '../common/Detail';
import { DocumentPreview } from '../common/DocumentPreview';
import { StateChip } from '../common/fields';
import { useIsAdmin } from '../common/hooks';
import { REVIEW_COLORS, REVIEW_LABELS } from '../common/review';
import { documentTypeLabel, OWNERSHIP_DECISIONS, type OwnershipProofRecord } from './decisions';

const Title = () => {
  const record = useRecordContext<OwnershipProofRecord>();
  return <>{record ? `Ownership proof: ${record.property.title}` : 'Ownership proof'}</>;
};

const ProofBody = () => {
  const record = useRecordContext<OwnershipProofRecord>();
  const createPath = useCreatePath();
  const isAdmin = useIsAdmin();
  if (!record) return null;
  const moved = record.property.location !== record.listingAddress;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <StateChip value={record.status} colors={REVIEW_COLORS} labels={REVIEW_LABELS} />
          {record.property.verifiedOwner ? (
            <Chip
              size="small"
              color="success"
              icon={<Verified />}
              label="Listing shows Verified owner"
            />
          ) : null}
        </Stack>
        <Typography variant="h5" component="h2" gutterBottom>
          {documentTypeLabel(record.documentType)}
        </Typography>
        {record.status === 'rejected' ? (
          <Alert severity="error" sx={{ my: 2 }}>
            <strong>
              Rejected{record.reviewedAt ? ` ${formatDateTime(record.reviewedAt)}` : ''}:
            </strong>{' '}
            {record.rejectionReason}
          </Alert>
        ) : null}
        {moved ? (
          <Alert severity="warning" sx={{ my: 2 }}>
            The listing’s address changed since this proof was sent: check that the document names
            the address the listing shows now.
          </Alert>
        ) : null}
        {record.status === 'pending' && !isAdmin ? (
          <Alert severity="info" sx={{ my: 2 }}>
            Waiting for an admin’s decision. Support staff can read it; only admins approve or
            reject.
          </Alert>
        ) : null}
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Detail label="Listing">
            <Link to={createPath({ resource: 'properties', id: record.property.id, type: 'show' })}>
              {record.property.title}
            </Link>
          </Detail>
          <Detail label="Landlord">
            <Link to={createPath({ resource: 'users', id: record.landlord.id, type: 'show' })}>
              {record.landlord.name}
            </Link>
            <Typography variant="caption" color="text.secondary" component="div">
              {record.landlord.email}
            </Typography>
          </Detail>
          <Detail label="Sent">{formatDateTime(record.createdAt)}</Detail>
          <Detail label="Address on the listing when sent" wide>
            {record.listingAddress}
          </Detail>
          {moved ? <Detail label="Address now">{record.property.location}</Detail> : null}
        </Grid>
        <DocumentPreview document={record} label={documentTypeLabel(record.documentType)} />
      </CardContent>
    </Card>
  );
};

const OwnershipProofShow = () => (
  <Show
    title={<Title />}
    actions={
      <ReviewShowActions
        backLabel="Back to proofs"
        entityType="ownership_proof"
        decisions={OWNERSHIP_DECISIONS}
      />
    }
    component="div"
  >
    <ProofBody />
  </Show>
);

export default OwnershipProofShow;
