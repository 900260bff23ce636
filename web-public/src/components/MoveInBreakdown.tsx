import { formatNaira, moveInCost } from '@rentnaija/shared';
import type { ListingFees } from '@rentnaija/shared';
import './movein.css';

/**
 * What a tenant pays to move in, itemised (moveInCost: the same sum the booking page charges),
 * 'No agency fee' when there is none, and what is paid every month after. The listing page and
 * the listing wizard's preview both draw it, so a landlord sees exactly what tenants will see.
 */
export function MoveInBreakdown({ fees }: { fees: ListingFees }) {
  const cost = moveInCost(fees);
  return (
    <div className="rn-movein">
      {fees.agencyFee === 0 && (
        <p className="rn-movein__no-fee">
          <span className="rn-movein__badge">No agency fee</span> You deal with the landlord
          directly.
        </p>
      )}
      <dl className="rn-movein__lines" aria-label="What you pay to move in">
        {cost.items.map((item) => (
          <div key={item.key}>
            <dt>{item.label}</dt>
            <dd>{formatNaira(item.amount)}</dd>
          </div>
        ))}
        <div className="rn-movein__total">
          <dt>Total to move in</dt>
          <dd>{formatNaira(cost.total)}</dd>
        </div>
      </dl>
      <p className="rn-movein__note">
        Paid once, before you move in. After that you pay {formatNaira(cost.monthly)} every month
        {fees.serviceCharge > 0 ? ' (rent and service charge)' : ''}. The caution deposit is
        returned at the end of the tenancy, less any agreed deductions.
      </p>
    </div>
  );
}
