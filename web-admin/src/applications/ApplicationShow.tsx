import Payments from '@mui/icons-material/Payments';
import { Alert, Divider, Grid, Typography } from '@mui/material';
import { formatDate, formatDateTime, formatNaira, type GuarantorStatus } from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { DecisionAlert } from '../common/ReviewAlerts';
import { RecordCard } from '../common/RecordHeading';
import { ListingLink, ShowLink } from '../common/ShowLink';
import { Breakdown } from '../common/Breakdown';
import { ReviewShow } from '../common/DecisionButtons';
import { Detail, DetailSection } from '../common/Detail';
import { FilteredListButton } from '../common/FilteredListButton';
import { humanize, StateChip } from '../common/fields';
import { useIsAdmin } from '../common/hooks';
import { PaidChip } from './ApplicationList';
import {
  APPLICATION_DECISIONS,
  applicantName,
  type ApplicationRecord,
  GUARANTOR_COLORS,
  GUARANTOR_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
} from './decisions';

const Title = () => {
  const record = useRecordContext<ApplicationRecord>();
  return <>{record ? `Application: ${applicantName(record)}` : 'Application'}</>;
};

/** The guarantor's answer to the emailed consent link, and when. */
function consentText(record: ApplicationRecord): string {
  const answers: Record<GuarantorStatus, string> = {
    confirmed: 'Agreed to stand as guarantor',
    declined: 'Declined to stand as guarantor',
    pending: 'Has not answered the consent email yet',
  };
  if (record.guarantorStatus !== 'pending') {
    return record.guarantorRespondedAt
      ? `${answers[record.guarantorStatus]} on ${formatDateTime(record.guarantorRespondedAt)}`
      : answers[record.guarantorStatus];
  }
  return record.guarantorLinkExpiresAt
    ? `${answers.pending}; the link expires ${formatDateTime(record.guarantorLinkExpiresAt)}`
    : `${answers.pending}; the link has expired`;
}

const Decision = ({ record }: { record: ApplicationRecord }) => {
  const isAdmin = useIsAdmin();
  if (record.status === 'rejected') {
    return (
      <DecisionAlert
        verdict="Rejected"
        at={record.reviewedAt}
        reason={record.reviewNote || 'No reason was recorded.'}
      />
    );
  }
  const when = record.reviewedAt ? ` ${formatDateTime(record.reviewedAt)}` : '';
  if (record.status === 'approved') {
    return (
      <Alert severity="success" sx={{ my: 2 }}>
        <strong>Approved{when}.</strong>{' '}
        {record.depositPaid
          ? 'The move-in payment is in: the home is let to this applicant.'
          : 'The listing is under contract until the applicant pays the move-in total.'}
        {record.reviewNote ? ` Note to the applicant: ${record.reviewNote}` : ''}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ my: 2 }}>
      {record.status === 'under_review'
        ? 'The landlord is reviewing it. '
        : 'Waiting for the landlord or an admin to review it. '}
      {isAdmin
        ? 'Approving puts the listing under contract and tells the other applicants it is taken.'
        : 'Support staff can read it; only admins approve or reject.'}
    </Alert>
  );
};

const ApplicationBody = () => {
  const record = useRecordContext<ApplicationRecord>();
  if (!record) return null;
  const property = record.property;
  return (
    <RecordCard
      chips={
        <>
          <StateChip value={record.status} colors={STATUS_COLORS} labels={STATUS_LABELS} />
          <StateChip
            value={record.guarantorStatus}
            colors={GUARANTOR_COLORS}
            labels={GUARANTOR_LABELS}
          />
          <PaidChip record={record} />
        </>
      }
      title={applicantName(record)}
      subtitle={
        <>
          Applied {formatDateTime(record.createdAt)} for{' '}
          <ListingLink property={property} missing={'a listing that was removed'} />
        </>
      }
    >
      <Decision record={record} />

      <Grid container spacing={2}>
        <DetailSection title="Applicant" />
        <Detail label="Email">{record.email}</Detail>
        <Detail label="Phone">{record.phone}</Detail>
        <Detail label="Date of birth">
          {record.dateOfBirth ? formatDate(record.dateOfBirth) : null}
        </Detail>
        <Detail label="Occupation">{record.occupation}</Detail>
        <Detail label="Employer">{record.employer}</Detail>
        <Detail label="Monthly income">{formatNaira(record.monthlyIncome)}</Detail>
        <Detail label="NIN">{record.ninNumber}</Detail>
        <Detail label="Account">
          <ShowLink resource="users" id={record.tenantId}>
            Open the tenant’s account
          </ShowLink>
        </Detail>

        <DetailSection title="Reference" />
        <Detail label="Name">{record.referenceName}</Detail>
        <Detail label="Relationship">{humanize(record.referenceRelationship)}</Detail>
        <Detail label="Phone">{record.referencePhone}</Detail>
        <Detail label="Email">{record.referenceEmail}</Detail>

        <DetailSection title="Guarantor" />
        <Detail label="Name">{record.guarantorName}</Detail>
        <Detail label="Relationship">{humanize(record.guarantorRelationship)}</Detail>
        <Detail label="Phone">{record.guarantorPhone}</Detail>
        <Detail label="Email">{record.guarantorEmail}</Detail>
        <Detail label="Occupation">{record.guarantorOccupation}</Detail>
        <Detail label="Employer">{record.guarantorEmployer}</Detail>
        <Detail label="NIN">{record.guarantorNinNumber}</Detail>
        <Detail label="Consent" wide>
          {consentText(record)}
        </Detail>

        <DetailSection title="Payment" />
        <Detail label="Move-in payment">{record.depositPaid ? 'Paid' : 'Not paid yet'}</Detail>
        <Detail label="Payment reference">{record.paymentReference}</Detail>
      </Grid>

      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h3" gutterBottom>
        The listing
      </Typography>
      {property ? (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Detail label="Listing">
              <ListingLink property={property} />
            </Detail>
            <Detail label="Where">{property.location}</Detail>
            <Detail label="Listing status">{humanize(property.status)}</Detail>
          </Grid>
          {record.moveIn ? (
            <Breakdown
              items={record.moveIn.items}
              total={record.moveIn.total}
              label="What moving in costs"
            />
          ) : null}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          The listing was removed.
        </Typography>
      )}
    </RecordCard>
  );
};

/** The payments of this application. */
const PaymentsButton = () => {
  const record = useRecordContext<ApplicationRecord>();
  return record ? (
    <FilteredListButton
      resource="payments"
      filter={{ applicationId: String(record.id) }}
      shown={[]}
      label="Payments"
      icon={<Payments />}
    />
  ) : null;
};

/** Back, history, the payments of this application, and (admins, while open) the decisions. */
const ApplicationShow = () => (
  <ReviewShow
    title={<Title />}
    backLabel="Back to applications"
    entityType="application"
    decisions={APPLICATION_DECISIONS}
    more={<PaymentsButton />}
  >
    <ApplicationBody />
  </ReviewShow>
);

export default ApplicationShow;
