import { CheckCircleOutlined } from '@ant-design/icons';
import {
  confirmedAvailableLabel,
  daysSince,
  STALE_LISTING_MESSAGE,
  type PropertyCardDto,
} from '@rentnaija/shared';
import { StatusTag } from '../../../components/StatusTag';
import '../card.css';

type Freshness = Pick<PropertyCardDto, 'status' | 'freshness' | 'confirmedAvailableAt'>;

/**
 * When the landlord last confirmed an available listing is still available: 'Confirmed available
 * 3 days ago', or a warning once it may no longer be available (unconfirmed for 14 days). Only
 * available listings carry it. `compact` (cards) shows only the warning.
 */
export function FreshnessNote({
  property,
  compact = false,
}: {
  property: Freshness;
  compact?: boolean;
}) {
  if (property.status !== 'available' || !property.confirmedAvailableAt) return null;
  if (property.freshness === 'fresh') {
    if (compact) return null;
    return (
      <span className="rp-fresh">
        <CheckCircleOutlined aria-hidden="true" />{' '}
        {confirmedAvailableLabel(property.confirmedAvailableAt)}
      </span>
    );
  }
  if (property.freshness !== 'stale') return null;
  const days = daysSince(property.confirmedAvailableAt);
  return (
    <span className="rp-stale" title={`Last confirmed available ${days} days ago`}>
      <StatusTag color="warning">{STALE_LISTING_MESSAGE}</StatusTag>
      {!compact && <span className="rp-muted"> Last confirmed {days} days ago</span>}
    </span>
  );
}
