import { Facts } from '../../../components/Facts';
import { Link } from 'react-router-dom';
import { type ApplicationDto, formatDate, formatDateTime } from '@rentnaija/shared';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS, listingFacts } from '../lib';
import { StatusTag } from '../../../components/StatusTag';

/** The application's status badge, in its status colour (APPLICATION_STATUS_COLORS). */
export function ApplicationStatusTag({ status }: Pick<ApplicationDto, 'status'>) {
  return (
    <StatusTag color={APPLICATION_STATUS_COLORS[status]}>
      {APPLICATION_STATUS_LABELS[status]}
    </StatusTag>
  );
}

/** When it was made, and whether it is paid. */
export function AppliedLine({ application: a }: { application: ApplicationDto }) {
  return (
    <div className="ra-card__meta">
      <span className="rn-muted">Applied {formatDate(a.createdAt)}</span>
      <StatusTag color={a.depositPaid ? 'green' : 'orange'}>
        {a.depositPaid ? 'Paid' : 'Pending'}
      </StatusTag>
    </div>
  );
}

/** The listing's title, linked to its page while the listing exists. */
export function ListingTitle({ application: a }: { application: ApplicationDto }) {
  const { title } = listingFacts(a);
  return a.property ? <Link to={`/property/${a.propertyId}`}>{title}</Link> : <>{title}</>;
}

/** The applicant's phone and email, to call or write. */
export function ContactFacts({ application: a }: { application: ApplicationDto }) {
  return (
    <>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${a.phone}`}>{a.phone}</a>
      </dd>
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${a.email}`}>{a.email}</a>
      </dd>
    </>
  );
}

/** The reference the applicant named. */
export function ReferenceFacts({ application: a }: { application: ApplicationDto }) {
  return (
    <Facts className="ra-facts">
      <dt>Name</dt>
      <dd>
        {a.referenceName} ({a.referenceRelationship})
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${a.referencePhone}`}>{a.referencePhone}</a>
      </dd>
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${a.referenceEmail}`}>{a.referenceEmail}</a>
      </dd>
    </Facts>
  );
}

/** The guarantor the applicant named (NIN masked for the landlord) and when they answered. */
export function GuarantorFacts({ application: a }: { application: ApplicationDto }) {
  return (
    <Facts className="ra-facts">
      <dt>Name</dt>
      <dd>
        {a.guarantorName} ({a.guarantorRelationship})
      </dd>
      <dt>Occupation</dt>
      <dd>
        {a.guarantorOccupation}, {a.guarantorEmployer}
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${a.guarantorPhone}`}>{a.guarantorPhone}</a>
      </dd>
      <dt>NIN</dt>
      <dd className="ra-mono">{a.guarantorNinNumber}</dd>
      {a.guarantorRespondedAt && (
        <>
          <dt>Answered</dt>
          <dd>{formatDateTime(a.guarantorRespondedAt)}</dd>
        </>
      )}
    </Facts>
  );
}
