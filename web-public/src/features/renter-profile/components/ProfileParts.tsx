import { StarFilled } from '@ant-design/icons';
import {
  formatDate,
  formatNaira,
  PROFILE_KYC_LABELS,
  PROFILE_SECTION_LABELS,
  RELATIONSHIP_CHOICES,
  type SharedProfileDto,
  TENANT_REVIEW_CATEGORIES,
  TENANT_REVIEW_CATEGORY_LABELS,
  type TenantReviewDto,
} from '@rentnaija/shared';
import { Facts } from '../../../components/Facts';
import { RentRecordRows } from '../../../components/RentRecordRows';
import { StatusTag } from '../../../components/StatusTag';

const relationship = (value: string) =>
  RELATIONSHIP_CHOICES.find((c) => c.value === value)?.label ?? '—';
const orDash = (text: string) => text || '—';

/** One landlord's review of the tenant: the stars, whether they would let again, their words. */
export function TenantReviewCard({ review: r }: { review: TenantReviewDto }) {
  return (
    <li className="rp-review">
      <p className="rp-review__head">
        <strong>{r.landlordName}</strong>
        <span className="rn-muted">
          {r.propertyTitle} · {formatDate(r.createdAt)}
        </span>
      </p>
      <ul className="rp-review__stars" aria-label="Ratings">
        {TENANT_REVIEW_CATEGORIES.map((c) => (
          <li key={c}>
            <span>{TENANT_REVIEW_CATEGORY_LABELS[c]}</span>
            <span aria-label={`${r[c]} of 5 stars`}>
              {r[c]} <StarFilled aria-hidden="true" className="rp-star" />
            </span>
          </li>
        ))}
      </ul>
      <StatusTag color={r.wouldLetAgain ? 'green' : 'orange'}>
        {r.wouldLetAgain ? 'Would let to them again' : 'Would not let to them again'}
      </StatusTag>
      <p className="rp-review__text">{r.text}</p>
    </li>
  );
}

/**
 * The parts of a renter profile a reader is shown (a shared link, the applicant file): only the
 * sections the tenant chose, the rent record from one labelled list, landlords' reviews when the
 * tenant consented to show them.
 */
export function ProfileParts({ profile: p }: { profile: SharedProfileDto }) {
  return (
    <div className="rp-parts">
      {p.about && <p className="rp-about">“{p.about}”</p>}
      {p.identity && (
        <section className="rp-part" aria-labelledby="rp-part-identity">
          <h3 id="rp-part-identity">{PROFILE_SECTION_LABELS.identity}</h3>
          <Facts>
            <dt>Identity check</dt>
            <dd>
              <StatusTag color={p.identity.kycStatus === 'approved' ? 'green' : 'default'}>
                {PROFILE_KYC_LABELS[p.identity.kycStatus]}
              </StatusTag>
            </dd>
            <dt>Verified name</dt>
            <dd>{p.identity.verifiedName ?? 'Not verified yet'}</dd>
          </Facts>
        </section>
      )}
      {p.work && (
        <section className="rp-part" aria-labelledby="rp-part-work">
          <h3 id="rp-part-work">{PROFILE_SECTION_LABELS.work}</h3>
          <Facts>
            <dt>Occupation</dt>
            <dd>{orDash(p.work.occupation)}</dd>
            <dt>Employer</dt>
            <dd>{orDash(p.work.employer)}</dd>
            <dt>Monthly income</dt>
            <dd>{p.work.monthlyIncome === null ? '—' : formatNaira(p.work.monthlyIncome)}</dd>
          </Facts>
        </section>
      )}
      {p.reference && (
        <section className="rp-part" aria-labelledby="rp-part-reference">
          <h3 id="rp-part-reference">{PROFILE_SECTION_LABELS.reference}</h3>
          <Facts>
            <dt>Name</dt>
            <dd>{orDash(p.reference.name)}</dd>
            <dt>Relationship</dt>
            <dd>{relationship(p.reference.relationship)}</dd>
          </Facts>
        </section>
      )}
      {p.guarantor && (
        <section className="rp-part" aria-labelledby="rp-part-guarantor">
          <h3 id="rp-part-guarantor">{PROFILE_SECTION_LABELS.guarantor}</h3>
          <Facts>
            <dt>Name</dt>
            <dd>{orDash(p.guarantor.name)}</dd>
            <dt>Relationship</dt>
            <dd>{relationship(p.guarantor.relationship)}</dd>
            <dt>Work</dt>
            <dd>
              {[p.guarantor.occupation, p.guarantor.employer].filter(Boolean).join(', ') || '—'}
            </dd>
          </Facts>
        </section>
      )}
      {p.rentRecord && (
        <section className="rp-part" aria-labelledby="rp-part-record">
          <h3 id="rp-part-record">
            {PROFILE_SECTION_LABELS.rentRecord}{' '}
            <StatusTag color="blue" className="rp-verified">
              Counted by RentNaija
            </StatusTag>
          </h3>
          <Facts>
            <RentRecordRows facts={p.rentRecord} />
          </Facts>
        </section>
      )}
      {p.landlordReviews && (
        <section className="rp-part rp-part--wide" aria-labelledby="rp-part-reviews">
          <h3 id="rp-part-reviews">Landlords’ reviews</h3>
          {p.landlordReviews.length === 0 ? (
            <p className="rn-muted">No landlord has reviewed this tenant yet.</p>
          ) : (
            <ul className="rp-reviews">
              {p.landlordReviews.map((r) => (
                <TenantReviewCard key={r.id} review={r} />
              ))}
            </ul>
          )}
        </section>
      )}
      {p.sections.length === 0 && !p.landlordReviews && (
        <p className="rn-muted">The tenant chose to show no details.</p>
      )}
    </div>
  );
}
