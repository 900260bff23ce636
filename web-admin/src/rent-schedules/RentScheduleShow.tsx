import { formatDateTime, formatDay, formatNaira, RENT_STATE_LABELS } from '@rentnaija/shared';
import { FunctionField, Labeled, Show, SimpleShowLayout } from 'react-admin';
import { Link } from 'react-router-dom';
import { StateField } from '../common/fields';
import { RENT_STATE_COLORS, type RentMonthRecord } from './constants';

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

/** One month of rent (read-only): its tenancy, amount, state, charges, payment and release. */
const RentScheduleShow = () => (
  <Show title="Month of rent">
    <SimpleShowLayout>
      <FunctionField
        label="Tenancy"
        render={(r: RentMonthRecord) => (
          <Link to={`/tenancies/${r.tenancyId}/show`}>{r.title ?? r.tenancyId}</Link>
        )}
      />
      <FunctionField label="Tenant" render={(r: RentMonthRecord) => r.tenantName ?? '—'} />
      <FunctionField label="Landlord" render={(r: RentMonthRecord) => r.landlordName ?? '—'} />
      <FunctionField
        label="Due"
        render={(r: RentMonthRecord) => `${formatDay(r.dueDate)} (month ${r.month})`}
      />
      <FunctionField label="Amount" render={(r: RentMonthRecord) => formatNaira(r.amount)} />
      <Labeled label="State">
        <StateField source="state" colors={RENT_STATE_COLORS} labels={RENT_STATE_LABELS} />
      </Labeled>
      <FunctionField
        label="Paid"
        render={(r: RentMonthRecord) => `${when(r.paidAt)}${r.paidLate ? ' (late)' : ''}`}
      />
      <FunctionField
        label="Payment"
        render={(r: RentMonthRecord) =>
          r.paymentId ? <Link to={`/payments/${r.paymentId}/show`}>Open the payment</Link> : '—'
        }
      />
      <FunctionField
        label="Released to the landlord"
        render={(r: RentMonthRecord) => when(r.releasedAt)}
      />
      <FunctionField
        label="Automatic charges"
        render={(r: RentMonthRecord) =>
          `${r.autoAttempts}${r.nextChargeOn ? `, next on ${formatDay(r.nextChargeOn)}` : ''}`
        }
      />
      <FunctionField label="Last failure" render={(r: RentMonthRecord) => r.lastFailure ?? '—'} />
      <FunctionField
        label="Waived"
        render={(r: RentMonthRecord) =>
          r.waivedAt ? `${when(r.waivedAt)}${r.waiveReason ? `: ${r.waiveReason}` : ''}` : '—'
        }
      />
    </SimpleShowLayout>
  </Show>
);

export default RentScheduleShow;
