import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { ClockCircleOutlined, DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime, type SharedProfileDto } from '@rentnaija/shared';
import { errorMessage, hasCode } from '../../../api/errors';
import { EmptyState, QueryView } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { downloadSharedProfilePdf, useSharedProfile } from '../queries';
import { ProfileParts } from './ProfileParts';
import '../renter-profile.css';

/**
 * /shared-profile/:token: a tenant's renter profile opened from the link they shared, signed in
 * or not. Only what they chose shows; once the link has expired or been withdrawn it says so.
 */
export function SharedProfileView({ token }: { token: string }) {
  const shared = useSharedProfile(token);
  if (shared.isError && hasCode(shared.error, 'PROFILE_SHARE_GONE')) {
    return (
      <EmptyState
        icon={<ClockCircleOutlined />}
        title="This link has expired"
        text={`${errorMessage(shared.error)} Ask the tenant for a new link.`}
        link={{ to: '/', label: 'Go to RentNaija' }}
      />
    );
  }
  if (shared.isError && hasCode(shared.error, 'PROFILE_SHARE_NOT_FOUND', 'NOT_FOUND')) {
    return (
      <EmptyState
        icon={<FileSearchOutlined />}
        title="This link is not valid"
        text="Check that the whole link was copied, or ask the tenant for a new one."
        link={{ to: '/', label: 'Go to RentNaija' }}
      />
    );
  }
  return (
    <QueryView
      query={shared}
      loading={<Skeleton active paragraph={{ rows: 10 }} />}
      errorTitle="Could not load this renter profile"
    >
      {(p) => <Shared token={token} profile={p} />}
    </QueryView>
  );
}

function Shared({ token, profile: p }: { token: string; profile: SharedProfileDto }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadSharedProfilePdf(token, p.name);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="rp-shared rn-card" aria-labelledby="rp-shared-title">
      <header className="rp-shared__head">
        <div>
          <p className="rn-muted rp-kicker">Renter profile</p>
          <h1 id="rp-shared-title" className="rp-title">
            {p.name}
          </h1>
          <p className="rn-muted">
            On RentNaija since {formatDate(p.memberSince)}
            {p.expiresAt ? ` · link open until ${formatDateTime(p.expiresAt)}` : ''}
          </p>
        </div>
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
          Download PDF
        </Button>
      </header>
      <ProfileParts profile={p} />
      <p className="rn-muted rp-footnote">
        Shared by the tenant. The identity and the rent record are kept by RentNaija; the rest is in
        the tenant’s own words.
      </p>
    </article>
  );
}
