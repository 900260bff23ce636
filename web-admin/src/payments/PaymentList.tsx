import { type SxProps, type Theme, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { formatNaira } from '@rentnaija/shared';
import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { EmptyText } from '../common/EmptyText';
import { NairaField, StateChip, StateField, WatDateField } from '../common/fields';
import { useIsSmall } from '../common/hooks';
import { isFlagOpen, PAYMENT_STATUS_COLORS, type PaymentRecord } from './constants';
import { DisputeNote } from './DisputeNote';
import { FlagNote } from './FlagNote';
import { paymentFilters } from './PaymentFilters';
import { listDefaults } from '../common/listDefaults';

const empty = <EmptyText>No payments found</EmptyText>;

/** Flags not yet checked stand out (the API lists them first, whatever the sort). */
const rowSx = (record: PaymentRecord): SxProps =>
  isFlagOpen(record)
    ? {
        backgroundColor: (theme) => {
          const { palette } = theme as Theme;
          return alpha(palette.error.main, palette.mode === 'dark' ? 0.16 : 0.06);
        },
        boxShadow: (theme) => `inset 4px 0 0 ${(theme as Theme).palette.error.main}`,
      }
    : {};

/** Payments: flagged mismatches not yet checked first, each marked with its reason. */
const PaymentList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Payments"
      filters={paymentFilters}
      {...listDefaults('createdAt', 'DESC')}
      empty={empty}
    >
      {isSmall ? (
        <SimpleList<PaymentRecord>
          empty={empty}
          linkType="show"
          primaryText={(r) => `${formatNaira(r.amount)} · ${r.tenant?.name ?? 'Unknown payer'}`}
          secondaryText={(r) => (
            <>
              {r.property?.title ?? 'Listing removed'}
              <FlagNote record={r} />
              <DisputeNote record={r} />
            </>
          )}
          tertiaryText={(r) => <StateChip value={r.status} colors={PAYMENT_STATUS_COLORS} />}
          rowSx={(r) => ({ alignItems: 'flex-start', ...(rowSx(r) as object) })}
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false} rowSx={rowSx} optimized>
          <FunctionField
            label="Reference"
            sortable={false}
            render={(r: PaymentRecord) => (
              <>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {r.reference}
                </Typography>
                <FlagNote record={r} />
                <DisputeNote record={r} />
              </>
            )}
          />
          <FunctionField
            label="Payer"
            sortable={false}
            render={(r: PaymentRecord) => r.tenant?.name ?? '—'}
          />
          <FunctionField
            label="Listing"
            sortable={false}
            render={(r: PaymentRecord) => r.property?.title ?? '—'}
          />
          <NairaField source="amount" label="Amount" />
          <StateField source="status" colors={PAYMENT_STATUS_COLORS} />
          <WatDateField source="createdAt" label="Started" />
          <WatDateField source="paymentDate" label="Paid" />
        </Datagrid>
      )}
    </List>
  );
};

export default PaymentList;
