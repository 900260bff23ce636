import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ReportProblem from '@mui/icons-material/ReportProblem';
import { Stack, Typography } from '@mui/material';
import type { PaymentRecord } from './constants';

/**
 * A flagged payment's mark in a list, in two lines at most: why staff must look at it, or,
 * once checked, that it was.
 */
export const FlagNote = ({ record }: { record: PaymentRecord }) => {
  if (!record.flaggedAt) return null;
  const checked = record.flagCheck;
  const Icon = checked ? CheckCircleOutline : ReportProblem;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{
        alignItems: 'flex-start',
        color: checked ? 'success.main' : 'error.main',
        mt: 0.5,
        maxWidth: 420,
      }}
    >
      <Icon fontSize="small" aria-hidden sx={{ mt: '1px' }} />
      <Typography
        variant="caption"
        component="span"
        sx={{
          color: checked ? 'text.secondary' : 'text.primary',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {checked ? (
          <>
            <strong>Flag checked:</strong> {checked.note}
          </>
        ) : (
          <>
            <strong>Flagged:</strong> {record.flaggedReason ?? 'No reason was recorded.'}
          </>
        )}
      </Typography>
    </Stack>
  );
};
