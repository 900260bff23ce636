import { Alert, Button } from 'antd';
import { CreditCardOutlined, EnvironmentOutlined, MailOutlined } from '@ant-design/icons';
import { type ApplicationDto, formatDateTime, formatNaira } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { Facts } from '../../../components/Facts';
import { toast } from '../../../components/toast';
import { PropertyImage } from '../../properties';
import { canPay, canResendGuarantor, GUARANTOR_STATUS, listingFacts } from '../lib';
import { AppliedLine, ListingTitle, ApplicationStatusTag } from './parts';
import { useResendGuarantorRequest } from '../queries';
import { StatusTag } from '../../../components/StatusTag';

/** One of the tenant's applications: the home, the decision, the guarantor, the payment. */
export function TenantApplicationCard({ application: a }: { application: ApplicationDto }) {
  const facts = listingFacts(a);
  const resend = useResendGuarantorRequest();
  const guarantor = GUARANTOR_STATUS[a.guarantorStatus];
  const sendAgain = () =>
    resend.mutate(a.id, {
      onSuccess: () => toast.success(`We emailed ${a.guarantorName} a new link`),
      onError: (err) => toast.error(errorMessage(err, 'Failed to send the guarantor email')),
    });

  return (
    <article className="rn-card ra-card" aria-labelledby={`app-${a.id}`}>
      <div className="ra-card__media">
        <PropertyImage image={a.property?.image} fallbackAlt={facts.title} />
      </div>
      <div className="ra-card__body">
        <div className="ra-card__top">
          <div className="ra-card__heading">
            <h2 id={`app-${a.id}`} className="ra-card__title">
              <ListingTitle application={a} />
            </h2>
            <p className="rn-muted ra-card__place">
              <EnvironmentOutlined aria-hidden="true" /> {facts.location}
            </p>
          </div>
          <ApplicationStatusTag status={a.status} />
        </div>
        <p className="ra-card__price">{facts.price}</p>
        <AppliedLine application={a} />

        {a.status === 'approved' && a.offerExpiresAt && (
          <Alert
            className="ra-card__offer"
            type="warning"
            showIcon
            title={`Pay by ${formatDateTime(a.offerExpiresAt)}`}
            description={`Your approval is an offer: pay the move-in amount of ${formatNaira(a.moveIn.total)} by then to take the home. If it is not paid by then, the offer lapses and the home goes back on the market; nothing is charged.`}
          />
        )}
        {a.status === 'lapsed' && (
          <Alert
            className="ra-card__offer"
            type="info"
            showIcon
            title="This offer lapsed"
            description="It was not paid by its deadline, so the home went back on the market. You may apply again while it is available."
          />
        )}

        {a.reviewNote && (
          <p className="ra-card__note">
            <strong>Note:</strong> {a.reviewNote}
          </p>
        )}

        <div className="ra-guarantor">
          <StatusTag color={guarantor.color}>{guarantor.label}</StatusTag>
          <span className="rn-muted">
            {a.guarantorName}
            {a.guarantorRespondedAt ? `, ${formatDateTime(a.guarantorRespondedAt)}` : ''}
          </span>
          {canResendGuarantor(a) && (
            <Button
              size="small"
              icon={<MailOutlined aria-hidden="true" />}
              loading={resend.isPending}
              onClick={sendAgain}
            >
              Resend guarantor email
            </Button>
          )}
        </div>

        <Facts className="ra-facts" aria-label="Your details">
          <dt>Name</dt>
          <dd>
            {a.firstName} {a.lastName}
          </dd>
          <dt>Email</dt>
          <dd>{a.email}</dd>
          <dt>Phone</dt>
          <dd>{a.phone}</dd>
          <dt>Monthly income</dt>
          <dd>{formatNaira(a.monthlyIncome)}</dd>
          <dt>Occupation</dt>
          <dd>{a.occupation}</dd>
          <dt>Payment status</dt>
          <dd>{a.depositPaid ? 'Paid' : 'Payment Pending'}</dd>
        </Facts>

        <div className="ra-card__actions">
          <LinkButton to={`/property/${a.propertyId}`}>View Property</LinkButton>
          {canPay(a) && (
            <LinkButton
              type="primary"
              to={`/payment/${a.propertyId}?application=${a.id}`}
              icon={<CreditCardOutlined />}
            >
              Pay now
            </LinkButton>
          )}
        </div>
      </div>
    </article>
  );
}
