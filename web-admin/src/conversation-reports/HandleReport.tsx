import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { ConversationReportRecord } from './constants';

/** Marks a report handled (with what was done) or open again: PUT {status, note}, audited. */
export const HandleReport = () => {
  const record = useRecordContext<ConversationReportRecord>();
  const notify = useNotify();
  const [note, setNote] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate<ConversationReportRecord>();
  if (!record) return null;
  const value = note ?? record.note ?? '';
  const next = record.status === 'open' ? 'handled' : 'open';
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
      <TextField
        label="What was done"
        value={value}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        helperText="Kept with the report and in the audit log"
      />
      <div>
        <Button
          variant={next === 'handled' ? 'contained' : 'outlined'}
          disabled={isPending}
          onClick={() =>
            update(
              'conversation-reports',
              {
                id: record.id,
                data: { status: next, note: value.trim() || null },
                previousData: record,
              },
              {
                mutationMode: 'pessimistic',
                onSuccess: () =>
                  notify(next === 'handled' ? 'Marked handled' : 'Opened again', {
                    type: 'success',
                  }),
                onError: (error) =>
                  notify(error instanceof Error ? error.message : 'Could not change the report', {
                    type: 'error',
                  }),
              },
            )
          }
        >
          {next === 'handled' ? 'Mark handled' : 'Open again'}
        </Button>
      </div>
    </Stack>
  );
};
