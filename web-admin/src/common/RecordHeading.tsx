import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The top of a record's page: a row of state chips (StateChip…), the record's name as the page's
 * heading (an h2), and, when given, a line under it (when it was sent, by whom, what for).
 */
interface RecordHeadingProps {
  chips: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
}

export const RecordHeading = ({ chips, title, subtitle }: RecordHeadingProps) => (
  <>
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
      {chips}
    </Stack>
    <Typography variant="h5" component="h2" gutterBottom={subtitle === undefined}>
      {title}
    </Typography>
    {subtitle === undefined ? null : (
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {subtitle}
      </Typography>
    )}
  </>
);

/** A record page's card: its RecordHeading, then the details and alerts given as children. */
export const RecordCard = ({
  children,
  ...heading
}: RecordHeadingProps & { children: ReactNode }) => (
  <Card>
    <CardContent>
      <RecordHeading {...heading} />
      {children}
    </CardContent>
  </Card>
);

/** A message's state chip with a note beside it: its category, its template, when it came. */
export const StateLine = ({ chip, note }: { chip: ReactNode; note: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
    {chip}
    <Typography variant="body2" color="text.secondary">
      {note}
    </Typography>
  </Stack>
);
