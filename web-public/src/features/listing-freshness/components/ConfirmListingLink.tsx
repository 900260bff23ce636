import { Alert, Button, Skeleton } from 'antd';
import {
  CheckCircleFilled,
  ClockCircleOutlined,
  EnvironmentOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import {
  confirmedAvailableLabel,
  formatDate,
  type ListingConfirmationLinkDto,
  type ListingConfirmedDto,
} from '@rentnaija/shared';
import { errorMessage, hasCode } from '../../../api/errors';
import { ErrorState } from '../../../components/QueryStates';
import { LinkButton } from '../../../components/LinkButton';
import { useConfirmByLink, useListingConfirmationLink } from '../queries';
import '../listing-freshness.css';

const CLOSED = [
  'LISTING_CONFIRMATION_USED',
  'LISTING_CONFIRMATION_EXPIRED',
  'LISTING_CONFIRMATION_NOT_FOUND',
  'PROPERTY_NOT_FOUND',
];

/** A link that confirms nothing any more: used, expired, or not a link of ours. */
function ClosedLink({ error }: { error: unknown }) {
  const used = hasCode(error, 'LISTING_CONFIRMATION_USED');
  const expired = hasCode(error, 'LISTING_CONFIRMATION_EXPIRED');
  return (
    <div className="rn-card rn-confirm-listing" role="status">
      <span
        className={`rn-confirm-listing__icon${used ? ' rn-confirm-listing__icon--ok' : ''}`}
        aria-hidden="true"
      >
        {used ? <CheckCircleFilled /> : <ClockCircleOutlined />}
      </span>
      <h1 className="rn-confirm-listing__title">
        {used
          ? 'This link has already been used'
          : expired
            ? 'This link has expired'
            : 'This link is not valid'}
      </h1>
      <p className="rn-muted">{errorMessage(error)}</p>
      <div className="rn-confirm-listing__actions">
        <LinkButton to="/property-management">Manage your listings</LinkButton>
      </div>
    </div>
  );
}

function Confirmed({ done }: { done: ListingConfirmedDto }) {
  return (
    <div className="rn-card rn-confirm-listing" role="status">
      <span className="rn-confirm-listing__icon rn-confirm-listing__icon--ok" aria-hidden="true">
        <CheckCircleFilled />
      </span>
      <h1 className="rn-confirm-listing__title">Confirmed available</h1>
      <p>{done.message}</p>
      <p className="rn-muted">
        Tenants now see “{confirmedAvailableLabel(done.confirmedAvailableAt)}”. We will ask again in
        two weeks.
      </p>
      <div className="rn-confirm-listing__actions">
        <LinkButton to={`/property/${done.propertyId}`}>View the listing</LinkButton>
        <LinkButton to="/property-management">Manage your listings</LinkButton>
      </div>
    </div>
  );
}

function Ask({ token, link }: { token: string; link: ListingConfirmationLinkDto }) {
  const confirm = useConfirmByLink(token);
  if (confirm.data) return <Confirmed done={confirm.data} />;
  if (hasCode(confirm.error, ...CLOSED)) return <ClosedLink error={confirm.error} />;
  const available = link.status === 'available';
  return (
    <article className="rn-card rn-confirm-listing" aria-labelledby="confirm-listing-title">
      <span className="rn-confirm-listing__icon" aria-hidden="true">
        <QuestionCircleOutlined />
      </span>
      <h1 id="confirm-listing-title" className="rn-confirm-listing__title">
        Is your home still available?
      </h1>
      <section className="rn-confirm-listing__home" aria-label="The listing">
        <h2>{link.title}</h2>
        <p className="rn-muted">
          <EnvironmentOutlined aria-hidden="true" /> {link.location}
        </p>
        <p className="rn-muted">
          Last confirmed {formatDate(link.confirmedAvailableAt)}
          {link.freshness === 'stale' && ': tenants see “May no longer be available”'}
          {link.freshness === 'hidden' && ': hidden from search until you confirm it'}.
        </p>
      </section>
      {!available ? (
        <Alert
          type="info"
          showIcon
          title={`This listing is ${link.status.replace('_', ' ')}: there is nothing to confirm.`}
        />
      ) : (
        <>
          {confirm.isError && <Alert type="error" showIcon title={errorMessage(confirm.error)} />}
          <div className="rn-confirm-listing__actions">
            <Button
              type="primary"
              size="large"
              loading={confirm.isPending}
              onClick={() => confirm.mutate()}
            >
              Yes, it is still available
            </Button>
            <LinkButton size="large" to="/property-management">
              It is let: manage listings
            </LinkButton>
          </div>
          <p className="rn-muted">
            This link works once, until {formatDate(link.expiresAt)}; no sign-in needed.
          </p>
        </>
      )}
    </article>
  );
}

/** The page of an emailed or texted 'still available?' link: one tap confirms the listing. */
export function ConfirmListingLink({ token }: { token: string }) {
  const link = useListingConfirmationLink(token);
  if (link.status === 'pending') {
    return (
      <div className="rn-card rn-confirm-listing" aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (link.status === 'error') {
    if (hasCode(link.error, ...CLOSED)) return <ClosedLink error={link.error} />;
    return (
      <ErrorState
        title="We could not load this link"
        error={link.error}
        onRetry={() => void link.refetch()}
      />
    );
  }
  return <Ask token={token} link={link.data} />;
}
