import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Refresh from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { formatDateTime, type OverviewCountDto } from '@rentnaija/shared';
import { Link, Title, useCreatePath, useGetIdentity } from 'react-admin';
import { useOverview } from './useOverview';
import { humanize } from '../common/fields';
import { type HealthIndicator, type HealthReport, useHealth } from './useHealth';

const PART_LABELS: Record<string, string> = { database: 'Database', queue: 'Job queue' };
const PART_STATES: Record<HealthIndicator['status'], string> = {
  up: 'up',
  degraded: 'not answering',
  down: 'down',
};
const OVERALL: Record<
  HealthReport['status'],
  { severity: 'success' | 'warning' | 'error'; text: string }
> = {
  ok: { severity: 'success', text: 'All systems are working.' },
  degraded: {
    severity: 'warning',
    text: 'Running without the job queue: pages and payments work; emails and checks wait and go out when it is back.',
  },
  error: {
    severity: 'error',
    text: 'Something is down. Sign-ins, emails or payments may be affected.',
  },
  shutting_down: { severity: 'error', text: 'The API is shutting down.' },
};

function describe(indicator: HealthIndicator): string | null {
  const parts: string[] = [];
  if (typeof indicator.mode === 'string') {
    parts.push(
      indicator.mode === 'in-process' ? 'In-process (no Redis)' : humanize(indicator.mode),
    );
  }
  if (typeof indicator.message === 'string') parts.push(indicator.message);
  return parts.length ? parts.join(' · ') : null;
}

const SystemStatus = () => {
  const { data, error, isPending, isFetching, refetch, dataUpdatedAt } = useHealth();
  return (
    <Card>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <Typography variant="h6" component="h2">
            System status
          </Typography>
          <Button
            size="small"
            startIcon={isFetching ? <CircularProgress size={16} /> : <Refresh />}
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            Check again
          </Button>
        </Stack>
        {isPending ? (
          <Typography variant="body2" color="text.secondary">
            Checking the API…
          </Typography>
        ) : error ? (
          <Alert severity="error">
            {error instanceof TypeError
              ? 'Could not reach the API. It may be down or restarting.'
              : `The health check failed: ${error.message}`}
          </Alert>
        ) : (
          <>
            <Alert severity={OVERALL[data.status].severity} sx={{ mb: 2 }}>
              {OVERALL[data.status].text}
            </Alert>
            <Stack spacing={1.5}>
              {Object.entries(data.details ?? { ...data.info, ...data.error }).map(
                ([name, indicator]) => {
                  const detail = describe(indicator);
                  return (
                    <Stack key={name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      {indicator.status === 'up' ? (
                        <CheckCircle color="success" aria-hidden />
                      ) : indicator.status === 'degraded' ? (
                        <WarningAmber color="warning" aria-hidden />
                      ) : (
                        <ErrorOutline color="error" aria-hidden />
                      )}
                      <Box>
                        <Typography variant="body1">
                          {PART_LABELS[name] ?? humanize(name)}: {PART_STATES[indicator.status]}
                        </Typography>
                        {detail ? (
                          <Typography variant="body2" color="text.secondary">
                            {detail}
                          </Typography>
                        ) : null}
                      </Box>
                    </Stack>
                  );
                },
              )}
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              Checked {formatDateTime(new Date(dataUpdatedAt))}; checks again every 30 seconds.
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
};

const EMPTY_TEXT: Record<string, string> = {
  pendingListings: 'Nothing to review.',
  listingChanges: 'No changes to review.',
  staleListings: 'Every available listing was confirmed recently.',
  pendingKyc: 'No KYC submissions found',
  pendingOwnershipProofs: 'No proofs to review.',
  reportedReviews: 'No reported reviews.',
  payoutAccountsInReview: 'No payout accounts to check.',
  newContactMessages: 'Inbox is clear.',
  failedEmails: 'No failed emails.',
  openApplications: 'No property applications found',
  refundRequests: 'No refunds to decide.',
  refundsNeedingAttention: 'No refund waits for a bank account.',
  strandedPayments: 'Every unsuccessful payment is refunded.',
  openDisputes: 'No chargebacks open.',
  openTenancyDisputes: 'No tenancy disputes to decide.',
  failedPayouts: 'Every payout went out.',
  flaggedPayments: 'No payments to check.',
};

const CountCard = ({ name, item }: { name: string; item: OverviewCountDto }) => {
  const createPath = useCreatePath();
  const to = `${createPath({ resource: item.resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(item.filter))}`;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography variant="h4" component="p" color={item.count > 0 ? 'primary' : undefined}>
            {item.count}
          </Typography>
          {item.count === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {EMPTY_TEXT[name] ?? 'Nothing waiting.'}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

const NeedsAction = () => {
  const { data, error, isPending, dataUpdatedAt } = useOverview();
  if (isPending) return <CircularProgress size={24} aria-label="Loading the counts" />;
  if (error) return <Alert severity="error">Could not load the counts: {error.message}</Alert>;
  return (
    <>
      <Grid container spacing={2}>
        {Object.entries(data.counts).map(([name, item]) => (
          <Grid key={name} size={{ xs: 12, sm: 6, lg: 4 }}>
            <CountCard name={name} item={item} />
          </Grid>
        ))}
      </Grid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Counted {formatDateTime(new Date(dataUpdatedAt))}; counts again every 30 seconds.
      </Typography>
    </>
  );
};

const Dashboard = () => {
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="RentNaija console" />
      <Typography variant="h5" component="h1" gutterBottom>
        {identity?.fullName ? `Welcome, ${identity.fullName}` : 'Welcome'}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Needs action
          </Typography>
          <NeedsAction />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SystemStatus />
        </Grid>
      </Grid>
    </Box>
  );
};

export default Dashboard;
