import type { MouseEvent } from 'react';
import { Link, useCreatePath } from 'react-admin';
import type { AuditRecord } from './types';

/** Console pages for the entity types the API audits. */
export const ENTITY_RESOURCES: Record<string, string> = {
  property: 'properties',
  user: 'users',
  contact_message: 'contact-messages',
  kyc_submission: 'kyc-submissions',
  ownership_proof: 'ownership-proofs',
  application: 'applications',
  payment: 'payments',
  refund: 'refunds',
  viewing: 'viewings',
};

/**
 * The audited entity's id as a link to its console page (a listing, a user, an application…),
 * or plain text for types the console has no page for. Clicking it does not open the audit row.
 */
export const EntityLink = ({
  record,
  showType = false,
}: {
  record: AuditRecord;
  showType?: boolean;
}) => {
  const createPath = useCreatePath();
  const resource = ENTITY_RESOURCES[record.entityType];
  const text = showType ? `${record.entityType} ${record.entityId}` : record.entityId;
  if (!resource) return <>{text}</>;
  return (
    <Link
      to={createPath({ resource, id: record.entityId, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {text}
    </Link>
  );
};
