import { Box, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatDateTime, LISTING_REPORT_OUTCOME_LABELS } from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { Detail, DetailSection } from '../common/Detail';
import { DocumentPreview } from '../common/DocumentPreview';
import { useIsAdmin } from '../common/hooks';
import { RecordCard } from '../common/RecordHeading';
import { RecordShow } from '../common/RecordShow';
import { StateChip } from '../common/fields';
import { AwaitingAdminAlert, DecisionAlert } from '../common/ReviewAlerts';
import { ShowLink } from '../common/ShowLink';
import {
  DecidedOutcome,
  type ListingReportCaseRecord,
  type ListingReportRecord,
  OutcomeButtons,
} from './ListingReportList';

const Title = () => {
  const record = useRecordContext<ListingReportCaseRecord>();
  return <>{record ? `Reports of ${record.propertyTitle}` : 'Listing reports'}</>;
};

/** One report: its reason, what the reporter wrote, their photo, who (if signed in) and when. */
const Report = ({ report, index }: { report: ListingReportRecord; index: number }) => (
  <ListItem divider alignItems="flex-start" disableGutters>
    <ListItemText
      primary={`${index + 1}. ${report.reasonLabel}`}
      secondary={
        <>
          {report.details ? (
            <Typography
              component="span"
              variant="body2"
              color="text.primary"
              sx={{ display: 'block' }}
            >
              {report.details}
            </Typography>
          ) : null}
          {report.photo ? (
            <Box component="span" sx={{ display: 'block', my: 1 }}>
              <DocumentPreview document={report.photo} label="The reporter’s photo" />
            </Box>
          ) : null}
          <Typography component="span" variant="caption" sx={{ display: 'block' }}>
            {report.reporterName ?? 'Signed out'} · {formatDateTime(report.createdAt)}
          </Typography>
        </>
      }
    />
  </ListItem>
);

/**
 * A listing's reports on one page: the listing and its landlord, each report with its text and
 * photo, and the decision: the outcomes while open (admins), else what was decided, with 'Show
 * again' where the listing was taken off.
 */
const CaseBody = () => {
  const r = useRecordContext<ListingReportCaseRecord>();
  const isAdmin = useIsAdmin();
  if (!r) return null;
  return (
    <RecordCard
      chips={
        <StateChip
          value={r.status}
          colors={{ open: 'warning', decided: 'default' }}
          labels={{ open: 'Open', decided: 'Decided' }}
        />
      }
      title={r.propertyTitle}
      subtitle={`${r.reportCount} report${r.reportCount === 1 ? '' : 's'} from ${r.reporterCount} ${
        r.reporterCount === 1 ? 'person' : 'people'
      }${r.listingHidden ? ' · the listing is hidden' : ''}`}
    >
      {r.status === 'decided' && r.outcome ? (
        <DecisionAlert
          severity={r.listingHidden ? 'error' : 'info'}
          verdict={LISTING_REPORT_OUTCOME_LABELS[r.outcome]}
          at={r.decidedAt}
          reason={
            [r.decisionNote, r.decidedByName ? `by ${r.decidedByName}` : null]
              .filter(Boolean)
              .join(' — ') || '—'
          }
        />
      ) : null}
      {r.status === 'open' && !isAdmin ? (
        <AwaitingAdminAlert decisions="dismiss, ask the landlord, hide the listing or suspend the landlord" />
      ) : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Detail label="Listing">
          <ShowLink resource="properties" id={r.propertyId}>
            {r.propertyTitle}
          </ShowLink>
        </Detail>
        <Detail label="Landlord">
          <ShowLink resource="users" id={r.landlordId}>
            {r.landlordName}
          </ShowLink>
        </Detail>
        <Detail label="First report">{formatDateTime(r.createdAt)}</Detail>
        <DetailSection title="Reports, oldest first" />
      </Grid>
      <List dense>
        {(r.reports ?? []).map((report, i) => (
          <Report key={report.id} report={report} index={i} />
        ))}
      </List>
      {isAdmin ? r.status === 'open' ? <OutcomeButtons /> : <DecidedOutcome record={r} /> : null}
    </RecordCard>
  );
};

const ListingReportShow = () => (
  <RecordShow title={<Title />} backLabel="Back to listing reports">
    <CaseBody />
  </RecordShow>
);

export default ListingReportShow;
