import { formatDay, TENANCY_REVIEW_STATUS_LABELS, type TenancyReviewDto } from '@rentnaija/shared';
import { useAuth } from '../../auth';
import { useTenancyReviews } from '../queries';
import { ReviewForm } from './ReviewForm';
import { AnswerForm, ReportForm } from './ReviewActions';
import '../reviews.css';
import { ReviewItem } from './ReviewItem';
import { StatusTag } from '../../../components/StatusTag';

/** What the viewer may do with a review of their tenancy: answer it (the landlord) and report it. */
function Actions({ review, isLandlord }: { review: TenancyReviewDto; isLandlord: boolean }) {
  if (review.status === 'hidden') return null;
  return (
    <div className="rr-review__actions">
      {isLandlord && !review.answer && <AnswerForm reviewId={review.id} />}
      {review.reportedByMe ? (
        <span className="rn-muted">You reported this review; our team is looking at it.</span>
      ) : (
        <ReportForm reviewId={review.id} />
      )}
    </div>
  );
}

/**
 * A tenancy's reviews on its page: 'Review this home' when the API says a review is open to the
 * tenant (and from when it opens, while not yet due), the reviews written, the landlord's answer
 * form and a report button for either party.
 */
export function TenancyReviews({
  tenancyId,
  landlordId,
}: {
  tenancyId: string;
  landlordId: string;
}) {
  const { user } = useAuth();
  const reviews = useTenancyReviews(tenancyId);
  if (!reviews.data) return null;
  const { openStage, opensOn, reviews: written } = reviews.data;
  const isLandlord = user?.id === landlordId;
  return (
    <>
      {openStage && <ReviewForm tenancyId={tenancyId} stage={openStage} />}
      {!openStage && opensOn && (
        <p className="rn-muted rr-opens">
          You can review this home and your landlord from {formatDay(opensOn)}.
        </p>
      )}
      {written.length > 0 && (
        <section className="rn-card" aria-labelledby="rr-tenancy-reviews">
          <h2 id="rr-tenancy-reviews" className="rt-section-title">
            Reviews of this tenancy
          </h2>
          {written.map((r) => (
            <ReviewItem
              key={r.id}
              review={r}
              status={
                r.status !== 'visible' && (
                  <StatusTag color={r.status === 'hidden' ? 'red' : 'gold'}>
                    {TENANCY_REVIEW_STATUS_LABELS[r.status]}
                  </StatusTag>
                )
              }
              actions={<Actions review={r} isLandlord={isLandlord} />}
            />
          ))}
        </section>
      )}
    </>
  );
}
