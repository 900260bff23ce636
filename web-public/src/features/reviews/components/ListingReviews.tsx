import { useState } from 'react';
import { Pagination, Skeleton, Typography } from 'antd';
import type { ReviewsPageResponse } from '@rentnaija/shared';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../../components/QueryStates';
import { useAuth } from '../../auth';
import { useLandlordReviews, useListingReviews } from '../queries';
import { AnswerForm } from './ReviewActions';
import { ReviewItem } from './ReviewItem';
import { ReviewSummary } from './ReviewSummary';
import '../reviews.css';

/** The summary, the reviews of one page and the pages, for a listing or a landlord. */
function ReviewsPage({
  page,
  onPage,
  answerAs,
  showListing,
}: {
  page: ReviewsPageResponse;
  onPage: (page: number) => void;
  /** The landlord whose unanswered reviews get an answer form (the viewer, when it is them). */
  answerAs?: string | null;
  showListing?: boolean;
}) {
  return (
    <>
      <ReviewSummary summary={page.summary} />
      <div className="rr-list">
        {page.data.map((r) => (
          <ReviewItem
            key={r.id}
            review={r}
            heading={
              showListing && (
                <Link className="rr-review__listing" to={`/property/${r.property.id}`}>
                  {r.property.title}
                </Link>
              )
            }
            actions={answerAs && !r.answer && <AnswerForm reviewId={r.id} />}
          />
        ))}
      </div>
      {page.pagination.lastPage > 1 && (
        <Pagination
          className="rr-pages"
          current={page.pagination.currentPage}
          pageSize={page.pagination.perPage}
          total={page.pagination.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </>
  );
}

/** The listing page's Reviews section: from its tenants only, each a verified tenancy. */
export function ListingReviews({ property }: { property: { id: string; landlordId: string } }) {
  const [page, setPage] = useState(1);
  const reviews = useListingReviews(property.id, page);
  const { user } = useAuth();
  return (
    <section className="rp-section rr-section" aria-labelledby="reviews-title">
      <Typography.Title level={2} id="reviews-title" className="rp-section-title">
        Reviews
      </Typography.Title>
      {reviews.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : reviews.isError ? (
        <ErrorState
          title="Could not load the reviews"
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
        />
      ) : reviews.data.summary.count === 0 ? (
        <Typography.Text type="secondary">
          No reviews yet. Only tenants who rented this home through RentNaija can review it.
        </Typography.Text>
      ) : (
        <ReviewsPage
          page={reviews.data}
          onPage={setPage}
          answerAs={user?.id === property.landlordId ? user.id : null}
        />
      )}
    </section>
  );
}

/** /landlords/:id — a landlord's public profile: their tenants' reviews across their listings. */
export function LandlordProfileView({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const profile = useLandlordReviews(id, page);
  const { user } = useAuth();
  if (profile.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (profile.isError) {
    return (
      <ErrorState
        title="Could not load this landlord"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const { landlord } = profile.data;
  return (
    <div className="rr-profile">
      <header className="rr-profile__head">
        <Typography.Title level={1}>{landlord.name}</Typography.Title>
        <Typography.Text type="secondary">
          Landlord on RentNaija since{' '}
          {new Date(landlord.memberSince).toLocaleDateString('en-NG', {
            month: 'long',
            year: 'numeric',
            timeZone: 'Africa/Lagos',
          })}{' '}
          · {landlord.listings} {landlord.listings === 1 ? 'listing' : 'listings'}
        </Typography.Text>
      </header>
      <section className="rn-card rr-section" aria-labelledby="reviews-title">
        <Typography.Title level={2} id="reviews-title" className="rp-section-title">
          Reviews from tenants
        </Typography.Title>
        {profile.data.summary.count === 0 ? (
          <Typography.Text type="secondary">
            No reviews yet. Only tenants who rented through RentNaija can review a landlord.
          </Typography.Text>
        ) : (
          <ReviewsPage
            page={profile.data}
            onPage={setPage}
            answerAs={user?.id === landlord.id ? user.id : null}
            showListing
          />
        )}
      </section>
    </div>
  );
}
