import { Card, CardContent, Divider, Grid, Link, Typography } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import { EditButton, useRecordContext } from 'react-admin';
import { RecordShow } from '../common/RecordShow';
import { StateLine } from '../common/RecordHeading';
import { Detail, type DetailProps } from '../common/Detail';
import { StateChip } from '../common/fields';
import { ReplyForm, ReplyHistory } from './ReplyForm';
import { StatusButtons } from './StatusButtons';
import {
  categoryLabel,
  type ContactMessageRecord,
  STATUS_COLORS,
  STATUS_LABELS,
} from './constants';

const Title = () => {
  const record = useRecordContext<ContactMessageRecord>();
  return <>{record ? `Message: ${record.subject}` : 'Message'}</>;
};

/** The sender's details, two to a row. */
const Line = (props: DetailProps) => <Detail {...props} size={{ xs: 6 }} />;

const MessageBody = () => {
  const record = useRecordContext<ContactMessageRecord>();
  if (!record) return null;
  return (
    <Card>
      <CardContent>
        <StateLine
          chip={<StateChip value={record.status} colors={STATUS_COLORS} labels={STATUS_LABELS} />}
          note={categoryLabel(record.category)}
        />
        <Typography variant="h5" component="h2" gutterBottom>
          {record.subject}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Line label="From">{record.fullName}</Line>
          <Line label="Email">
            <Link
              href={`mailto:${record.email}?subject=${encodeURIComponent(`Re: ${record.subject}`)}`}
            >
              {record.email}
            </Link>
          </Line>
          <Line label="Phone">
            {record.phone ? <Link href={`tel:${record.phone}`}>{record.phone}</Link> : null}
          </Line>
          <Line label="Reference">{record.reference}</Line>
          <Line label="Received">{formatDateTime(record.createdAt)}</Line>
          <Line label="Signed-in user">{record.userId ?? 'Sent without signing in'}</Line>
          <Line label="Last updated">{formatDateTime(record.updatedAt)}</Line>
        </Grid>
        <Divider sx={{ mb: 2 }} />
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {record.message}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" gutterBottom>
          Change status
        </Typography>
        <StatusButtons />
        <ReplyHistory />
        <Divider sx={{ my: 2 }} />
        <ReplyForm />
      </CardContent>
    </Card>
  );
};

const ContactMessageShow = () => (
  <RecordShow title={<Title />} backLabel="Back to messages" actions={<EditButton />}>
    <MessageBody />
  </RecordShow>
);

export default ContactMessageShow;
