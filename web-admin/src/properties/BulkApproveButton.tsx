import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { Button, type Identifier, useListContext } from 'react-admin';
import { plural } from '@rentnaija/shared';
import { useAction } from '../common/useAction';

/** Approves the selected listings one by one (the API has one approve call per listing). */
export const BulkApproveButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const { mutate, isPending } = useAction(
    async (dataProvider, ids: Identifier[]) => {
      const results = await Promise.allSettled(ids.map((id) => dataProvider.approveProperty(id)));
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed.length === ids.length) throw failed[0].reason;
      return { approved: ids.length - failed.length, failed };
    },
    ({ approved, failed }) =>
      failed.length
        ? `${plural(approved, 'listing')} approved; ${failed.length} could not be approved: ${
            failed[0].reason instanceof Error ? failed[0].reason.message : 'unknown error'
          }`
        : `${plural(approved, 'listing')} approved`,
    () => onUnselectItems(),
  );
  return (
    <Button
      label="Approve selected"
      color="success"
      disabled={isPending || selectedIds.length === 0}
      onClick={() => mutate(selectedIds)}
    >
      <CheckCircleOutline />
    </Button>
  );
};
