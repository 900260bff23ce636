import Verified from '@mui/icons-material/Verified';
import { Alert, Chip, Grid } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { ListingLink, PersonLink } from '../common/ShowLink';
import { AwaitingAdminAlert, DecisionAlert } from '../common/ReviewAlerts';
import { RecordCard } from '../common/RecordHeading';
import { ReviewShow } from '../common/DecisionButtons';
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
  const isAdmin = useIsAdmin();
  if (!record) return null;
  const moved = record.property.location !== record.listingAddress;
  return (
    <RecordCard
      chips={
        <>
          <StateChip value={record.status} colors={REVIEW_COLORS} labels={REVIEW_LABELS} />
          {record.property.verifiedOwner ? (
            <Chip
              size="small"
              color="success"
              icon={<Verified />}
              label="Listing shows Verified owner"
            />
          ) : null}
        </>
      }
      title={documentTypeLabel(record.documentType)}
    >
      {record.status === 'rejected' ? (
        <DecisionAlert verdict="Rejected" at={record.reviewedAt} reason={record.rejectionReason} />
      ) : null}
      {moved ? (
        <Alert severity="warning" sx={{ my: 2 }}>
          The listing’s address changed since this proof was sent: check that the document names the
          address the listing shows now.
        </Alert>
      ) : null}
      {record.status === 'pending' && !isAdmin ? <AwaitingAdminAlert /> : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Detail label="Listing">
          <ListingLink property={record.property} />
        </Detail>
        <Detail label="Landlord">
          <PersonLink person={record.landlord} />
        </Detail>
        <Detail label="Sent">{formatDateTime(record.createdAt)}</Detail>
        <Detail label="Address on the listing when sent" wide>
          {record.listingAddress}
        </Detail>
        {moved ? <Detail label="Address now">{record.property.location}</Detail> : null}
      </Grid>
      <DocumentPreview document={record} label={documentTypeLabel(record.documentType)} />
    </RecordCard>
  );
};

const OwnershipProofShow = () => (
  <ReviewShow
    title={<Title />}
    backLabel="Back to proofs"
    entityType="ownership_proof"
    decisions={OWNERSHIP_DECISIONS}
  >
    <ProofBody />
  </ReviewShow>
);

export default OwnershipProofShow;
