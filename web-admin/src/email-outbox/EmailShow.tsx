import { Alert, Box, Card, CardContent, Grid, Link, Tab, Tabs, Typography } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { RecordShow } from '../common/RecordShow';
import { StateLine } from '../common/RecordHeading';
import { Detail } from '../common/Detail';
import { StateChip } from '../common/fields';
import { type EmailRecord, OUTBOX_COLORS, OUTBOX_LABELS } from './constants';
import { RetryButton } from './RetryButton';

const Title = () => {
  const record = useRecordContext<EmailRecord>();
  return <>{record ? `Email: ${record.subject ?? record.template}` : 'Email'}</>;
};

/**
 * The HTML body in a fully sandboxed iframe (no scripts, no same-origin, no forms): the mail
 * is rendered as the recipient would see it without being able to act on the console.
 * One-time links (reset, confirmation) are stored redacted: staff never see a usable one.
 */
const HtmlPreview = ({ html }: { html: string }) => (
  <Box
    component="iframe"
    title="HTML body of the email"
    sandbox=""
    srcDoc={html}
    referrerPolicy="no-referrer"
    sx={{
      width: '100%',
      height: 560,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      bgcolor: '#fff',
    }}
  />
);

/** Saves an attachment kept in the outbox (a calendar invite) under its own name. */
const saveAttachment = (file: { filename: string; contentType: string; content: string }) => {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The files the email carries: names and sizes, and a calendar invite to download. */
const Attachments = ({ files }: { files: EmailRecord['attachments'] }) =>
  files.length === 0 ? null : (
    <Box component="ul" aria-label="Attachments" sx={{ m: 0, mb: 2, pl: 2.5 }}>
      {files.map((file) => (
        <li key={file.filename}>
          <Typography variant="body2" component="span">
            {file.filename} ({Math.max(1, Math.round(file.size / 1024))} KB)
          </Typography>{' '}
          {file.content !== undefined ? (
            <Link
              component="button"
              variant="body2"
              onClick={() => saveAttachment({ ...file, content: file.content! })}
            >
              Download
            </Link>
          ) : null}
        </li>
      ))}
    </Box>
  );

const EmailBody = () => {
  const record = useRecordContext<EmailRecord>();
  const [tab, setTab] = useState<'text' | 'html'>('text');
  if (!record) return null;
  const rendered = record.textBody !== null || record.htmlBody !== null;
  return (
    <Card>
      <CardContent>
        <StateLine
          chip={<StateChip value={record.status} colors={OUTBOX_COLORS} labels={OUTBOX_LABELS} />}
          note={record.template}
        />
        <Typography variant="h5" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {record.subject ?? 'Subject not rendered yet'}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Detail label="To">{record.to}</Detail>
          <Detail label="Created">{formatDateTime(record.createdAt)}</Detail>
          <Detail label="Sent">{record.sentAt ? formatDateTime(record.sentAt) : null}</Detail>
          <Detail label="Attempts">{String(record.attempts)}</Detail>
          <Detail label="Message ID">{record.messageId}</Detail>
          <Detail label="Last updated">{formatDateTime(record.updatedAt)}</Detail>
        </Grid>
        <Attachments files={record.attachments ?? []} />
        {record.status === 'captured' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            No SMTP server is configured, so this email was kept here instead of being sent.
          </Alert>
        ) : null}
        {record.status === 'failed' ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Delivery was given up after {record.attempts} attempts. An admin can retry it.
          </Alert>
        ) : null}
        {record.lastError ? (
          <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            <strong>Last error:</strong> {record.lastError}
          </Alert>
        ) : null}
        {rendered ? (
          <>
            <Tabs value={tab} onChange={(_, value: 'text' | 'html') => setTab(value)}>
              <Tab value="text" label="Text" />
              <Tab value="html" label="HTML" disabled={!record.htmlBody} />
            </Tabs>
            <Box sx={{ pt: 2 }}>
              {tab === 'text' ? (
                <Box
                  component="pre"
                  sx={{
                    m: 0,
                    p: 2,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    fontSize: 14,
                  }}
                >
                  {record.textBody ?? 'This email has no text body.'}
                </Box>
              ) : record.htmlBody ? (
                <HtmlPreview html={record.htmlBody} />
              ) : null}
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            The body is rendered when the mail job picks this email up.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

const EmailShow = () => (
  <RecordShow title={<Title />} backLabel="Back to outbox" actions={<RetryButton />}>
    <EmailBody />
  </RecordShow>
);

export default EmailShow;
