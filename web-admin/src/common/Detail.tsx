import { Grid, type GridProps, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface DetailProps {
  label: string;
  children: ReactNode;
  wide?: boolean;
  size?: GridProps['size'];
}

/**
 * One labelled value of a record's page, in a `<Grid container spacing={2}>` of details ('—'
 * when empty). It takes a third of the row on wide screens and half on phones; `wide` for a long
 * value (an address), or `size` for a page laid out in other columns.
 */
export const Detail = ({
  label,
  children,
  wide = false,
  size = wide ? { xs: 12, md: 8 } : { xs: 6, md: 4 },
}: DetailProps) => (
  <Grid size={size}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children === null || children === undefined || children === '' ? '—' : children}
    </Typography>
  </Grid>
);

/** A heading between groups of details, across the whole grid. */
export const DetailSection = ({ title }: { title: string }) => (
  <Grid size={12}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
      {title}
    </Typography>
  </Grid>
);
