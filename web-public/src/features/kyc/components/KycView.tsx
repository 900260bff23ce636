import { useState } from 'react';
import { LoginOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { KYC_MESSAGES, type KycMeDto } from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { PageSpinner } from '../../../components/PageSpinner';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { storeIntendedDestination, useAuth } from '../../auth';
import { initialValues } from '../kycForm';
import { useMayVerify, useMyKyc } from '../queries';
import { KycForm } from './KycForm';
import { KycStatusView } from './KycStatusView';
import '../kyc.css';

type Decided = KycMeDto & { status: 'pending' | 'approved' | 'rejected' };

/**
 * /kyc: visitors are asked to sign in, other roles told KYC is not for them; tenants and
 * landlords see the four-step form, or the status of their record.
 */
export function KycView() {
  const { user, status } = useAuth();
  const mayVerify = useMayVerify();
  const kyc = useMyKyc();
  const [resubmitting, setResubmitting] = useState(false);

  let body;
  if (status === 'loading') body = <PageSpinner />;
  else if (!user) {
    body = (
      <EmptyState
        icon={<LoginOutlined />}
        title={KYC_MESSAGES.loginRequired}
        text="Sign in to verify your identity; you will come back here."
        action={
          <LinkButton type="primary" to="/login" onClick={() => storeIntendedDestination('/kyc')}>
            Log in
          </LinkButton>
        }
      />
    );
  } else if (!mayVerify) {
    body = (
      <EmptyState
        icon={<SafetyCertificateOutlined />}
        title={KYC_MESSAGES.onlyTenantsAndLandlords}
      />
    );
  } else if (kyc.isPending) body = <PageSpinner />;
  else if (kyc.isError) {
    body = (
      <ErrorState
        title="Could not load your KYC"
        error={kyc.error}
        onRetry={() => void kyc.refetch()}
      />
    );
  } else if (
    kyc.data.status === 'not_submitted' ||
    (kyc.data.status === 'rejected' && resubmitting)
  ) {
    const record = kyc.data.status === 'rejected' ? kyc.data : undefined;
    body = (
      <KycForm
        initial={initialValues(record, user)}
        documents={{
          governmentId: record?.governmentIdDocument,
          proofOfResidency: record?.proofOfResidencyDocument,
        }}
        onCancel={record ? () => setResubmitting(false) : undefined}
      />
    );
  } else {
    body = <KycStatusView record={kyc.data as Decided} onResubmit={() => setResubmitting(true)} />;
  }

  return (
    <div className="rn-container rn-section rn-kyc">
      <header className="rn-kyc__head">
        <h1 className="rn-section__title">Identity verification (KYC)</h1>
        <p className="rn-section__lead">
          Verified tenants and landlords are trusted faster. Your documents are private: only you
          and our review team can see them.
        </p>
      </header>
      {body}
    </div>
  );
}
