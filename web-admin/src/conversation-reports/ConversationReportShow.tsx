import { Box, Card, CardContent, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import { useRecordContext } from 'react-admin';
import { RecordShow } from '../common/RecordShow';
import { StateLine } from '../common/RecordHeading';
import { Detail, type DetailProps } from '../common/Detail';
import { StateChip } from '../common/fields';
import { HandleReport } from './HandleReport';
import { type ConversationReportRecord, STATUS_COLORS, STATUS_LABELS } from './constants';

/** The report's details, two to a row (one on phones). */
const Line = (props: DetailProps) => <Detail {...props} size={{ xs: 12, sm: 6 }} />;

/** The reported conversation, as its two parties wrote it, oldest first. */
const Conversation = ({ record }: { record: ConversationReportRecord }) => {
  const names: Record<string, string> = {
    [record.tenant.id]: `${record.tenant.name} (tenant)`,
    [record.landlord.id]: `${record.landlord.name} (landlord)`,
  };
  const messages = record.messages ?? [];
  return (
    <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Messages">
      {messages.map((m) => (
        <Box
          component="li"
          key={m.id}
          sx={{
            p: 1.5,
            borderRadius: 2,
            bgcolor: m.senderId === record.landlord.id ? 'action.hover' : 'background.default',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="caption" color="text.secondary" component="div">
            {names[m.senderId] ?? 'Unknown'} · {formatDateTime(m.createdAt)}
            {m.readAt ? ' · read' : ' · unread'}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.content}
          </Typography>
        </Box>
      ))}
      {messages.length === 0 && <Typography color="text.secondary">No messages.</Typography>}
    </Stack>
  );
};

const ReportBody = () => {
  const record = useRecordContext<ConversationReportRecord>();
  if (!record) return null;
  return (
    <Card>
      <CardContent>
        <StateLine
          chip={<StateChip value={record.status} colors={STATUS_COLORS} labels={STATUS_LABELS} />}
          note={<>Reported {formatDateTime(record.createdAt)}</>}
        />
        <Typography variant="h5" component="h2" gutterBottom>
          {record.property.title}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Line label="Reported by">
            {record.reporter.name} ({record.reporter.role}),{' '}
            <Link href={`mailto:${record.reporter.email}`}>{record.reporter.email}</Link>
          </Line>
          <Line label="Listing">
            <Link href={`/property/${record.property.id}`}>{record.property.location}</Link>
          </Line>
          <Line label="Tenant">
            {record.tenant.name}, {record.tenant.email}
          </Line>
          <Line label="Landlord">
            {record.landlord.name}, {record.landlord.email}
          </Line>
          <Line label="Handled">{record.handledAt ? formatDateTime(record.handledAt) : null}</Line>
        </Grid>
        <Typography variant="subtitle2">Reason</Typography>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>
          {record.reason}
        </Typography>
        <Divider sx={{ mb: 2 }} />
        <Typography variant="subtitle2" gutterBottom>
          The conversation
        </Typography>
        <Conversation record={record} />
        <Divider sx={{ my: 2 }} />
        <HandleReport />
      </CardContent>
    </Card>
  );
};

const ConversationReportShow = () => (
  <RecordShow title="Reported conversation" backLabel="Back to reports">
    <ReportBody />
  </RecordShow>
);

export default ConversationReportShow;
