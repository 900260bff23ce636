import { EnvironmentOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { formatNaira, type MoveInCost, moveInCost, type PropertyDto } from '@rentnaija/shared';
import { PropertyImage } from '../../properties';

/**
 * The booking page's side panel: the listing (title, location) and what moving in costs,
 * itemised by the same function the server charges with; what is paid now and what monthly.
 */
export function MoveInSummary({
  property,
  cost = moveInCost(property),
}: {
  property: PropertyDto;
  /** The application's own figures once it is saved (the amount a payment charges). */
  cost?: MoveInCost;
}) {
  const advance = Math.max(1, property.rentAdvanceMonths || 1);
  return (
    <section className="rn-card rb-summary" aria-labelledby="rb-summary-title">
      <div className="rb-summary__photo">
        <PropertyImage image={property.images[0]} fallbackAlt={property.title} />
      </div>
      <h2 id="rb-summary-title" className="rb-summary__title">
        {property.title}
      </h2>
      <p className="rn-muted rb-summary__place">
        <EnvironmentOutlined aria-hidden="true" /> {property.location}
      </p>
      <MoveInLines cost={cost} label="What you pay to move in" totalLabel="Total to pay now" />
      <p className="rb-summary__monthly">
        Then <strong>{formatNaira(cost.monthly)}</strong> per month
        {property.serviceCharge > 0 ? ' (rent and service charge)' : ' rent'}
        {advance > 1 ? `, from month ${advance + 1}` : ', from the second month'}.
      </p>
      {property.securityDeposit > 0 && (
        <p className="rn-muted rb-summary__note">
          The caution deposit comes back at the end of the tenancy, less any agreed deductions.
        </p>
      )}
      <p className="rn-muted rb-summary__note">
        <SafetyCertificateOutlined aria-hidden="true" /> If your application is not successful, the
        whole payment is refunded automatically.
      </p>
    </section>
  );
}

/** The itemised move-in cost and its total, as a definition list. */
export function MoveInLines({
  cost,
  label,
  totalLabel,
  className = 'rb-lines',
}: {
  cost: MoveInCost;
  label: string;
  totalLabel: string;
  className?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {cost.items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{formatNaira(item.amount)}</dd>
        </div>
      ))}
      <div className="rb-lines__total">
        <dt>{totalLabel}</dt>
        <dd>{formatNaira(cost.total)}</dd>
      </div>
    </dl>
  );
}
