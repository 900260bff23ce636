import { type ReactNode, useState } from 'react';
import { Alert, Button, Input, Skeleton, Steps, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import {
  formatNaira,
  plural,
  TENANCY_STATE_LABELS,
  type TenancyDto,
  type TenancyState,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { QueryView } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { useAuth } from '../../auth';
import {
  moveInChoice,
  moveInDateOpen,
  readableDate,
  type StepStatus,
  tenancyTimeline,
} from '../lib';
import { useSetMoveInDate, useTenancy } from '../queries';
import { AgreementPanel } from './AgreementPanel';
import { HandoverCard, ProblemForm } from './Custody';
import { EndOfTenancy } from './EndOfTenancy';
import { DisputePanel } from './Dispute';
import { TenancyDeposit } from './DepositTab';
import { TenancyReports } from './DepositReports';
import { RentTab } from './RentTab';
import { type PaymentReceiptDownload, TenancyDocuments, TenancyMoney } from './TenancyMoney';
import '../tenancies.css';
import { StatusTag } from '../../../components/StatusTag';

export const TENANCY_STATE_COLORS: Record<TenancyState, string> = {
  awaiting_signatures: 'gold',
  awaiting_move_in: 'blue',
  active: 'green',
  ended: 'default',
  cancelled: 'red',
  disputed: 'volcano',
};

export const TenancyStateTag = ({ state }: { state: TenancyState }) => (
  <StatusTag color={TENANCY_STATE_COLORS[state]}>{TENANCY_STATE_LABELS[state]}</StatusTag>
);

/** How a step's state reads to a screen reader (the icons say it to the eye). */
const STEP_STATUS_WORDS: Record<StepStatus, string> = {
  finish: 'done',
  process: 'now',
  wait: 'to come',
  error: 'stopped',
};

/** The tenant's choice of move-in date, within the window the server allows. */
function MoveInDateForm({ tenancy }: { tenancy: TenancyDto }) {
  const [date, setDate] = useState(tenancy.moveInDate ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetMoveInDate(tenancy.id);
  const { min, max } = moveInChoice(tenancy);
  const submit = () => {
    if (!date) return setProblem('Choose a move-in date');
    save.mutate(date, {
      onSuccess: () => toast.success(`Move-in date set: ${readableDate(date)}`),
      onError: (err) => setProblem(errorMessage(err, 'Failed to set the move-in date')),
    });
  };
  return (
    <section className="rn-card rt-movein" aria-labelledby="rt-movein-title">
      <h2 id="rt-movein-title" className="rt-section-title">
        <CalendarOutlined aria-hidden="true" />{' '}
        {tenancy.moveInDate ? 'Change your move-in date' : 'Choose your move-in date'}
      </h2>
      <p className="rn-muted">
        Any day from {readableDate(min)} to {readableDate(max)} (West Africa Time). The landlord is
        told.
      </p>
      <div className="rt-movein__row">
        <Input
          type="date"
          aria-label="Move-in date"
          min={min}
          max={max}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setProblem(null);
          }}
        />
        <Button type="primary" loading={save.isPending} onClick={submit}>
          Save date
        </Button>
      </div>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </section>
  );
}

/** The overview: where the tenancy stands, the agreement, the tenant's next steps, the terms. */
function TenancyOverview({
  tenancy: t,
  reviews,
}: {
  tenancy: TenancyDto;
  reviews?: (tenancy: TenancyDto) => ReactNode;
}) {
  const { user } = useAuth();
  const isTenant = user?.id === t.tenant.id;
  const steps = tenancyTimeline(t);
  return (
    <div className="rt-tenancy">
      {t.state === 'cancelled' && (
        <Alert
          type="error"
          showIcon
          title="This tenancy is cancelled"
          description={t.cancellationReason ?? undefined}
        />
      )}
      {t.state === 'disputed' && (
        <Alert
          type="warning"
          showIcon
          title="This tenancy is disputed"
          description="The money stays held while our team looks into it."
        />
      )}

      {user && <DisputePanel tenancy={t} viewer={user.id} />}

      <section className="rn-card" aria-label="Progress">
        <Steps
          direction="vertical"
          size="small"
          items={steps.map((s) => ({
            title: (
              <>
                {s.title}
                <span className="rn-visually-hidden"> ({STEP_STATUS_WORDS[s.status]})</span>
              </>
            ),
            description: s.description,
            status: s.status,
          }))}
        />
      </section>

      {user && t.state !== 'cancelled' && <AgreementPanel tenancy={t} viewer={user.id} />}

      {isTenant && moveInDateOpen(t) && <MoveInDateForm tenancy={t} />}
      {isTenant && <HandoverCard tenancy={t} />}
      {isTenant && <ProblemForm tenancy={t} />}
      <EndOfTenancy tenancy={t} />
      {reviews?.(t)}

      <section className="rn-card" aria-labelledby="rt-details-title">
        <h2 id="rt-details-title" className="rt-section-title">
          The agreement
        </h2>
        <dl className="rt-facts">
          <dt>Tenant</dt>
          <dd>{t.tenant.name}</dd>
          <dt>Landlord</dt>
          <dd>{t.landlord.name}</dd>
          <dt>Rent</dt>
          <dd>{formatNaira(t.fees.price)} per month</dd>
          <dt>Term</dt>
          <dd>{plural(t.termMonths, 'month')} paid in advance</dd>
          <dt>Move-in date</dt>
          <dd>{t.moveInDate ? readableDate(t.moveInDate) : 'Not chosen yet'}</dd>
          <dt>First term ends</dt>
          <dd>{t.endDate ? readableDate(t.endDate) : '—'}</dd>
        </dl>
        <h3 className="rt-subtitle">Paid to move in</h3>
        <ul className="rt-money">
          {t.moveIn.items.map((item) => (
            <li key={item.key}>
              <span>{item.label}</span>
              <span>{formatNaira(item.amount)}</span>
            </li>
          ))}
          <li className="rt-money__total">
            <span>Total</span>
            <span>{formatNaira(t.moveIn.total)}</span>
          </li>
        </ul>
      </section>
    </div>
  );
}

const TABS = ['overview', 'money', 'rent', 'documents', 'deposit', 'reports'] as const;
type TenancyTab = (typeof TABS)[number];
/** Tenancies the tenant lives in or lived in: their deposit and reports have tabs. */
const DEPOSIT_TAB_STATES: TenancyState[] = ['active', 'disputed', 'ended'];
const isTab = (value: string | null): value is TenancyTab =>
  (TABS as readonly string[]).includes(value ?? '');

function TenancyBody({
  tenancy: t,
  reviews,
  downloadPaymentReceipt,
}: {
  tenancy: TenancyDto;
  reviews?: (tenancy: TenancyDto) => ReactNode;
  downloadPaymentReceipt?: PaymentReceiptDownload;
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TenancyTab = isTab(requested) ? requested : 'overview';
  const choose = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'overview') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="rt-tenancy">
      <header className="rt-tenancy__head">
        <div>
          <p className="rn-muted rt-tenancy__ref">Tenancy {t.reference}</p>
          <h1 className="rn-section__title">{t.property.title}</h1>
          <p className="rn-muted">
            <EnvironmentOutlined aria-hidden="true" /> {t.property.location}
          </p>
        </div>
        <TenancyStateTag state={t.state} />
      </header>
      <Tabs
        className="rt-tabs"
        activeKey={tab}
        onChange={choose}
        items={[
          {
            key: 'overview',
            label: 'Overview',
            children: <TenancyOverview tenancy={t} reviews={reviews} />,
          },
          {
            key: 'money',
            label: 'Money',
            children: <TenancyMoney tenancy={t} downloadPaymentReceipt={downloadPaymentReceipt} />,
          },
          { key: 'rent', label: 'Rent', children: <RentTab tenancy={t} /> },
          {
            key: 'documents',
            label: 'Documents',
            children: (
              <TenancyDocuments tenancy={t} downloadPaymentReceipt={downloadPaymentReceipt} />
            ),
          },
          ...(DEPOSIT_TAB_STATES.includes(t.state)
            ? [
                { key: 'deposit', label: 'Deposit', children: <TenancyDeposit tenancy={t} /> },
                { key: 'reports', label: 'Reports', children: <TenancyReports tenancy={t} /> },
              ]
            : []),
        ]}
      />
      <LinkButton to="/tenancies">All tenancies</LinkButton>
    </div>
  );
}

/**
 * /tenancies/:id — one tenancy, for its tenant and its landlord, in tabs kept in the address
 * (`?tab=money`): the overview, its money and its documents. `reviews` is the page's reviews part
 * (from the reviews feature), shown after the tenant's actions.
 */
export function TenancyView({
  id,
  reviews,
  downloadPaymentReceipt,
}: {
  id: string;
  reviews?: (tenancy: TenancyDto) => ReactNode;
  /** Downloads the move-in payment's receipt (from the payments feature). */
  downloadPaymentReceipt?: PaymentReceiptDownload;
}) {
  const tenancy = useTenancy(id);
  return (
    <QueryView
      query={tenancy}
      loading={<Skeleton active paragraph={{ rows: 10 }} />}
      errorTitle="Could not load this tenancy"
    >
      {(t) => (
        <TenancyBody
          tenancy={t}
          reviews={reviews}
          downloadPaymentReceipt={downloadPaymentReceipt}
        />
      )}
    </QueryView>
  );
}
