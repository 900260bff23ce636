import { Card } from 'antd';
import {
  BankOutlined,
  ClockCircleOutlined,
  SafetyCertificateOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  formatDateTime,
  formatNaira,
  PAYOUT_STATE_LABELS,
  type HeldMoneyDto,
  type LandlordPayoutsResponse,
  type PayoutDto,
  type PayoutState,
} from '@rentnaija/shared';
import { ConsoleNotice } from '../../../components/ConsoleNotice';
import { Facts } from '../../../components/Facts';
import { EmptyState, QueryView } from '../../../components/QueryStates';
import { StatGrid } from '../../../components/StatCard';
import { useAuth } from '../../auth';
import { usePayoutMoney } from '../queries';
import { PayoutAccountSection } from './PayoutAccountSection';
import '../payouts.css';
import { StatusTag } from '../../../components/StatusTag';

const STATE_COLORS: Record<PayoutState, string> = {
  pending: 'blue',
  processing: 'cyan',
  paid: 'green',
  failed: 'orange',
  reversed: 'orange',
};

/**
 * /payouts, for landlords: the bank account payouts go to, and their money as it moves from
 * held (by RentNaija, until the tenancy's rules release it) to scheduled to paid, with dates in
 * WAT. Staff find payouts in the console.
 */
export function PayoutsView() {
  const { user } = useAuth();
  if (user && user.role !== 'landlord') {
    return (
      <div className="rpo-page">
        {user.role === 'admin' || user.role === 'support' ? (
          <ConsoleNotice
            icon={<WalletOutlined />}
            title="Payouts are in the console"
            text="Staff see every payout to landlords, failed ones first, in the admin console."
            consolePath="#/payouts"
          />
        ) : (
          <EmptyState
            icon={<WalletOutlined />}
            title="Payouts are for landlords"
            text="Landlords receive the rent tenants pay here. Your own payments are in Payment History."
          />
        )}
      </div>
    );
  }
  return (
    <div className="rpo-page">
      <header className="rpo-head">
        <h1 className="rpo-head__title">Payouts</h1>
        <p className="rn-muted rpo-head__lead">
          RentNaija holds what tenants pay until the tenancy’s rules release it to you; each release
          is paid into your verified bank account.
        </p>
      </header>
      <PayoutAccountSection />
      <Money />
    </div>
  );
}

function Money() {
  const query = usePayoutMoney();
  return (
    <QueryView
      query={query}
      loading={<Card loading aria-busy="true" aria-label="Loading payouts" />}
      errorTitle="Failed to load your payouts"
    >
      {(data: LandlordPayoutsResponse) => (
        <>
          <StatGrid
            label="Summary"
            cards={[
              {
                label: 'Held by RentNaija',
                value: formatNaira(data.summary.held),
                icon: <SafetyCertificateOutlined />,
                definition:
                  'What tenants paid that RentNaija holds until the tenancy’s rules release it to you (less refunds).',
              },
              {
                label: 'Scheduled',
                value: formatNaira(data.summary.scheduled),
                icon: <ClockCircleOutlined />,
                tone: 'blue',
                definition:
                  'Released to you and on its way: waiting to be sent, being sent, or delayed.',
              },
              {
                label: 'Paid to you',
                value: formatNaira(data.summary.paid),
                icon: <BankOutlined />,
                tone: 'accent',
                definition: 'Paid into your bank account.',
              },
            ]}
          />
          {data.held.length > 0 && <Held held={data.held} />}
          <section className="rpo-section" aria-labelledby="payouts-title">
            <h2 id="payouts-title" className="rpo-section__title">
              Payouts
            </h2>
            {data.payouts.length === 0 ? (
              <EmptyState
                icon={<WalletOutlined />}
                title="No payouts yet"
                text="When money held for you is released, its payout shows here until it reaches your bank."
              />
            ) : (
              <ul className="rpo-payouts">
                {data.payouts.map((p) => (
                  <PayoutCard key={p.id} payout={p} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </QueryView>
  );
}

function Held({ held }: { held: HeldMoneyDto[] }) {
  return (
    <section className="rpo-section" aria-labelledby="held-title">
      <h2 id="held-title" className="rpo-section__title">
        Held for you
      </h2>
      <ul className="rpo-held">
        {held.map((h) => (
          <li key={h.paymentId} className="rn-card rpo-held__item">
            <span>
              <strong>{h.propertyTitle ?? 'A listing'}</strong>
              <span className="rn-muted">
                {' '}
                · payment <span className="rpo-mono">{h.paymentReference}</span> · held since{' '}
                {formatDateTime(h.heldSince)}
              </span>
            </span>
            <strong className="rpo-amount">{formatNaira(h.amount)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One payout: what it is for, its state and why, and its dates in WAT. */
function PayoutCard({ payout: p }: { payout: PayoutDto }) {
  const delayed = p.state === 'failed' || p.state === 'reversed';
  return (
    <li className="rn-card rpo-payout" aria-label={`Payout of ${formatNaira(p.amount)}`}>
      <div className="rpo-payout__top">
        <strong>{p.description}</strong>
        <strong className="rpo-amount">{formatNaira(p.amount)}</strong>
      </div>
      <div className="rpo-state">
        <StatusTag color={STATE_COLORS[p.state]}>{PAYOUT_STATE_LABELS[p.state]}</StatusTag>
        {p.waitingReason && <span className="rn-muted">{p.waitingReason}</span>}
        {delayed && <span className="rn-muted">Our team is sending it again.</span>}
      </div>
      <Facts>
        <dt>Scheduled</dt>
        <dd>{formatDateTime(p.createdAt)}</dd>
        <dt>Paid</dt>
        <dd>{p.paidAt ? formatDateTime(p.paidAt) : '—'}</dd>
        <dt>From</dt>
        <dd>
          {p.releases.map((r, i) => (
            <span key={r.paymentId ?? i} className="rpo-payout__release">
              payment <span className="rpo-mono">{r.paymentReference}</span>
              {p.releases.length > 1 ? ` (${formatNaira(r.amount)})` : ''}
            </span>
          ))}
        </dd>
      </Facts>
    </li>
  );
}
