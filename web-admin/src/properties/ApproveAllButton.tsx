import DoneAll from '@mui/icons-material/DoneAll';
import { plural } from '@rentnaija/shared';
import { useState } from 'react';
import { Button, Confirm, useGetList } from 'react-admin';
import { useIsAdmin } from '../common/hooks';
import { useAction } from '../common/useAction';

/** "Approve all pending" with a confirmation naming how many listings it will publish. */
export const ApproveAllButton = () => {
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const { total, isPending: counting } = useGetList(
    'properties',
    {
      filter: { moderationStatus: 'pending' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'createdAt', order: 'DESC' },
    },
    { enabled: isAdmin },
  );
  const { mutate, isPending } = useAction(
    (dataProvider, _args: void) => dataProvider.approveAllProperties(),
    (result) => {
      const count = result.count ?? result.approved;
      const approved =
        typeof count === 'number'
          ? `${plural(count, 'listing')} approved`
          : 'All pending listings approved';
      const held = result.held?.length ?? 0;
      return held > 0
        ? `${approved}; ${plural(held, 'listing')} held for a senior review by fraud signals`
        : approved;
    },
    () => setOpen(false),
  );
  if (!isAdmin) return null;
  const pending = total ?? 0;
  return (
    <>
      <Button
        label="Approve all pending"
        onClick={() => setOpen(true)}
        disabled={counting || pending === 0 || isPending}
      >
        <DoneAll />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Approve all pending listings?"
        content={`${plural(pending, 'listing')} waiting for review will be published in search, and each landlord gets an email; listings held for a senior review by their fraud signals stay pending. This cannot be undone in one step.`}
        confirm="Approve all"
        cancel="Cancel"
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
