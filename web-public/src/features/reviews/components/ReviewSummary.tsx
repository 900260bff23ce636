import { StarFilled } from '@ant-design/icons';
import {
  AS_ADVERTISED_ANSWERS,
  AS_ADVERTISED_LABELS,
  plural,
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  type ReviewSummaryDto,
} from '@rentnaija/shared';

/** Five stars filled to `value` (to the nearest half), drawn only: the figure is spoken. */
function Stars({ value }: { value: number }) {
  const halves = Math.round(value * 2);
  return (
    <span className="rr-stars__icons" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <span key={i} className="rr-star">
          <StarFilled />
          <span
            className="rr-star__fill"
            style={{ width: `${Math.min(100, Math.max(0, (halves - i * 2) * 50))}%` }}
          >
            <StarFilled />
          </span>
        </span>
      ))}
    </span>
  );
}

/** Stars for a figure from 1 to 5 (halves shown), with the figure spoken and written. */
export function StarFigure({
  value,
  label,
  figure = true,
}: {
  value: number;
  label: string;
  /** Write the figure beside the stars (off where it is written larger already). */
  figure?: boolean;
}) {
  return (
    <span className="rr-stars" role="img" aria-label={`${label}: ${value} out of 5`}>
      <Stars value={value} />
      {figure && (
        <span className="rr-stars__figure" aria-hidden="true">
          {value.toFixed(1)}
        </span>
      )}
    </span>
  );
}

/** Averages per category, the overall figure, and how many said the home was as advertised. */
export function ReviewSummary({ summary }: { summary: ReviewSummaryDto }) {
  if (summary.count === 0 || summary.overall === null) return null;
  return (
    <div className="rr-summary">
      <div className="rr-summary__overall">
        <span className="rr-summary__big">{summary.overall.toFixed(1)}</span>
        <div>
          <StarFigure value={summary.overall} label="Overall" figure={false} />
          <p className="rn-muted">{plural(summary.count, 'review')} from verified tenancies</p>
        </div>
      </div>
      <dl className="rr-summary__categories">
        {REVIEW_CATEGORIES.map((c) => {
          const value = summary.averages[c];
          return (
            <div key={c}>
              <dt>{REVIEW_CATEGORY_LABELS[c]}</dt>
              <dd>
                {value === null ? (
                  '—'
                ) : (
                  <StarFigure value={value} label={REVIEW_CATEGORY_LABELS[c]} />
                )}
              </dd>
            </div>
          );
        })}
        <div>
          <dt>As advertised</dt>
          <dd>
            {AS_ADVERTISED_ANSWERS.filter((a) => summary.asAdvertised[a] > 0)
              .map((a) => `${AS_ADVERTISED_LABELS[a]}: ${summary.asAdvertised[a]}`)
              .join(' · ')}
          </dd>
        </div>
      </dl>
    </div>
  );
}
