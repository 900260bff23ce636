import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a list says in place of its rows when it has none: 'No refunds found'. */
export const EmptyText = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" sx={{ p: 2 }}>
    {children}
  </Typography>
);
