import { useState } from 'react';
import { Alert, Button, Input, Modal, Skeleton, Switch } from 'antd';
import { CreditCardOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  formatDay,
  formatNaira,
  RENT_STATE_LABELS,
  RENT_WAIVE_REASON_MAX_LENGTH,
  type RentCardDto,
  type RentInstalmentDto,
  type RentScheduleDto,
  type RentState,
  type TenancyDto,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { QueryView } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { useAuth } from '../../auth';
import {
  downloadRentReceipt,
  usePayRentMonth,
  useRentSchedule,
  useSetAutopay,
  useWaiveRentMonth,
} from '../rent-queries';
import { StatusTag } from '../../../components/StatusTag';

const STATE_COLORS: Record<RentState, string> = {
  upcoming: 'default',
  due: 'gold',
  paid: 'green',
  late: 'red',
  waived: 'blue',
};

export function RentStateTag({ state }: { state: RentState }) {
  return <StatusTag color={STATE_COLORS[state]}>{RENT_STATE_LABELS[state]}</StatusTag>;
}

const cardName = (card: RentCardDto) =>
  `${card.brand ? card.brand.toUpperCase() : 'Card'} •••• ${card.last4 ?? '????'}`;
const cardExpiry = (card: RentCardDto) =>
  card.expMonth && card.expYear
    ? `${card.expMonth.padStart(2, '0')}/${card.expYear.slice(-2)}`
    : '';

/** The tenant's switch of automatic payment, with the card it charges. */
function Autopay({ tenancy, schedule }: { tenancy: TenancyDto; schedule: RentScheduleDto }) {
  const setAutopay = useSetAutopay(tenancy.id);
  const card = schedule.card;
  if (!card) {
    return (
      <p className="rn-muted">
        The card of your move-in payment cannot be charged again: pay each month from this page.
      </p>
    );
  }
  return (
    <div className="rt-rent__autopay">
      <Switch
        id="rt-autopay"
        checked={schedule.autopay}
        loading={setAutopay.isPending}
        disabled={card.expired && !schedule.autopay}
        onChange={(on) =>
          setAutopay.mutate(on, {
            onSuccess: () =>
              toast.success(on ? 'Automatic payment is on.' : 'Automatic payment is off.'),
            onError: (err) => toast.error(errorMessage(err, 'Could not change automatic payment')),
          })
        }
      />
      <label htmlFor="rt-autopay">
        <strong>Pay automatically on each due date</strong>
        <span className="rt-rent__card">
          <CreditCardOutlined aria-hidden="true" /> {cardName(card)}
          {cardExpiry(card) && <span className="rn-muted"> · expires {cardExpiry(card)}</span>}
          {card.expired && <StatusTag color="red">Expired</StatusTag>}
        </span>
      </label>
    </div>
  );
}

/** What a month says beyond its state: paid when, released, the next charge, a failure. */
function MonthNote({ month }: { month: RentInstalmentDto }) {
  const notes: string[] = [];
  if (month.paidAt) {
    notes.push(`Paid ${formatDateTime(month.paidAt)}${month.paidLate ? ' (late)' : ''}`);
  }
  if (month.releasedAt) notes.push('Released to the landlord');
  else if (month.paidAt) notes.push('Held by RentNaija for 24 hours');
  if (month.nextChargeOn) notes.push(`Card charged on ${formatDay(month.nextChargeOn)}`);
  if (month.lastFailure && !month.paidAt) notes.push(`Last charge failed: ${month.lastFailure}`);
  if (month.waivedAt) {
    notes.push(`Waived by the landlord${month.waiveReason ? `: ${month.waiveReason}` : ''}`);
  }
  return notes.length ? <span className="rt-rent__note rn-muted">{notes.join(' · ')}</span> : null;
}

const open = (m: RentInstalmentDto) => m.state !== 'paid' && m.state !== 'waived';

/** One month of the schedule: due date, amount, state, and what its viewer may do with it. */
function MonthRow({
  tenancy,
  month,
  role,
  onWaive,
}: {
  tenancy: TenancyDto;
  month: RentInstalmentDto;
  role: 'tenant' | 'landlord' | 'staff';
  onWaive: (month: RentInstalmentDto) => void;
}) {
  const pay = usePayRentMonth(tenancy.id);
  return (
    <li className="rt-rent__month">
      <div className="rt-rent__when">
        <strong>{formatDay(month.dueDate)}</strong>
        <span className="rn-muted">Month {month.month}</span>
      </div>
      <span className="rt-rent__amount">{formatNaira(month.amount)}</span>
      <RentStateTag state={month.state} />
      <MonthNote month={month} />
      <div className="rt-rent__actions">
        {role === 'tenant' && open(month) && (
          <Button
            type={month.state === 'upcoming' ? 'default' : 'primary'}
            size="small"
            loading={pay.isPending}
            onClick={() =>
              pay.mutate(month.id, {
                onError: (err) => toast.error(errorMessage(err, 'Could not open the payment')),
              })
            }
          >
            Pay {formatNaira(month.amount)}
          </Button>
        )}
        {role === 'landlord' && open(month) && (
          <Button size="small" onClick={() => onWaive(month)}>
            Waive
          </Button>
        )}
        {month.receiptUrl && (
          <Button
            size="small"
            icon={<FilePdfOutlined aria-hidden="true" />}
            onClick={() =>
              downloadRentReceipt(tenancy, month.id, `rent-receipt-month-${month.month}`).catch(
                (err: unknown) =>
                  toast.error(errorMessage(err, 'Failed to download the rent receipt')),
              )
            }
          >
            Receipt
          </Button>
        )}
      </div>
    </li>
  );
}

/** The landlord's waiver of one month, with a reason the tenant reads. */
function WaiveDialog({
  tenancy,
  month,
  onClose,
}: {
  tenancy: TenancyDto;
  month: RentInstalmentDto | null;
  onClose: () => void;
}) {
  const waive = useWaiveRentMonth(tenancy.id);
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={month !== null}
      title={month ? `Waive the rent due ${formatDay(month.dueDate)}?` : ''}
      okText="Waive this month"
      confirmLoading={waive.isPending}
      onCancel={onClose}
      destroyOnHidden
      onOk={() =>
        month &&
        waive.mutate(
          { instalmentId: month.id, reason },
          {
            onSuccess: () => {
              toast.success('The month is waived: the tenant is told.');
              setReason('');
              onClose();
            },
            onError: (err) => toast.error(errorMessage(err, 'Could not waive the month')),
          },
        )
      }
    >
      <p>
        The tenant will not pay {month ? formatNaira(month.amount) : ''} for this month, and no card
        is charged for it.
      </p>
      <label htmlFor="rt-waive-reason">Reason (the tenant reads it)</label>
      <Input.TextArea
        id="rt-waive-reason"
        value={reason}
        maxLength={RENT_WAIVE_REASON_MAX_LENGTH}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}

/**
 * The Rent tab: a monthly tenancy's schedule, each month with its state; the tenant pays a month
 * or turns automatic payment on with the card of the move-in payment; the landlord sees every
 * month and may waive one.
 */
export function RentTab({ tenancy }: { tenancy: TenancyDto }) {
  const schedule = useRentSchedule(tenancy.id);
  const { user } = useAuth();
  const role =
    user?.id === tenancy.tenant.id
      ? 'tenant'
      : user?.id === tenancy.landlord.id
        ? 'landlord'
        : 'staff';
  const [waiving, setWaiving] = useState<RentInstalmentDto | null>(null);
  return (
    <QueryView
      query={schedule}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
      errorTitle="Could not load the rent schedule"
    >
      {(s) =>
        !s.monthly ? (
          <section className="rn-card">
            <h2 className="rt-section-title">Rent</h2>
            <p className="rn-muted">
              The rent of this tenancy was paid in advance with the move-in payment.
            </p>
          </section>
        ) : (
          <div className="rt-tenancy">
            <section className="rn-card" aria-labelledby="rt-rent-title">
              <h2 id="rt-rent-title" className="rt-section-title">
                Monthly rent
              </h2>
              <dl className="rt-totals">
                <div className="rt-totals__main">
                  <dt>Next rent due</dt>
                  <dd>
                    {s.next ? `${formatNaira(s.next.amount)} · ${formatDay(s.next.dueDate)}` : '—'}
                  </dd>
                </div>
                <div>
                  <dt>Monthly rent</dt>
                  <dd>{formatNaira(s.rent)}</dd>
                </div>
                <div>
                  <dt>Automatic payment</dt>
                  <dd>{s.autopay ? 'On' : 'Off'}</dd>
                </div>
              </dl>
              {s.next?.state === 'late' && role === 'tenant' && (
                <Alert
                  className="rt-rent__alert"
                  type="warning"
                  showIcon
                  title={`The rent due ${formatDay(s.next.dueDate)} is late: pay it below.`}
                />
              )}
              {role === 'tenant' && <Autopay tenancy={tenancy} schedule={s} />}
            </section>
            <section className="rn-card" aria-labelledby="rt-schedule-title">
              <h2 id="rt-schedule-title" className="rt-section-title">
                Schedule
              </h2>
              {s.instalments.length === 0 ? (
                <p className="rn-muted">The schedule starts once the move-in date is set.</p>
              ) : (
                <ul className="rt-rent__months" aria-labelledby="rt-schedule-title">
                  {s.instalments.map((month) => (
                    <MonthRow
                      key={month.id}
                      tenancy={tenancy}
                      month={month}
                      role={role}
                      onWaive={setWaiving}
                    />
                  ))}
                </ul>
              )}
            </section>
            {role === 'landlord' && (
              <WaiveDialog tenancy={tenancy} month={waiving} onClose={() => setWaiving(null)} />
            )}
          </div>
        )
      }
    </QueryView>
  );
}
