import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Modal } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  HeartOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import {
  LISTING_FIELD_LABELS,
  formatDate,
  formatNaira,
  plural,
  type LandlordPropertyDto,
  type ListingField,
} from '@rentnaija/shared';
import { isRefusal } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import '../../../components/button.css';
import { StatusTag, type StatusTone } from '../../../components/StatusTag';
import { toast } from '../../../components/toast';
import { statusLabel, VerifiedOwnerBadge } from '../../properties';
import { useDeleteListing } from '../queries';
import { FreshnessControl } from './FreshnessControl';
import { StatusControl } from './StatusControl';

export const DELETE_MESSAGES = {
  deleted: 'Property deleted successfully.',
  archived:
    'Property archived: applications or payments refer to it, so it is kept for those records and hidden everywhere else.',
  failed: 'Failed to delete property. Please try again.',
} as const;

const MODERATION = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;

const MODERATION_TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

const STATUS_TONE: Record<string, StatusTone> = {
  available: 'success',
  under_contract: 'warning',
  rented: 'info',
  inactive: 'neutral',
};

/** One of the landlord's listings: its review state, status, figures and actions. */
export function ListingRow({ listing }: { listing: LandlordPropertyDto }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteListing();
  const cover = listing.images[0];
  const moderation = MODERATION[listing.moderationStatus];
  const pending = Object.keys(listing.pendingChanges ?? {}) as ListingField[];
  const underContract = listing.status === 'under_contract';
  const titleId = `listing-${listing.id}`;

  const confirmDelete = () =>
    remove.mutate(listing.id, {
      onSuccess: ({ outcome }) => {
        setConfirming(false);
        toast.success(DELETE_MESSAGES[outcome]);
      },
      onError: (err) => {
        setConfirming(false);
        toast.error(
          isRefusal(err) ? `Failed to delete property. ${err.message}` : DELETE_MESSAGES.failed,
        );
      },
    });

  return (
    <li className="pm-row">
      <article aria-labelledby={titleId} className="pm-row__body">
        <div className="pm-row__thumb">
          {cover ? (
            <img src={cover.thumbnailUrl} alt="" loading="lazy" />
          ) : (
            <PictureOutlined aria-hidden="true" />
          )}
        </div>
        <div className="pm-row__main">
          <h2 id={titleId} className="pm-row__title">
            <Link to={`/property/${listing.id}`}>{listing.title}</Link>
          </h2>
          <p className="pm-muted pm-row__where">{listing.location}</p>
          <p className="pm-row__price">
            <strong>{formatNaira(listing.price)}</strong>
            <span className="pm-muted"> per month</span>
          </p>
          <div className="pm-row__tags">
            <StatusTag color={MODERATION_TONE[listing.moderationStatus]}>{moderation}</StatusTag>
            <StatusTag color={STATUS_TONE[listing.status]}>{statusLabel(listing.status)}</StatusTag>
            {listing.verifiedOwner && <VerifiedOwnerBadge />}
          </div>
          <p className="pm-muted pm-row__figures">
            <span>
              <EyeOutlined aria-hidden="true" /> {plural(listing.views, 'view')}
            </span>
            <span>
              <HeartOutlined aria-hidden="true" /> {plural(listing.bookmarks, 'save')}
            </span>
            <span>Listed {formatDate(listing.createdAt)}</span>
          </p>
        </div>
      </article>

      <FreshnessControl listing={listing} />
      {listing.moderationStatus === 'rejected' && (
        <Alert
          className="pm-row__note"
          type="error"
          showIcon
          title="Rejected by our moderators"
          description={
            <>
              {listing.rejectionReason && (
                <p className="pm-reason">Reason: {listing.rejectionReason}</p>
              )}
              <LinkButton
                to={`/property/${listing.id}/edit`}
                type="primary"
                icon={<EditOutlined aria-hidden="true" />}
              >
                Edit and resubmit
              </LinkButton>
            </>
          }
        />
      )}
      {listing.moderationStatus === 'pending' && (
        <p className="pm-muted pm-row__note">
          Waiting for review: tenants see it once our team approves it, usually within 24-48 hours.
        </p>
      )}
      {pending.length > 0 && (
        <Alert
          className="pm-row__note"
          type="info"
          showIcon
          title="Changes waiting for review"
          description={
            <>
              {pending
                .map((f) =>
                  f === 'title' && listing.pendingChanges?.title
                    ? `Title: “${listing.pendingChanges.title}”`
                    : (LISTING_FIELD_LABELS[f] ?? f),
                )
                .join(', ')}
              {listing.changesSubmittedAt && ` (sent ${formatDate(listing.changesSubmittedAt)})`}.
              Tenants see the approved version until then.
            </>
          }
        />
      )}

      <div className="pm-row__actions">
        <StatusControl id={listing.id} title={listing.title} status={listing.status} />
        <div className="pm-row__buttons">
          <LinkButton to={`/property/${listing.id}`} icon={<EyeOutlined aria-hidden="true" />}>
            View
          </LinkButton>
          <LinkButton
            to={`/property/${listing.id}/edit`}
            icon={<EditOutlined aria-hidden="true" />}
          >
            Edit
          </LinkButton>
          <Button
            danger
            className="rn-danger"
            icon={<DeleteOutlined aria-hidden="true" />}
            disabled={underContract}
            title={underContract ? 'A listing under contract cannot be deleted' : undefined}
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${listing.title}`}
          >
            Delete
          </Button>
        </div>
      </div>

      <Modal
        open={confirming}
        title={`Delete “${listing.title}”?`}
        okText="Delete"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText="Cancel"
        onOk={confirmDelete}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <p>
          Tenants will no longer see it. If applications or payments refer to it, it is archived
          instead: kept for those records and hidden everywhere else. This cannot be undone.
        </p>
      </Modal>
    </li>
  );
}
