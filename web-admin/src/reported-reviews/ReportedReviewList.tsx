import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { DecisionCell } from '../common/DecisionButtons';
import { EmptyText } from '../common/EmptyText';
import { StateChip, StateField, WatDateField } from '../common/fields';
import { choiceFilter, searchFilter } from '../common/filters';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import { listDefaults } from '../common/listDefaults';
import { TENANCY_REVIEW_STATUS_LABELS } from '@rentnaija/shared';
import {
  REPORTED_REVIEW_CHOICES,
  REPORTED_REVIEW_DECISIONS,
  REVIEW_STATUS_COLORS,
  type ReportedReviewRecord,
} from './decisions';

const filters = [
  searchFilter('Search the review or the listing'),
  choiceFilter('status', 'Status', REPORTED_REVIEW_CHOICES, { alwaysOn: true }),
];

const empty = <EmptyText>No reported reviews found</EmptyText>;

/** The latest report's reason, with how many parties reported. */
const reportText = (r: ReportedReviewRecord) => {
  const last = r.reports.at(-1);
  if (!last) return '—';
  return `${last.reporterRole === 'landlord' ? 'Landlord' : 'Tenant'}: ${last.reason}`;
};

const ReportedReviewList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List
      title="Reported reviews"
      filters={filters}
      filterDefaultValues={{ status: 'reported' }}
      {...listDefaults('updatedAt', 'ASC')}
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<ReportedReviewRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) => r.property.title}
          secondaryText={reportText}
          tertiaryText={(r) => (
            <StateChip
              value={r.status}
              colors={REVIEW_STATUS_COLORS}
              labels={TENANCY_REVIEW_STATUS_LABELS}
            />
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
          <FunctionField
            label="Listing"
            sortable={false}
            render={(r: ReportedReviewRecord) => r.property.title}
          />
          <FunctionField
            label="Review"
            sortable={false}
            render={(r: ReportedReviewRecord) =>
              r.text.length > 80 ? `${r.text.slice(0, 80)}…` : r.text
            }
          />
          <FunctionField label="Report" sortable={false} render={reportText} />
          <StateField
            source="status"
            colors={REVIEW_STATUS_COLORS}
            labels={TENANCY_REVIEW_STATUS_LABELS}
          />
          <WatDateField source="updatedAt" label="Reported" />
          {isAdmin ? (
            <FunctionField
              label="Actions"
              sortable={false}
              render={() => <DecisionCell decisions={REPORTED_REVIEW_DECISIONS} />}
            />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};

export default ReportedReviewList;
