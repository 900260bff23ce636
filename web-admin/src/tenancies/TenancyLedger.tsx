import {
  Alert,
  Chip,
  Grid,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  formatDay,
  formatNaira,
  LEDGER_KIND_LABELS,
  PAYOUT_STATE_LABELS,
  type TenancyLedgerLineDto,
} from '@rentnaija/shared';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Detail } from '../common/Detail';
import { EmptyText } from '../common/EmptyText';
import type { AdminDataProvider } from '../dataProvider';

const amount = (line: TenancyLedgerLineDto) =>
  `${line.direction === 'in' ? '+' : '−'}${formatNaira(line.amount)}`;

/**
 * The tenancy's money as its tenant and landlord see it: every ledger line, oldest first, with
 * what RentNaija holds for the tenancy after each, and the totals.
 */
export const TenancyLedger = ({ tenancyId }: { tenancyId: string }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const ledger = useQuery({
    queryKey: ['tenancy-ledger', tenancyId],
    queryFn: () => dataProvider.getTenancyLedger(tenancyId),
  });
  if (ledger.isPending) return <Skeleton variant="rectangular" height={120} />;
  if (ledger.isError) {
    return (
      <Alert severity="error">The money record could not be loaded: {ledger.error.message}</Alert>
    );
  }
  const { lines, totals, balance } = ledger.data;
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 1 }}>
        <Detail label="Held now" size={{ xs: 6, md: 3 }}>
          {formatNaira(balance)}
        </Detail>
        <Detail label="Released" size={{ xs: 6, md: 3 }}>
          {formatNaira(totals.released)}
        </Detail>
        <Detail label="Paid out" size={{ xs: 6, md: 3 }}>
          {formatNaira(totals.paidOut)}
        </Detail>
        <Detail label="Refunded" size={{ xs: 6, md: 3 }}>
          {formatNaira(totals.refunded)}
        </Detail>
      </Grid>
      {lines.length === 0 ? (
        <EmptyText>No money has moved yet.</EmptyText>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Money">
            <TableHead>
              <TableRow>
                <TableCell sx={{ pl: 0 }}>Date (WAT)</TableCell>
                <TableCell>What</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right" sx={{ pr: 0 }}>
                  Held after
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell sx={{ pl: 0, whiteSpace: 'nowrap' }}>{formatDay(line.date)}</TableCell>
                  <TableCell>
                    <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                      {LEDGER_KIND_LABELS[line.kind]}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {line.description}
                      {line.reference ? ` · ${line.reference}` : ''}
                    </Typography>
                    {line.payout ? (
                      <Chip
                        size="small"
                        sx={{ mt: 0.5 }}
                        label={`Payout ${line.payout.reference}: ${PAYOUT_STATE_LABELS[line.payout.state]}`}
                      />
                    ) : null}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {amount(line)}
                  </TableCell>
                  <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap' }}>
                    {formatNaira(line.balance)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
};
