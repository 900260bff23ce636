import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { type ApplicationDto, formatDate } from '@rentnaija/shared';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS, listingFacts } from '../lib';

/** The application's status badge, in its status colour (APPLICATION_STATUS_COLORS). */
export function StatusTag({ status }: Pick<ApplicationDto, 'status'>) {
  return <Tag color={APPLICATION_STATUS_COLORS[status]}>{APPLICATION_STATUS_LABELS[status]}</Tag>;
}

/** When it was made, and whether it is paid. */
export function AppliedLine({ application: a }: { application: ApplicationDto }) {
  return (
    <div className="ra-card__meta">
      <span className="rn-muted">Applied {formatDate(a.createdAt)}</span>
      <Tag color={a.depositPaid ? 'green' : 'orange'}>{a.depositPaid ? 'Paid' : 'Pending'}</Tag>
    </div>
  );
}

/** The listing's title, linked to its page while the listing exists. */
export function ListingTitle({ application: a }: { application: ApplicationDto }) {
  const { title } = listingFacts(a);
  return a.property ? <Link to={`/property/${a.propertyId}`}>{title}</Link> : <>{title}</>;
}
