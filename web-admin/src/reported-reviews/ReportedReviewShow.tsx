import { Card, CardContent, Grid, Typography } from '@mui/material';
import {
  AS_ADVERTISED_LABELS,
  formatDateTime,
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  REVIEW_STAGE_LABELS,
  reviewPowerText,
  TENANCY_REVIEW_STATUS_LABELS,
} from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { ReviewShow } from '../common/DecisionButtons';
import { Detail } from '../common/Detail';
import { StateChip } from '../common/fields';
import { useIsAdmin } from '../common/hooks';
import { RecordHeading } from '../common/RecordHeading';
import { AwaitingAdminAlert, DecisionAlert } from '../common/ReviewAlerts';
import { PersonLink, ShowLink } from '../common/ShowLink';
import {
  REPORTED_REVIEW_DECISIONS,
  REVIEW_STATUS_COLORS,
  type ReportedReviewRecord,
} from './decisions';

const Title = () => {
  const record = useRecordContext<ReportedReviewRecord>();
  return <>{record ? `Reported review: ${record.property.title}` : 'Reported review'}</>;
};

const ReviewBody = () => {
  const r = useRecordContext<ReportedReviewRecord>();
  const isAdmin = useIsAdmin();
  if (!r) return null;
  return (
    <Card>
      <CardContent>
        <RecordHeading
          chips={
            <StateChip
              value={r.status}
              colors={REVIEW_STATUS_COLORS}
              labels={TENANCY_REVIEW_STATUS_LABELS}
            />
          }
          title={`${REVIEW_STAGE_LABELS[r.stage]} review`}
        />
        {r.status === 'hidden' ? (
          <DecisionAlert verdict="Hidden" at={r.decidedAt} reason={r.decisionReason} />
        ) : null}
        {r.status === 'kept' ? (
          <DecisionAlert
            severity="success"
            verdict="Kept"
            at={r.decidedAt}
            reason="It stays on the listing."
          />
        ) : null}
        {r.status === 'reported' && !isAdmin ? (
          <AwaitingAdminAlert decisions="keep or hide" />
        ) : null}
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Detail label="Listing">
            <ShowLink resource="properties" id={r.property.id}>
              {r.property.title}
            </ShowLink>
          </Detail>
          <Detail label="Tenancy">
            <ShowLink resource="tenancies" id={r.tenancyId}>
              Open the tenancy
            </ShowLink>
          </Detail>
          <Detail label="Tenant (reviewer)">
            <PersonLink person={r.tenant} />
          </Detail>
          <Detail label="Landlord">
            <PersonLink person={r.landlord} />
          </Detail>
          {REVIEW_CATEGORIES.map((c) => (
            <Detail key={c} label={REVIEW_CATEGORY_LABELS[c]}>
              {r.ratings[c]} / 5
            </Detail>
          ))}
          <Detail label="As advertised">{AS_ADVERTISED_LABELS[r.asAdvertised]}</Detail>
          <Detail label="Power">{reviewPowerText(r) ?? '—'}</Detail>
          <Detail label="Written">{formatDateTime(r.createdAt)}</Detail>
          <Detail label="Review" wide>
            {r.text}
          </Detail>
          {r.answer ? (
            <Detail label="Landlord’s answer" wide>
              {r.answer.text}
            </Detail>
          ) : null}
        </Grid>
        <Typography variant="h6" component="h2" gutterBottom>
          Reports
        </Typography>
        {r.reports.map((p) => (
          <Typography key={p.id} variant="body2" sx={{ mb: 1 }}>
            <strong>
              {p.reporterRole === 'landlord' ? 'Landlord' : 'Tenant'} {p.reporter.name},{' '}
              {formatDateTime(p.createdAt)}:
            </strong>{' '}
            {p.reason}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
};

const ReportedReviewShow = () => (
  <ReviewShow
    title={<Title />}
    backLabel="Back to reported reviews"
    entityType="tenancy_review"
    decisions={REPORTED_REVIEW_DECISIONS}
  >
    <ReviewBody />
  </ReviewShow>
);

export default ReportedReviewShow;
