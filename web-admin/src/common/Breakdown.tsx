import { Table, TableBody, TableCell, TableFooter, TableRow } from '@mui/material';
import { formatNaira, type MoveInItem } from '@rentnaija/shared';

/** What an amount is made of (rent, deposit, fees), line by line, with its total. */
export const Breakdown = ({
  items,
  total,
  label,
}: {
  items: readonly MoveInItem[];
  total: number;
  label: string;
}) => (
  <Table size="small" aria-label={label} sx={{ maxWidth: 520 }}>
    <TableBody>
      {items.map((item) => (
        <TableRow key={item.key}>
          <TableCell sx={{ pl: 0 }}>{item.label}</TableCell>
          <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap' }}>
            {formatNaira(item.amount)}
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
    <TableFooter>
      <TableRow>
        <TableCell sx={{ pl: 0, fontWeight: 600, color: 'text.primary', fontSize: 14 }}>
          Total
        </TableCell>
        <TableCell
          align="right"
          sx={{ pr: 0, fontWeight: 600, color: 'text.primary', fontSize: 14, whiteSpace: 'nowrap' }}
        >
          {formatNaira(total)}
        </TableCell>
      </TableRow>
    </TableFooter>
  </Table>
);
