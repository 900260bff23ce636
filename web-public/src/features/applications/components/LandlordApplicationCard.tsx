import { Facts } from '../../../components/Facts';
import { FileSearchOutlined } from '@ant-design/icons';
import { type ApplicationDto, ageOn, formatDateTime, formatNaira } from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { GUARANTOR_STATUS, listingFacts } from '../lib';
import { DecisionButtons } from './DecisionDialog';
import {
  AppliedLine,
  ContactFacts,
  GuarantorFacts,
  ListingTitle,
  ReferenceFacts,
  ApplicationStatusTag,
} from './parts';
import { StatusTag } from '../../../components/StatusTag';

/**
 * An application to one of the landlord's listings: who applied (NINs masked by the server),
 * their reference and guarantor with the guarantor's answer, and the review actions.
 */
export function LandlordApplicationCard({
  application: a,
  offerHours,
}: {
  application: ApplicationDto;
  /** How long an approval holds the home for payment (the server's setting). */
  offerHours: number;
}) {
  const facts = listingFacts(a);
  const guarantor = GUARANTOR_STATUS[a.guarantorStatus];
  const name = `${a.firstName} ${a.lastName}`;
  const age = ageOn(a.dateOfBirth, new Date());

  return (
    <article className="rn-card ra-card ra-card--landlord" aria-labelledby={`app-${a.id}`}>
      <div className="ra-card__body">
        <div className="ra-card__top">
          <div className="ra-card__heading">
            <h2 id={`app-${a.id}`} className="ra-card__title">
              {name}
            </h2>
            <p className="rn-muted ra-card__place">
              for <ListingTitle application={a} /> · {facts.price}
            </p>
          </div>
          <ApplicationStatusTag status={a.status} />
        </div>
        <AppliedLine application={a} />

        <section className="ra-section" aria-label="Applicant">
          <h3 className="ra-section__title">Applicant</h3>
          <Facts className="ra-facts">
            <ContactFacts application={a} />
            <dt>Age</dt>
            <dd>{age ?? '—'}</dd>
            <dt>Occupation</dt>
            <dd>
              {a.occupation}, {a.employer}
            </dd>
            <dt>Monthly income</dt>
            <dd>{formatNaira(a.monthlyIncome)}</dd>
            <dt>NIN</dt>
            <dd className="ra-mono">{a.ninNumber}</dd>
            <dt>Payment status</dt>
            <dd>{a.depositPaid ? 'Paid' : 'Payment Pending'}</dd>
          </Facts>
        </section>

        <section className="ra-section" aria-label="Reference">
          <h3 className="ra-section__title">Reference</h3>
          <ReferenceFacts application={a} />
        </section>

        <section className="ra-section" aria-label="Guarantor">
          <h3 className="ra-section__title">
            Guarantor <StatusTag color={guarantor.color}>{guarantor.label}</StatusTag>
          </h3>
          <GuarantorFacts application={a} />
        </section>

        {a.reviewNote && (
          <p className="ra-card__note">
            <strong>Your note:</strong> {a.reviewNote}
          </p>
        )}
        {a.status === 'approved' && a.offerExpiresAt && (
          <p className="ra-card__note">
            Waiting for payment until <strong>{formatDateTime(a.offerExpiresAt)}</strong>; if{' '}
            {a.firstName} has not paid by then, the offer lapses and the listing is available again.
          </p>
        )}

        <div className="ra-card__actions">
          <LinkButton to={`/applications/${a.id}`} icon={<FileSearchOutlined aria-hidden="true" />}>
            View applicant file
          </LinkButton>
          <DecisionButtons application={a} offerHours={offerHours} message />
        </div>
      </div>
    </article>
  );
}
