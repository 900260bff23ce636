import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { Typography } from '@mui/material';
import { NIN_CHECK_LABELS, NIN_CHECK_STATUSES } from '@rentnaija/shared';
import { DecisionCell } from '../common/DecisionButtons';
import { StateChip, StateField, WatDateField, humanize } from '../common/fields';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import {
  NIN_CHECK_COLORS,
  REVIEW_CHOICES,
  REVIEW_COLORS,
  REVIEW_LABELS,
  ninCheckText,
} from '../common/review';
import { KYC_DECISIONS, type KycSubmissionRecord } from './decisions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email or phone" />,
  <SelectInput key="status" source="status" label="Status" choices={REVIEW_CHOICES} alwaysOn />,
  <SelectInput
    key="ninCheckStatus"
    source="ninCheckStatus"
    label="NIN check"
    choices={NIN_CHECK_STATUSES.map((id) => ({ id, name: NIN_CHECK_LABELS[id] }))}
  />,
];

const Empty = () => (
  <Typography variant="body2" sx={{ p: 2 }}>
    No KYC submissions found
  </Typography>
);

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
      sort={{ field: 'submittedAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={<Empty />}
    >
      {isSmall ? (
        <SimpleList<KycSubmissionRecord>
          empty={<Empty />}
          linkType="show"
          primaryText={(r) => `${r.firstName} ${r.lastName}`}
          secondaryText={(r) => `${humanize(r.user.role)} · ${ninCheckText(r.ninCheck)}`}
          tertiaryText={(r) => (
            <StateChip value={r.status} colors={REVIEW_COLORS} labels={REVIEW_LABELS} />
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={<Empty />} rowClick="show" bulkActionButtons={false} optimized>
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
