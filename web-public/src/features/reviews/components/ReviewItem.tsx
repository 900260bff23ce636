import type { ReactNode } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import {
  AS_ADVERTISED_LABELS,
  formatDate,
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  REVIEW_STAGE_LABELS,
  type ReviewDto,
  reviewPowerText,
} from '@rentnaija/shared';
import { StarFigure } from './ReviewSummary';

/**
 * One review: who wrote it (first name and initial), the verified-tenancy badge, the stars per
 * category, the words and the landlord's answer. `actions` are the viewer's (answer, report).
 */
export function ReviewItem({
  review: r,
  heading,
  status,
  actions,
}: {
  review: ReviewDto;
  /** Shown above the name, e.g. the listing's title on a landlord's profile. */
  heading?: ReactNode;
  status?: ReactNode;
  actions?: ReactNode;
}) {
  const power = reviewPowerText(r);
  return (
    <article className="rr-review" aria-label={`Review by ${r.reviewerName}`}>
      {heading}
      <header className="rr-review__head">
        <strong>{r.reviewerName}</strong>
        <span className="rr-verified">
          <SafetyCertificateOutlined aria-hidden="true" /> Verified tenancy
        </span>
        {status}
        <span className="rn-muted rr-review__date">
          {REVIEW_STAGE_LABELS[r.stage]} · {formatDate(r.createdAt)}
        </span>
      </header>
      <dl className="rr-review__ratings">
        {REVIEW_CATEGORIES.map((c) => (
          <div key={c}>
            <dt>{REVIEW_CATEGORY_LABELS[c]}</dt>
            <dd>
              <StarFigure value={r.ratings[c]} label={REVIEW_CATEGORY_LABELS[c]} />
            </dd>
          </div>
        ))}
        <div>
          <dt>As advertised</dt>
          <dd>{AS_ADVERTISED_LABELS[r.asAdvertised]}</dd>
        </div>
        {power && (
          <div className="rr-review__power">
            <dt>Power</dt>
            <dd>{power}</dd>
          </div>
        )}
      </dl>
      <p className="rr-review__text">{r.text}</p>
      {r.answer && (
        <div className="rr-answer">
          <p className="rr-answer__title">
            Landlord’s answer <span className="rn-muted">· {formatDate(r.answer.answeredAt)}</span>
          </p>
          <p>{r.answer.text}</p>
        </div>
      )}
      {actions}
    </article>
  );
}
