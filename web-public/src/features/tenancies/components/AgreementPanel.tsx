import { useState } from 'react';
import { Alert, Button, Checkbox, Input } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { formatDateTime, type TenancyDto } from '@rentnaija/shared';
import { ApiError, errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { downloadTenancyPdf, useCancelUncountersigned, useSignAgreement } from '../queries';

type Field = 'fullName' | 'consent';

const PARTY_WORDS = { tenant: 'Tenant', landlord: 'Landlord' } as const;

/**
 * The agreement on the tenancy page: the PDF, who signed when, and for the party due to sign a
 * 'Review and sign' form (full name as on their verified identity, consent), errors on the
 * fields. The tenant may cancel with a full refund once the landlord's time to countersign ran
 * out.
 */
export function AgreementPanel({ tenancy: t, viewer }: { tenancy: TenancyDto; viewer: string }) {
  const party = viewer === t.tenant.id ? 'tenant' : viewer === t.landlord.id ? 'landlord' : null;
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const sign = useSignAgreement(t.id);
  const cancel = useCancelUncountersigned(t.id);
  const overdue =
    party === 'tenant' &&
    t.dueToSign === 'landlord' &&
    t.countersignDeadline !== null &&
    new Date(t.countersignDeadline).getTime() <= Date.now();

  const submit = () => {
    const local: typeof errors = {};
    if (!fullName.trim()) local.fullName = 'Type your full name';
    if (!consent) local.consent = 'Confirm that you agree to sign electronically';
    setErrors(local);
    if (Object.keys(local).length) return;
    sign.mutate(
      { fullName, consent },
      {
        onSuccess: () => toast.success('You signed the agreement'),
        onError: (err) => {
          const fields: typeof errors = {};
          if (err instanceof ApiError) {
            for (const d of err.details ?? []) fields[d.field as Field] = d.message;
          }
          if (!Object.keys(fields).length) fields.form = errorMessage(err, 'Failed to sign');
          setErrors(fields);
        },
      },
    );
  };
  const download = () =>
    downloadTenancyPdf(t, 'agreement').catch((err: unknown) =>
      toast.error(errorMessage(err, 'Failed to download the agreement')),
    );

  return (
    <section className="rn-card rt-agreement" aria-labelledby="rt-agreement-title">
      <h2 id="rt-agreement-title" className="rt-section-title">
        {party && t.dueToSign === party ? 'Review and sign' : 'Tenancy agreement'}
      </h2>
      <Button icon={<FilePdfOutlined aria-hidden="true" />} onClick={download}>
        {t.signatures.length ? 'Download the agreement (PDF)' : 'Read the agreement (PDF)'}
      </Button>
      {t.signatures.length > 0 && (
        <ul className="rt-signatures" aria-label="Signatures">
          {t.signatures.map((s) => (
            <li key={s.party}>
              {PARTY_WORDS[s.party]}: signed by {s.name} on {formatDateTime(s.signedAt)}
            </li>
          ))}
        </ul>
      )}
      {t.agreementSha256 && (
        <p className="rn-muted rt-hash">Document SHA-256: {t.agreementSha256}</p>
      )}
      {party === 'landlord' && t.dueToSign === 'landlord' && t.countersignDeadline && (
        <p>Countersign by {formatDateTime(t.countersignDeadline)}.</p>
      )}
      {party && t.dueToSign === party && (
        <form
          className="rt-sign"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          noValidate
        >
          <label htmlFor="rt-sign-name">Your full name, as on your verified identity</label>
          <Input
            id="rt-sign-name"
            value={fullName}
            status={errors.fullName ? 'error' : undefined}
            aria-invalid={Boolean(errors.fullName)}
            aria-describedby={errors.fullName ? 'rt-sign-name-error' : undefined}
            onChange={(e) => setFullName(e.target.value)}
          />
          {errors.fullName && (
            <p id="rt-sign-name-error" className="rt-field-error" role="alert">
              {errors.fullName}
            </p>
          )}
          <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)}>
            I have read the agreement and sign it electronically
          </Checkbox>
          {errors.consent && (
            <p className="rt-field-error" role="alert">
              {errors.consent}
            </p>
          )}
          {errors.form && <Alert type="error" showIcon title={errors.form} role="alert" />}
          <Button type="primary" htmlType="submit" loading={sign.isPending}>
            Sign the agreement
          </Button>
        </form>
      )}
      {overdue && (
        <Alert
          type="warning"
          showIcon
          title="The landlord did not countersign in time"
          description="You may cancel this tenancy; your move-in payment is refunded in full."
          action={
            <Button
              danger
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => toast.success('Tenancy cancelled: your refund is on its way'),
                  onError: (err) => toast.error(errorMessage(err, 'Failed to cancel')),
                })
              }
            >
              Cancel with a full refund
            </Button>
          }
        />
      )}
    </section>
  );
}
