import type { PreviewedDocument } from '../common/DocumentPreview';
import { Button, Stack } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import {
  LISTING_REPORT_OUTCOME_LABELS,
  LISTING_REPORT_OUTCOMES,
  LISTING_REPORT_REASON_LABELS,
  REJECTION_REASON_LIMITS,
  REJECTION_REASON_MESSAGES,
  type ListingReportOutcome,
  type ListingReportReason,
} from '@rentnaija/shared';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { choicesOf } from '../common/choices';
import { EmptyText } from '../common/EmptyText';
import { WatDateField } from '../common/fields';
import { choiceFilter } from '../common/filters';
import { useIsAdmin } from '../common/hooks';
import { listDefaults } from '../common/listDefaults';
import { ReasonButton } from '../common/ReasonDialog';
import type { AdminDataProvider } from '../dataProvider';

/** One report of a case, as its page lists them. */
export interface ListingReportRecord {
  id: string;
  reason: ListingReportReason;
  reasonLabel: string;
  details: string | null;
  /** The photo sent with the report: a private file staff read through `url`. */
  photo: PreviewedDocument | null;
  reporterName: string | null;
  createdAt: string;
}

/** One listing's reports as the console's queue shows them. */
export interface ListingReportCaseRecord {
  id: string;
  status: 'open' | 'decided';
  propertyId: string;
  propertyTitle: string;
  landlordId: string;
  landlordName: string;
  reportCount: number;
  reporterCount: number;
  reasons: ListingReportReason[];
  listingHidden: boolean;
  outcome: ListingReportOutcome | null;
  createdAt: string;
  updatedAt: string;
  /** On the case's page (GET …/:id) and in the list alike. */
  reports?: ListingReportRecord[];
  decisionNote?: string | null;
  decidedByName?: string | null;
  decidedAt?: string | null;
}

const STATUS_CHOICES = choicesOf(['open', 'decided'] as const, {
  open: 'Open',
  decided: 'Decided',
});

const filters = [choiceFilter('status', 'Status', STATUS_CHOICES, { alwaysOn: true })];

const empty = <EmptyText>No reported listings found</EmptyText>;

export const LISTING_REPORT_DECIDED = 'Decision saved; the landlord and the reporters are told';
export const LISTING_REPORT_DECISION_FAILED = 'Could not save the decision';

export const LISTING_SHOWN_AGAIN = 'The listing shows again; its landlord is told why';

/**
 * A decided case whose listing was taken off: its outcome, and 'Show again' with a reason the
 * landlord reads (the server refuses while the landlord is suspended).
 */
export function DecidedOutcome({ record }: { record: ListingReportCaseRecord }) {
  const outcome = record.outcome ? LISTING_REPORT_OUTCOME_LABELS[record.outcome] : '—';
  if (!record.listingHidden) return <>{outcome}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{outcome}</span>
      <ReasonButton
        label="Show again"
        icon={<Visibility />}
        run={(dataProvider, reason) => dataProvider.restoreReportedListing(record.id, reason)}
        success={LISTING_SHOWN_AGAIN}
        failure="Could not show the listing again"
        title={`Show “${record.propertyTitle}” again`}
        description="The listing goes back on RentNaija. Its landlord reads this reason; the reporters are not told."
        submitLabel="Show listing"
        pendingLabel="Showing…"
        reasonLabel="Reason"
        submitColor="primary"
        messages={{
          required: REJECTION_REASON_MESSAGES.required,
          tooShort: `Give a reason of at least ${REJECTION_REASON_LIMITS.min} characters: say why it may show again`,
        }}
      />
    </Stack>
  );
}

/** The four outcomes of an open case (admins), each taken once. */
export function OutcomeButtons() {
  const record = useRecordContext<ListingReportCaseRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  if (record.status !== 'open') return <DecidedOutcome record={record} />;
  const decide = async (outcome: ListingReportOutcome) => {
    setBusy(true);
    try {
      await dataProvider.decideListingReport(record.id, outcome);
      notify(LISTING_REPORT_DECIDED, { type: 'success' });
      refresh();
    } catch {
      notify(LISTING_REPORT_DECISION_FAILED, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      {LISTING_REPORT_OUTCOMES.map((outcome) => (
        <Button
          key={outcome}
          size="small"
          variant="outlined"
          color={outcome === 'dismiss' ? 'primary' : 'error'}
          disabled={busy}
          onClick={() => void decide(outcome)}
        >
          {LISTING_REPORT_OUTCOME_LABELS[outcome]}
        </Button>
      ))}
    </Stack>
  );
}

const ListingReportList = () => {
  const isAdmin = useIsAdmin();
  return (
    <List
      title="Listing reports"
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      {...listDefaults('updatedAt', 'ASC')}
      empty={empty}
    >
      <Datagrid empty={empty} bulkActionButtons={false} rowClick="show">
        <FunctionField
          label="Listing"
          sortable={false}
          render={(r: ListingReportCaseRecord) =>
            `${r.propertyTitle}${r.listingHidden ? ' (hidden)' : ''}`
          }
        />
        <FunctionField
          label="Landlord"
          sortable={false}
          render={(r: ListingReportCaseRecord) => r.landlordName}
        />
        <FunctionField
          label="Reports"
          sortable={false}
          render={(r: ListingReportCaseRecord) => r.reportCount}
        />
        <FunctionField
          label="People"
          sortable={false}
          render={(r: ListingReportCaseRecord) => r.reporterCount}
        />
        <FunctionField
          label="Reasons"
          sortable={false}
          render={(r: ListingReportCaseRecord) =>
            r.reasons.map((reason) => LISTING_REPORT_REASON_LABELS[reason]).join(', ')
          }
        />
        <WatDateField source="updatedAt" label="Last report" />
        {isAdmin ? (
          <FunctionField label="Decision" sortable={false} render={() => <OutcomeButtons />} />
        ) : (
          <FunctionField
            label="Decision"
            sortable={false}
            render={(r: ListingReportCaseRecord) =>
              r.outcome ? LISTING_REPORT_OUTCOME_LABELS[r.outcome] : 'Waiting for an admin'
            }
          />
        )}
      </Datagrid>
    </List>
  );
};

export default ListingReportList;
