import Send from '@mui/icons-material/Send';
import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { CONTACT_LIMITS, formatDateTime } from '@rentnaija/shared';
import { type FormEvent, useState } from 'react';
import { usePermissions, useRecordContext } from 'react-admin';
import { useAction } from '../common/useAction';
import type { ContactMessageRecord } from './constants';

const STAFF = ['admin', 'support'];

/** The replies sent so far. */
export const ReplyHistory = () => {
  const record = useRecordContext<ContactMessageRecord>();
  const replies = record?.replies ?? [];
  if (replies.length === 0) return null;
  return (
    <>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" gutterBottom>
        Replies sent
      </Typography>
      <Stack spacing={2}>
        {replies.map((reply) => (
          <Box key={reply.id} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {reply.authorName} · {formatDateTime(reply.createdAt)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.body}
            </Typography>
          </Box>
        ))}
      </Stack>
    </>
  );
};

/**
 * Emails a reply to the sender (support and admins). The email quotes only the message's
 * reference; it shows in the email outbox like every other.
 */
export const ReplyForm = () => {
  const record = useRecordContext<ContactMessageRecord>();
  const { permissions } = usePermissions<string>();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const { mutate, isPending } = useAction(
    (dataProvider, args: { id: ContactMessageRecord['id']; message: string }) =>
      dataProvider.replyToContactMessage(args.id, args.message),
    () => `Reply sent to ${record?.email ?? 'the sender'}`,
    () => {
      setText('');
      setTouched(false);
    },
  );
  if (!record || !STAFF.includes(permissions ?? '')) return null;
  const trimmed = text.trim();
  const missing = touched && trimmed.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (trimmed) mutate({ id: record.id, message: trimmed });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        Reply by email to {record.email}
      </Typography>
      <TextField
        fullWidth
        multiline
        minRows={4}
        label="Your reply"
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, CONTACT_LIMITS.message))}
        onBlur={() => setTouched(true)}
        error={missing}
        helperText={
          missing ? 'A reply is required' : `${trimmed.length}/${CONTACT_LIMITS.message} characters`
        }
        disabled={isPending}
        required
      />
      {/* MUI's button keeps its label on phones (react-admin's shows only the icon there). */}
      <Button
        type="submit"
        variant="contained"
        startIcon={<Send />}
        disabled={isPending}
        sx={{ mt: 1 }}
      >
        {isPending ? 'Sending…' : 'Send reply'}
      </Button>
    </Box>
  );
};
