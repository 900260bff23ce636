import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { DecisionCell } from '../common/DecisionButtons';
import { EmptyText } from '../common/EmptyText';
import { StateChip, StateField } from '../common/fields';
import { formatDate } from '@rentnaija/shared';
import { useIsAdmin, useIsSmall } from '../common/hooks';
import { applicationFilters } from './ApplicationFilters';
import {
  APPLICATION_DECISIONS,
  applicantName,
  type ApplicationRecord,
  GUARANTOR_COLORS,
  GUARANTOR_LABELS,
  GUARANTOR_SHORT_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
} from './decisions';
import { listDefaults } from '../common/listDefaults';

const empty = <EmptyText>No property applications found</EmptyText>;

/** Paid or not: the move-in payment is what makes an approval final. */
export const PaidChip = ({ record }: { record: ApplicationRecord }) => (
  <StateChip
    value={record.depositPaid ? 'paid' : 'unpaid'}
    colors={{ paid: 'success', unpaid: 'default' }}
    labels={{ paid: 'Paid', unpaid: 'Not paid' }}
  />
);

const ApplicationList = () => {
  const isSmall = useIsSmall();
  const isAdmin = useIsAdmin();
  return (
    <List
      title="Applications"
      filters={applicationFilters}
      filterDefaultValues={{ status: 'open' }}
      {...listDefaults('createdAt', 'ASC')}
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<ApplicationRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) => applicantName(r)}
          secondaryText={(r) =>
            `${r.property?.title ?? 'Listing removed'} · ${GUARANTOR_LABELS[r.guarantorStatus]}`
          }
          tertiaryText={(r) => (
            <StateChip value={r.status} colors={STATUS_COLORS} labels={STATUS_LABELS} />
          )}
          rowSx={() => ({ alignItems: 'flex-start' })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} optimized>
          <FunctionField
            label="Applicant"
            sortBy="lastName"
            render={(r: ApplicationRecord) => (
              <>
                {applicantName(r)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {r.email}
                </Typography>
              </>
            )}
          />
          <FunctionField
            label="Listing"
            sortable={false}
            render={(r: ApplicationRecord) =>
              r.property ? (
                <Box sx={{ minWidth: 140 }}>
                  {r.property.title}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {r.property.city}
                  </Typography>
                </Box>
              ) : (
                '—'
              )
            }
          />
          <FunctionField
            label="Guarantor"
            sortable={false}
            render={(r: ApplicationRecord) => (
              <StateChip
                value={r.guarantorStatus}
                colors={GUARANTOR_COLORS}
                labels={GUARANTOR_SHORT_LABELS}
              />
            )}
          />
          <FunctionField
            label="Payment"
            sortable={false}
            render={(r: ApplicationRecord) => <PaidChip record={r} />}
          />
          <StateField source="status" colors={STATUS_COLORS} labels={STATUS_LABELS} />
          <FunctionField
            label="Applied"
            sortBy="createdAt"
            render={(r: ApplicationRecord) => formatDate(r.createdAt)}
          />
          {isAdmin ? (
            <FunctionField
              label="Actions"
              sortable={false}
              render={() => <DecisionCell decisions={APPLICATION_DECISIONS} />}
            />
          ) : null}
        </Datagrid>
      )}
    </List>
  );
};

export default ApplicationList;
