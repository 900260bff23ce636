import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { DecisionCell } from '../common/DecisionButtons';
import { StateChip, StateField, WatDateField } from '../common/fields';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import { REVIEW_CHOICES, REVIEW_COLORS, REVIEW_LABELS } from '../common/review';
import {
  DOCUMENT_TYPE_CHOICES,
  documentTypeLabel,
  OWNERSHIP_DECISIONS,
  type OwnershipProofRecord,
} from './decisions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search address or file name" />,
  <SelectInput key="status" source="status" label="Status" choices={REVIEW_CHOICES} alwaysOn />,
  <SelectInput
    key="documentType"
    source="documentType"
    label="Document"
    choices={DOCUMENT_TYPE_CHOICES}
  />,
];

const Empty = () => (
  <Typography variant="body2" sx={{ p: 2 }}>
    No ownership proofs found
  </Typography>
);

const OwnershipProofList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List
      title="Ownership proofs"
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={<Empty />}
    >
      {isSmall ? (
        <SimpleList<OwnershipProofRecord>
          empty={<Empty />}
          linkType="show"
          primaryText={(r) => r.property.title}
          secondaryText={(r) => `${documentTypeLabel(r.documentType)} · ${r.landlord.name}`}
          tertiaryText={(r) => (
            <StateChip value={r.status} colors={REVIEW_COLORS} labels={REVIEW_LABELS} />
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={<Empty />} rowClick="show" bulkActionButtons={false} optimized>
          <FunctionField
            label="Listing"
            sortable={false}
            render={(r: OwnershipProofRecord) => r.property.title}
          />
          <FunctionField
            label="Document"
            sortBy="documentType"
            render={(r: OwnershipProofRecord) => documentTypeLabel(r.documentType)}
          />
          <FunctionField
            label="Landlord"
            sortable={false}
            render={(r: OwnershipProofRecord) => r.landlord.name}
          />
          <StateField source="status" colors={REVIEW_COLORS} labels={REVIEW_LABELS} />
          <WatDateField source="createdAt" label="Sent" />
          {isAdmin ? (
            <FunctionField
              label="Actions"
              sortable={false}
              render={() => <DecisionCell decisions={OWNERSHIP_DECISIONS} />}
            />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};

export default OwnershipProofList;
