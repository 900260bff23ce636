import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { DecisionCell } from '../common/DecisionButtons';
import { EmptyText } from '../common/EmptyText';
import { StateChip, StateField, WatDateField } from '../common/fields';
import { choiceFilter, searchFilter } from '../common/filters';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import { REVIEW_CHOICES, REVIEW_COLORS, REVIEW_LABELS } from '../common/review';
import {
  DOCUMENT_TYPE_CHOICES,
  documentTypeLabel,
  OWNERSHIP_DECISIONS,
  type OwnershipProofRecord,
} from './decisions';
import { listDefaults } from '../common/listDefaults';

const filters = [
  searchFilter('Search address or file name'),
  choiceFilter('status', 'Status', REVIEW_CHOICES, { alwaysOn: true }),
  choiceFilter('documentType', 'Document', DOCUMENT_TYPE_CHOICES),
];

const empty = <EmptyText>No ownership proofs found</EmptyText>;

const OwnershipProofList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List
      title="Ownership proofs"
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      {...listDefaults('createdAt', 'ASC')}
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<OwnershipProofRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) => r.property.title}
          secondaryText={(r) => `${documentTypeLabel(r.documentType)} · ${r.landlord.name}`}
          tertiaryText={(r) => (
            <StateChip value={r.status} colors={REVIEW_COLORS} labels={REVIEW_LABELS} />
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
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
