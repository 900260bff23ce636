import { Button, Stack } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { CONTACT_STATUSES, type ContactMessageRecord, STATUS_LABELS } from './constants';

/** Moves a message between new, in progress and resolved (PUT {status}). */
export const StatusButtons = () => {
  const record = useRecordContext<ContactMessageRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ContactMessageRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {CONTACT_STATUSES.filter((status) => status !== record.status).map((status) => (
        <Button
          key={status}
          variant="outlined"
          size="small"
          disabled={isPending}
          onClick={() =>
            update(
              'contact-messages',
              { id: record.id, data: { status }, previousData: record },
              {
                mutationMode: 'pessimistic',
                onSuccess: () =>
                  notify(`Marked ${STATUS_LABELS[status].toLowerCase()}`, { type: 'success' }),
                onError: (error) =>
                  notify(error instanceof Error ? error.message : 'Could not change the status', {
                    type: 'error',
                  }),
              },
            )
          }
        >
          {`Mark ${STATUS_LABELS[status].toLowerCase()}`}
        </Button>
      ))}
    </Stack>
  );
};
