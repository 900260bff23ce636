import { Alert, Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import {
  ADDRESS_DURATIONS,
  EMPLOYMENT_TYPES,
  formatDate,
  formatDateTime,
  formatNaira,
  GOVERNMENT_ID_TYPES,
  type NinFieldMatch,
} from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { ShowLink } from '../common/ShowLink';
import { AwaitingAdminAlert, DecisionAlert } from '../common/ReviewAlerts';
import { optionLabel } from '../common/choices';
import { RecordCard } from '../common/RecordHeading';
import { ReviewShow } from '../common/DecisionButtons';
import { Detail, DetailSection } from '../common/Detail';
import { DocumentPreview } from '../common/DocumentPreview';
import { humanize, StateChip } from '../common/fields';
import { useIsAdmin } from '../common/hooks';
import { NIN_CHECK_COLORS, REVIEW_COLORS, REVIEW_LABELS, ninCheckText } from '../common/review';
import { KYC_DECISIONS, type KycSubmissionRecord } from './decisions';

const FIELD_MATCH_TEXT: Record<NinFieldMatch, string> = {
  exact: 'matches',
  close: 'nearly matches',
  different: 'differs',
  unknown: 'not in the registry',
};

const Title = () => {
  const record = useRecordContext<KycSubmissionRecord>();
  return <>{record ? `KYC: ${record.firstName} ${record.lastName}` : 'KYC submission'}</>;
};

/** The registry's answer beside what the user typed, and how far they agree. */
const NinCheckPanel = ({ record }: { record: KycSubmissionRecord }) => {
  const check = record.ninCheck;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3">
            NIN check
          </Typography>
          <StateChip
            value={check.status}
            colors={NIN_CHECK_COLORS}
            labels={{ [check.status]: ninCheckText(check) }}
          />
          {check.sandbox ? (
            <Typography variant="caption" color="text.secondary">
              Sandbox registry: test data, not the real registry
            </Typography>
          ) : null}
        </Stack>
        <Grid container spacing={2}>
          <Detail label="NIN">{record.ninNumber}</Detail>
          <Detail label="Registered name">{check.registeredName}</Detail>
          <Detail label="Registered date of birth">
            {check.registeredDateOfBirth ? formatDate(check.registeredDateOfBirth) : null}
          </Detail>
          {check.fields ? (
            <Detail label="Typed details" wide>
              First name {FIELD_MATCH_TEXT[check.fields.firstName]}, last name{' '}
              {FIELD_MATCH_TEXT[check.fields.lastName]}, date of birth{' '}
              {FIELD_MATCH_TEXT[check.fields.dateOfBirth]}
            </Detail>
          ) : null}
          <Detail label="Checked">
            {check.checkedAt
              ? `${formatDateTime(check.checkedAt)}${check.vendor ? ` · ${check.vendor}` : ''}`
              : 'Waiting for the registry'}
          </Detail>
        </Grid>
        {check.message ? (
          <Alert severity={check.status === 'error' ? 'warning' : 'info'} sx={{ mt: 2 }}>
            {check.message}
          </Alert>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          The check informs the decision; it never approves or rejects by itself.
        </Typography>
      </CardContent>
    </Card>
  );
};

const KycBody = () => {
  const record = useRecordContext<KycSubmissionRecord>();
  const isAdmin = useIsAdmin();
  if (!record) return null;
  return (
    <RecordCard
      chips={
        <>
          <StateChip value={record.status} colors={REVIEW_COLORS} labels={REVIEW_LABELS} />
          <StateChip value={record.user.role} colors={{}} />
        </>
      }
      title={
        <>
          {record.firstName} {record.lastName}
        </>
      }
      subtitle={
        <>
          Submitted {formatDateTime(record.submittedAt)} by{' '}
          <ShowLink resource="users" id={record.user.id}>
            {record.user.name}
          </ShowLink>{' '}
          ({record.user.email})
        </>
      }
    >
      {record.status === 'rejected' ? (
        <DecisionAlert verdict="Rejected" at={record.reviewedAt} reason={record.rejectionReason} />
      ) : record.status === 'approved' ? (
        <Alert severity="success" sx={{ my: 2 }}>
          Approved{record.reviewedAt ? ` ${formatDateTime(record.reviewedAt)}` : ''}: this person’s
          identity is verified.
        </Alert>
      ) : !isAdmin ? (
        <AwaitingAdminAlert />
      ) : null}

      <NinCheckPanel record={record} />

      <Typography variant="h6" component="h3" gutterBottom>
        Documents
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2" gutterBottom>
            Government ID · {optionLabel(GOVERNMENT_ID_TYPES, record.governmentIdType)}
          </Typography>
          <DocumentPreview document={record.governmentIdDocument} label="Government ID" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2" gutterBottom>
            Proof of residency
          </Typography>
          <DocumentPreview document={record.proofOfResidencyDocument} label="Proof of residency" />
        </Grid>
      </Grid>

      <Divider sx={{ my: 2 }} />
      <Grid container spacing={2}>
        <DetailSection title="Personal details" />
        <Detail label="Email">{record.email}</Detail>
        <Detail label="Phone">{record.phone}</Detail>
        <Detail label="Date of birth">{formatDate(record.dateOfBirth)}</Detail>
        <Detail label="Nationality">{record.nationality}</Detail>
        <DetailSection title="Employment" />
        <Detail label="Occupation">{record.occupation}</Detail>
        <Detail label="Employer">{record.employer}</Detail>
        <Detail label="Employer phone">{record.employerPhone}</Detail>
        <Detail label="Employer email">{record.employerEmail}</Detail>
        <Detail label="Monthly income">{formatNaira(record.monthlyIncome)}</Detail>
        <Detail label="Employment type">
          {optionLabel(EMPLOYMENT_TYPES, record.employmentType)}
        </Detail>
        <DetailSection title="Current address" />
        <Detail label="Address" wide>
          {[
            record.currentAddress,
            record.currentCity,
            record.currentState,
            record.currentPostalCode,
          ]
            .filter(Boolean)
            .join(', ')}
        </Detail>
        <Detail label="Lived there">
          {optionLabel(ADDRESS_DURATIONS, record.addressDuration)}
        </Detail>
        <Detail label="Role">{humanize(record.user.role)}</Detail>
      </Grid>
    </RecordCard>
  );
};

const KycSubmissionShow = () => (
  <ReviewShow
    title={<Title />}
    backLabel="Back to submissions"
    entityType="kyc_submission"
    decisions={KYC_DECISIONS}
  >
    <KycBody />
  </ReviewShow>
);

export default KycSubmissionShow;
