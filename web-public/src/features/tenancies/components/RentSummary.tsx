import { Link } from 'react-router-dom';
import { formatDay, formatNaira, type TenancyDto } from '@rentnaija/shared';
import { useMyTenancies } from '../queries';
import { useRentSchedule } from '../rent-queries';
import { RentStateTag } from './RentTab';
import '../tenancies.css';

/** Tenancies whose rent and caution deposit are still with RentNaija. */
const LIVE = ['awaiting_move_in', 'active', 'disputed'];

function TenancyRentLine({ tenancy }: { tenancy: TenancyDto }) {
  const schedule = useRentSchedule(tenancy.id);
  const next = schedule.data?.monthly ? schedule.data.next : null;
  const deposit = tenancy.moveIn.items.find((i) => i.key === 'securityDeposit')?.amount ?? 0;
  return (
    <li className="rt-summary__row">
      <Link to={`/tenancies/${tenancy.id}?tab=rent`} className="rt-summary__title">
        {tenancy.property.title}
      </Link>
      <dl className="rt-summary__facts">
        <div>
          <dt>Next rent due</dt>
          <dd>
            {next ? (
              <>
                {formatNaira(next.amount)} · {formatDay(next.dueDate)}{' '}
                <RentStateTag state={next.state} />
              </>
            ) : schedule.data && !schedule.data.monthly ? (
              'Paid in advance'
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>Caution deposit held</dt>
          <dd>{formatNaira(deposit)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The tenant's dashboard panel: the next rent due and the deposit held, per live tenancy. */
export function RentSummary() {
  const mine = useMyTenancies();
  const live = (mine.data?.data ?? []).filter((t) => LIVE.includes(t.state));
  if (live.length === 0) return null;
  return (
    <section className="rn-card rt-summary" aria-labelledby="rt-summary-title">
      <h2 id="rt-summary-title" className="rt-section-title">
        Your rent
      </h2>
      <ul className="rt-summary__list">
        {live.map((t) => (
          <TenancyRentLine key={t.id} tenancy={t} />
        ))}
      </ul>
    </section>
  );
}
