import { useState } from 'react';
import { Alert, Radio, Skeleton } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import {
  formatDate,
  OWNERSHIP_DOCUMENT_TYPES,
  type OwnershipDocumentType,
  type OwnershipProofDto,
  type PropertyDto,
} from '@rentnaija/shared';
import { DocumentUpload } from '../../../components/DocumentUpload';
import { QueryView } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { useListingProofs, useSendProof } from '../queries';
import '../ownership.css';
import { StatusTag } from '../../../components/StatusTag';

const TYPE_LABELS = Object.fromEntries(OWNERSHIP_DOCUMENT_TYPES.map((t) => [t.value, t.label]));
const STATUS_TAGS = {
  pending: { color: 'gold', label: 'Waiting for review' },
  approved: { color: 'green', label: 'Approved' },
  rejected: { color: 'red', label: 'Not approved' },
} as const;

/** Where the listing stands, from its newest proof and its badge. */
function Standing({ property, latest }: { property: PropertyDto; latest?: OwnershipProofDto }) {
  if (property.verifiedOwner) {
    return (
      <Alert
        type="success"
        showIcon
        title="Your listing shows the Verified owner badge"
        description="Tenants see it in search and on this page. It stays while the listing keeps this address."
      />
    );
  }
  if (latest?.status === 'pending') {
    return (
      <Alert
        type="info"
        showIcon
        title="Your proof is waiting for review"
        description={`${TYPE_LABELS[latest.documentType]} sent ${formatDate(latest.createdAt)}. Our team usually decides within 24-48 hours; we will tell you by email.`}
      />
    );
  }
  if (latest?.status === 'rejected') {
    return (
      <Alert
        type="error"
        showIcon
        title="Your last proof was not approved"
        description={`Reason: ${latest.rejectionReason ?? 'none given'}. Send another document below.`}
      />
    );
  }
  if (latest?.status === 'approved') {
    return (
      <Alert
        type="warning"
        showIcon
        title="The listing's address changed"
        description="Your proof named the earlier address. Send a proof for the address the listing shows now to get the badge back."
      />
    );
  }
  return null;
}

/**
 * The listing's landlord sends proof of the right to let it (a title document, a deed of
 * assignment, or a letter of authority from the owner); staff review it, and an approved one
 * shows 'Verified owner' on the listing. Shown on the listing page to its landlord only.
 */
export function OwnerVerificationSection({ property }: { property: PropertyDto }) {
  const proofs = useListingProofs(property.id);
  const send = useSendProof(property.id);
  const [documentType, setDocumentType] = useState<OwnershipDocumentType>();

  const latest = proofs.data?.[0];
  const maySend = !property.verifiedOwner && latest?.status !== 'pending';

  return (
    <section className="rp-section rn-owner" aria-labelledby="owner-title">
      <h2 id="owner-title" className="rp-section-title">
        <SafetyCertificateOutlined aria-hidden="true" /> Verified owner
      </h2>
      <p className="rn-owner__lead">
        Tenants worry about listings posted by people who have no right to let them. Show them you
        do: send a document our team can check. It stays private to you and our reviewers.
      </p>
      <QueryView
        query={proofs}
        loading={<Skeleton active paragraph={{ rows: 2 }} />}
        errorTitle="Could not load your ownership proofs"
      >
        {(list) => (
          <>
            <Standing property={property} latest={latest} />
            {maySend && (
              <div className="rn-owner__form">
                <fieldset className="rn-owner__types">
                  <legend>Which document will you send?</legend>
                  <Radio.Group
                    value={documentType}
                    onChange={(e) => setDocumentType(e.target.value as OwnershipDocumentType)}
                    options={OWNERSHIP_DOCUMENT_TYPES.map((t) => ({
                      value: t.value,
                      label: t.label,
                    }))}
                  />
                </fieldset>
                <label className="rn-owner__file-label" htmlFor="owner-proof-file">
                  The document
                </label>
                {!documentType && (
                  <p className="rn-owner__hint">Choose which document you will send first.</p>
                )}
                <DocumentUpload
                  id="owner-proof-file"
                  disabled={!documentType}
                  upload={async (file, onProgress) => {
                    const proof = await send(documentType!, file, { onProgress });
                    toast.success('Your proof was sent for review.');
                    return { id: proof.id, fileName: proof.fileName };
                  }}
                />
              </div>
            )}
            {list.length > 0 && (
              <ul className="rn-owner__history" aria-label="Proofs you sent">
                {list.map((p) => (
                  <li key={p.id}>
                    <span>{TYPE_LABELS[p.documentType]}</span>
                    <span className="rn-owner__date">sent {formatDate(p.createdAt)}</span>
                    <StatusTag color={STATUS_TAGS[p.status].color}>
                      {STATUS_TAGS[p.status].label}
                    </StatusTag>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
