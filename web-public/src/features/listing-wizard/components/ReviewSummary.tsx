import {
  LISTING_REVIEW_TIME,
  availabilityLabel,
  lagosToday,
  LISTING_FIELD_LABELS,
  PROPERTY_TYPE_OPTIONS,
  formatNaira,
  moveInCost,
  plural,
  type ListingField,
} from '@rentnaija/shared';
import { draftFees, type ListingDraft, type ListingEdit } from '../draft';

const rooms = (n: number | null, word: string) =>
  n === null ? '—' : n >= 5 ? `${n === 5 ? '5+' : n} ${word}s` : plural(n, word);

/** The review of step 4: what the listing will say about itself. */
export function ReviewSummary({ draft }: { draft: ListingDraft }) {
  const type = PROPERTY_TYPE_OPTIONS.find((o) => o.value === draft.propertyType)?.label ?? '—';
  const total = draft.price ? moveInCost(draftFees(draft)).total : null;
  return (
    <section className="lw-review" aria-labelledby="lw-review-title">
      <h3 id="lw-review-title" className="lw-subtitle">
        Review your listing
      </h3>
      <dl className="lw-review__list">
        <div>
          <dt>Title</dt>
          <dd>{draft.title.trim() || '—'}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{type}</dd>
        </div>
        <div>
          <dt>Bed / bath</dt>
          <dd>
            {rooms(draft.bedrooms, 'bed')} · {rooms(draft.bathrooms, 'bath')}
          </dd>
        </div>
        <div>
          <dt>City / state</dt>
          <dd>{draft.city ? `${draft.city}, ${draft.state}` : '—'}</dd>
        </div>
        <div>
          <dt>Monthly rent</dt>
          <dd>{draft.price ? formatNaira(draft.price) : '—'}</dd>
        </div>
        <div>
          <dt>Total to move in</dt>
          <dd>{total === null ? '—' : formatNaira(total)}</dd>
        </div>
        <div>
          <dt>Availability</dt>
          <dd>{availabilityLabel(draft.availableFrom || null, lagosToday())}</dd>
        </div>
        <div>
          <dt>Photos</dt>
          <dd>{draft.photos.length ? plural(draft.photos.length, 'photo') : 'None yet'}</dd>
        </div>
      </dl>
    </section>
  );
}

const names = (fields: ListingField[]) => fields.map((f) => LISTING_FIELD_LABELS[f]).join(', ');

/** Before saving an edit: which changes wait for review and which apply at once. */
export function EditChanges({
  edit,
  moderation,
}: {
  edit: ListingEdit;
  moderation: 'pending' | 'approved' | 'rejected';
}) {
  const unchanged = !Object.keys(edit.patch).length && !edit.waitsForReview.length;
  if (unchanged && moderation !== 'rejected') {
    return <p className="lw-muted">You have not changed anything yet.</p>;
  }
  return (
    <section className="lw-changes" aria-labelledby="lw-changes-title">
      <h3 id="lw-changes-title" className="lw-subtitle">
        When you save
      </h3>
      <ul>
        {edit.waitsForReview.length > 0 && (
          <li>
            <strong>Waits for review:</strong> {names(edit.waitsForReview)}. Tenants keep seeing the
            approved version until our team approves the change, {LISTING_REVIEW_TIME}.
          </li>
        )}
        {edit.appliesNow.length > 0 && (
          <li>
            <strong>{moderation === 'approved' ? 'Applies at once:' : 'Changes:'}</strong>{' '}
            {names(edit.appliesNow)}.
          </li>
        )}
        {moderation === 'pending' && (
          <li>Your listing is waiting for review; our team will review it with these changes.</li>
        )}
        {moderation === 'rejected' && (
          <li>Saving sends your listing back to our team for review.</li>
        )}
      </ul>
    </section>
  );
}
