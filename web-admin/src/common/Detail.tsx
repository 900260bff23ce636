import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value of a record's page, in a grid of details ('—' when empty). */
export const Detail = ({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) => (
  <Grid size={wide ? { xs: 12, md: 8 } : { xs: 6, md: 4 }}>
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
