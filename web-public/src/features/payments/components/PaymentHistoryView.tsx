import { useState, type ReactNode } from 'react';
import { Button, Card, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CreditCardOutlined, DownloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import {
  formatDate,
  formatNaira,
  formatTime,
  PAYMENT_PERIODS,
  PAYMENT_STATUS_FILTERS,
  paymentMethodLabel,
  type PaymentDto,
  type PaymentListResponse,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { ConsoleNotice } from '../../../components/ConsoleNotice';
import { Facts } from '../../../components/Facts';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { useMediaQuery } from '../../properties';
import {
  canRequestRefund,
  filtersFrom,
  filtersToParams,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  paymentTypeLabel,
  REFUND_STATUS_LABELS,
} from '../lib/filters';
import { downloadReceipt } from '../lib/receipt';
import { type PaymentFilters, type PaymentScope, usePaymentList } from '../queries';
import { RefundModal } from './RefundModal';
import '../payments.css';
import { StatusTag } from '../../../components/StatusTag';

/**
 * /payments: summary cards, status and date filters (kept in the URL,
 * counted by the server in WAT), and the payments as a table (cards on phones) with the real
 * PDF receipt and, for tenants, a refund request. Landlords see the payments for their listings.
 */
export function PaymentHistoryView() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { scope, query } = usePaymentList(filters);
  const setFilter = (change: Partial<PaymentFilters>) =>
    setParams(filtersToParams({ ...filters, ...change }), { replace: true });

  if (!scope) {
    return (
      <div className="rpay-page">
        <ConsoleNotice
          icon={<CreditCardOutlined />}
          title="Payments are in the console"
          text="Staff see every payment, flagged ones first, in the admin console."
          consolePath="#/payments"
        />
      </div>
    );
  }

  const data = query.data as PaymentListResponse | undefined;
  const filtered = filters.status !== 'all' || filters.period !== 'all';
  let body: ReactNode;
  if (query.isPending) {
    body = <Card loading aria-busy="true" aria-label="Loading payments" />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title="Failed to load payments"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (data!.data.length === 0) {
    body = (
      <EmptyState
        icon={<CreditCardOutlined />}
        title="No Payment History"
        text={
          filtered
            ? 'No payments match these filters.'
            : scope === 'landlord'
              ? 'Payments tenants make for your listings show here.'
              : 'When you pay for a home, the payment and its receipt show here.'
        }
        link={
          !filtered && scope === 'tenant'
            ? { to: '/properties', label: 'Browse Properties' }
            : undefined
        }
      />
    );
  } else {
    body = <PaymentRows payments={data!.data} scope={scope} />;
  }

  const summary = data?.summary;
  return (
    <div className="rpay-page">
      <header className="rpay-head">
        <h1 className="rpay-head__title">Payment History</h1>
        <p className="rn-muted rpay-head__lead">
          {scope === 'landlord'
            ? 'Payments tenants made for your listings, with their receipts.'
            : 'Your payments on RentNaija, with their receipts.'}
        </p>
      </header>

      <section className="rpay-summary" aria-label="Summary">
        <Summary label="Total Payments" value={summary?.totalPayments} />
        <Summary label="Completed" value={summary?.completed} />
        <Summary label="Pending" value={summary?.pending} />
        <Summary
          label="Total Amount"
          value={summary ? formatNaira(summary.totalAmount) : undefined}
        />
      </section>

      <div className="rpay-filters">
        <label className="rpay-filter">
          <span className="rn-muted">Status</span>
          <Select
            aria-label="Status"
            value={filters.status}
            onChange={(status) => setFilter({ status })}
            options={PAYMENT_STATUS_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
            popupMatchSelectWidth={false}
          />
        </label>
        <label className="rpay-filter">
          <span className="rn-muted">Date</span>
          <Select
            aria-label="Date"
            value={filters.period}
            onChange={(period) => setFilter({ period })}
            options={PAYMENT_PERIODS.map((p) => ({ value: p.value, label: p.label }))}
            popupMatchSelectWidth={false}
          />
        </label>
      </div>

      {body}
    </div>
  );
}

function Summary({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rn-card rpay-summary__card">
      <span className="rpay-summary__label">{label}</span>
      <strong className="rpay-summary__value">{value ?? '—'}</strong>
    </div>
  );
}

const PHONE = '(max-width: 767px)';

/** The payments as a table, or as cards on phones. */
function PaymentRows({ payments, scope }: { payments: PaymentDto[]; scope: PaymentScope }) {
  const phone = useMediaQuery(PHONE);
  const [refunding, setRefunding] = useState<PaymentDto | null>(null);
  const actions = (p: PaymentDto) => (
    <Actions payment={p} scope={scope} onRefund={() => setRefunding(p)} />
  );

  return (
    <>
      {phone ? (
        <ul className="rpay-cards">
          {payments.map((p) => (
            <li key={p.id} className="rn-card rpay-card">
              <div className="rpay-card__top">
                <PropertyCell payment={p} scope={scope} />
                <strong className="rpay-amount">{formatNaira(p.amount)}</strong>
              </div>
              <StatusCell payment={p} />
              <Facts>
                <dt>Date</dt>
                <dd>
                  <DateCell payment={p} />
                </dd>
                <dt>Paystack reference</dt>
                <dd className="rpay-mono">{p.reference}</dd>
                {p.paymentMethod && (
                  <>
                    <dt>Method</dt>
                    <dd>{paymentMethodLabel(p.paymentMethod)}</dd>
                  </>
                )}
              </Facts>
              {actions(p)}
            </li>
          ))}
        </ul>
      ) : (
        <Table<PaymentDto>
          className="rpay-table"
          rowKey="id"
          dataSource={payments}
          pagination={payments.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          columns={columns(scope, actions)}
        />
      )}
      {refunding && <RefundModal payment={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}

function columns(
  scope: PaymentScope,
  actions: (p: PaymentDto) => ReactNode,
): ColumnsType<PaymentDto> {
  return [
    {
      title: 'Property & Type',
      key: 'property',
      render: (_, p) => <PropertyCell payment={p} scope={scope} />,
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, p) => <strong className="rpay-amount">{formatNaira(p.amount)}</strong>,
    },
    { title: 'Status', key: 'status', render: (_, p) => <StatusCell payment={p} /> },
    { title: 'Date', key: 'date', render: (_, p) => <DateCell payment={p} /> },
    {
      title: 'Paystack reference',
      key: 'reference',
      render: (_, p) => (
        <div className="rpay-reference">
          <span className="rpay-mono">{p.reference}</span>
          {p.paymentMethod && (
            <span className="rn-muted">{paymentMethodLabel(p.paymentMethod)}</span>
          )}
        </div>
      ),
    },
    { title: 'Actions', key: 'actions', render: (_, p) => actions(p) },
  ];
}

function PropertyCell({ payment: p, scope }: { payment: PaymentDto; scope: PaymentScope }) {
  return (
    <div className="rpay-property">
      {p.property ? (
        <Link to={`/property/${p.property.id}`} className="rpay-property__title">
          {p.property.title}
        </Link>
      ) : (
        <span className="rpay-property__title">Property Details Not Available</span>
      )}
      <span className="rn-muted">
        {paymentTypeLabel(p.paymentType)}
        {scope === 'landlord' && p.tenant ? ` · from ${p.tenant.name}` : ''}
      </span>
    </div>
  );
}

function StatusCell({ payment: p }: { payment: PaymentDto }) {
  return (
    <div className="rpay-status">
      <StatusTag color={PAYMENT_STATUS_COLORS[p.status]}>
        {PAYMENT_STATUS_LABELS[p.status]}
      </StatusTag>
      {p.refund && p.status !== 'refunded' && (
        <StatusTag
          color={
            p.refund.status === 'denied' || p.refund.status === 'failed' ? 'default' : 'purple'
          }
        >
          {REFUND_STATUS_LABELS[p.refund.status]}
        </StatusTag>
      )}
      {p.refund?.status === 'denied' && p.refund.decisionReason && (
        <span className="rn-muted rpay-status__why">{p.refund.decisionReason}</span>
      )}
    </div>
  );
}

function DateCell({ payment: p }: { payment: PaymentDto }) {
  const when = p.paymentDate ?? p.createdAt;
  return (
    <time dateTime={when}>
      {formatDate(when)}, {formatTime(when)} WAT
    </time>
  );
}

function Actions({
  payment: p,
  scope,
  onRefund,
}: {
  payment: PaymentDto;
  scope: PaymentScope;
  onRefund: () => void;
}) {
  const [downloading, setDownloading] = useState<'payment' | 'refund' | null>(null);
  const receipt = async (which: 'payment' | 'refund') => {
    setDownloading(which);
    try {
      await downloadReceipt(p, which);
    } catch (err) {
      toast.error(
        errorMessage(
          err,
          which === 'payment'
            ? 'Failed to download the receipt'
            : 'Failed to download the refund receipt',
        ),
      );
    } finally {
      setDownloading(null);
    }
  };
  return (
    <div className="rpay-actions">
      {/* A refunded payment keeps its receipt, beside the refund receipt. */}
      {(p.status === 'completed' || p.status === 'refunded') && (
        <Button
          size="small"
          icon={<DownloadOutlined aria-hidden="true" />}
          loading={downloading === 'payment'}
          onClick={() => void receipt('payment')}
          aria-label={`Receipt for ${p.reference}`}
        >
          Receipt
        </Button>
      )}
      {p.refundReceiptAvailable && (
        <Button
          size="small"
          icon={<DownloadOutlined aria-hidden="true" />}
          loading={downloading === 'refund'}
          onClick={() => void receipt('refund')}
          aria-label={`Refund receipt for ${p.reference}`}
        >
          Refund receipt
        </Button>
      )}
      {scope === 'tenant' && canRequestRefund(p) && (
        <Button size="small" icon={<RollbackOutlined aria-hidden="true" />} onClick={onRefund}>
          Request refund
        </Button>
      )}
      {scope === 'tenant' && p.status === 'pending' && (
        <LinkButton to={`/payment/${p.propertyId}?application=${p.applicationId}`} type="primary">
          Continue payment
        </LinkButton>
      )}
    </div>
  );
}
