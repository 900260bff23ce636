import { Alert, Button } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import {
  confirmedAvailableLabel,
  daysSince,
  LISTING_CONFIRM_ASK_DAYS,
  LISTING_HIDDEN_DAYS,
  type LandlordPropertyDto,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useConfirmAvailable } from '../queries';

type Listing = Pick<
  LandlordPropertyDto,
  'id' | 'title' | 'status' | 'isApproved' | 'freshness' | 'confirmedAvailableAt'
>;

/**
 * An approved, available listing's last confirmation and the one tap that confirms it again:
 * a quiet line while it is fresh, a warning once tenants see 'may no longer be available' or it
 * is hidden for want of a confirmation.
 */
export function FreshnessControl({ listing }: { listing: Listing }) {
  const confirm = useConfirmAvailable();
  if (listing.status !== 'available' || !listing.isApproved) return null;

  const onConfirm = () =>
    confirm.mutate(listing.id, {
      onSuccess: (done) => toast.success(done.message),
      onError: (err) => toast.error(errorMessage(err)),
    });
  const button = (primary: boolean) => (
    <Button
      type={primary ? 'primary' : 'default'}
      size={primary ? 'middle' : 'small'}
      icon={<CheckCircleOutlined aria-hidden="true" />}
      loading={confirm.isPending}
      onClick={onConfirm}
      aria-label={`Confirm “${listing.title}” is still available`}
    >
      Still available
    </Button>
  );

  const days = daysSince(listing.confirmedAvailableAt);
  if (listing.freshness === 'fresh') {
    const due = days >= LISTING_CONFIRM_ASK_DAYS;
    return (
      <p className="pm-row__fresh">
        <span className={due ? undefined : 'pm-muted'}>
          {confirmedAvailableLabel(listing.confirmedAvailableAt)}
          {due && ': confirm it to keep it at the top of search.'}
        </span>
        {button(false)}
      </p>
    );
  }
  const hidden = listing.freshness === 'hidden';
  return (
    <Alert
      className="pm-row__note"
      type={hidden ? 'error' : 'warning'}
      showIcon
      title={
        hidden
          ? `Hidden from search: not confirmed for ${LISTING_HIDDEN_DAYS} days`
          : 'Tenants see “May no longer be available”'
      }
      description={
        <>
          <p>
            Last confirmed {days} days ago.{' '}
            {hidden
              ? 'Confirm it is still available to show it again, or mark it rented.'
              : 'It sits below confirmed listings in search. Confirm it, or mark it rented.'}
          </p>
          {button(true)}
        </>
      }
    />
  );
}
