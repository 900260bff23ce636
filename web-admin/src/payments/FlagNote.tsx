import ReportProblem from '@mui/icons-material/ReportProblem';
import { Stack, Typography } from '@mui/material';
import type { PaymentRecord } from './constants';

/** A flagged payment's mark in a list: why staff must look at it, in two lines at most. */
export const FlagNote = ({ record }: { record: PaymentRecord }) =>
  record.flaggedAt ? (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'flex-start', color: 'error.main', mt: 0.5, maxWidth: 420 }}
    >
      <ReportProblem fontSize="small" aria-hidden sx={{ mt: '1px' }} />
      <Typography
        variant="caption"
        component="span"
        sx={{
          color: 'text.primary',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        <strong>Flagged:</strong> {record.flaggedReason ?? 'No reason was recorded.'}
      </Typography>
    </Stack>
  ) : null;
