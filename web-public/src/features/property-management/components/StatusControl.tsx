import { Select } from 'antd';
import { LISTING_STATUS_TRANSITIONS, type PropertyStatus } from '@rentnaija/shared';
import { isRefusal } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { statusLabel } from '../../properties';
import { useSetListingStatus } from '../queries';

export const STATUS_FAILED = 'Failed to update property status';

/** The moves a landlord may make from `status` by hand (LISTING_STATUS_TRANSITIONS). */
export function landlordMoves(status: PropertyStatus): PropertyStatus[] {
  return (Object.entries(LISTING_STATUS_TRANSITIONS[status]) as [PropertyStatus, string][])
    .filter(([, who]) => who === 'landlord')
    .map(([to]) => to);
}

/** The listing's status with only the allowed moves; under contract it cannot be changed. */
export function StatusControl({
  id,
  title,
  status,
}: {
  id: string;
  title: string;
  status: PropertyStatus;
}) {
  const setStatus = useSetListingStatus();
  const moves = landlordMoves(status);
  const labelId = `status-${id}`;

  const onChange = (next: PropertyStatus) => {
    if (next === status) return;
    setStatus.mutate(
      { id, status: next },
      {
        onSuccess: () => toast.success(`“${title}” is now ${statusLabel(next).toLowerCase()}`),
        onError: (err) =>
          toast.error(isRefusal(err) ? `${STATUS_FAILED}: ${err.message}` : STATUS_FAILED),
      },
    );
  };

  return (
    <div className="pm-status">
      <span id={labelId} className="pm-status__label">
        Status
      </span>
      <Select<PropertyStatus>
        aria-labelledby={labelId}
        size="small"
        className="pm-status__select"
        value={status}
        loading={setStatus.isPending}
        disabled={moves.length === 0 || setStatus.isPending}
        onChange={onChange}
        popupMatchSelectWidth={false}
        options={[status, ...moves].map((s) => ({ value: s, label: statusLabel(s) }))}
      />
      {status === 'under_contract' && (
        <span className="pm-muted pm-status__note">
          Changes when the tenant’s application or payment completes.
        </span>
      )}
    </div>
  );
}
