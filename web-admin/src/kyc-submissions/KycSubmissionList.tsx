import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { NIN_CHECK_LABELS, NIN_CHECK_STATUSES } from '@rentnaija/shared';
import { choicesOf } from '../common/choices';
import { DecisionCell } from '../common/DecisionButtons';
import { EmptyText } from '../common/EmptyText';
import { StateChip, StateField, WatDateField, humanize } from '../common/fields';
import { choiceFilter, searchFilter } from '../common/filters';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import {
  NIN_CHECK_COLORS,
  REVIEW_CHOICES,
  REVIEW_COLORS,
  REVIEW_LABELS,
  ninCheckText,
} from '../common/review';
import { KYC_DECISIONS, type KycSubmissionRecord } from './decisions';
import { listDefaults } from '../common/listDefaults';

const filters = [
  searchFilter('Search name, email or phone'),
  choiceFilter('status', 'Status', REVIEW_CHOICES, { alwaysOn: true }),
  choiceFilter('ninCheckStatus', 'NIN check', choicesOf(NIN_CHECK_STATUSES, NIN_CHECK_LABELS)),
];

const empty = <EmptyText>No KYC submissions found</EmptyText>;

const NinCheck = ({ record }: { record: KycSubmissionRecord }) => (
  <StateChip
    value={record.ninCheck.status}
    colors={NIN_CHECK_COLORS}
    labels={{ [record.ninCheck.status]: ninCheckText(record.ninCheck) }}
  />
);

const KycSubmissionList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List
      title="KYC submissions"
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      {...listDefaults('submittedAt', 'ASC')}
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<KycSubmissionRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) => `${r.firstName} ${r.lastName}`}
          secondaryText={(r) => `${humanize(r.user.role)} · ${ninCheckText(r.ninCheck)}`}
          tertiaryText={(r) => (
            <StateChip value={r.status} colors={REVIEW_COLORS} labels={REVIEW_LABELS} />
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
          <FunctionField
            label="Name"
            sortBy="lastName"
            render={(r: KycSubmissionRecord) => `${r.firstName} ${r.lastName}`}
          />
          <FunctionField
            label="Role"
            sortable={false}
            render={(r: KycSubmissionRecord) => humanize(r.user.role)}
          />
          <FunctionField
            label="NIN check"
            sortable={false}
            render={(r: KycSubmissionRecord) => <NinCheck record={r} />}
          />
          <StateField source="status" colors={REVIEW_COLORS} labels={REVIEW_LABELS} />
          <WatDateField source="submittedAt" label="Submitted" />
          {isAdmin ? (
            <FunctionField
              label="Actions"
              sortable={false}
              render={() => <DecisionCell decisions={KYC_DECISIONS} />}
            />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};

export default KycSubmissionList;
