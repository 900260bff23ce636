import type { HTMLAttributes } from 'react';
import { Button, Skeleton, Table } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  formatDay,
  formatNaira,
  LEDGER_KIND_LABELS,
  PAYOUT_STATE_LABELS,
  type TenancyDto,
  type TenancyLedgerDto,
  type TenancyLedgerLineDto,
  type TenancyReceiptLinkDto,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { QueryView } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { downloadTenancyLedgerCsv, downloadTenancyPdf, useTenancyLedger } from '../queries';
import { StatusTag } from '../../../components/StatusTag';
import { downloadRentReceipt } from '../rent-queries';

/** Downloads a payment's receipt (the payments feature's, handed in by the page). */
export type PaymentReceiptDownload = (payment: { id: string; reference: string }) => Promise<void>;

interface MoneyProps {
  tenancy: TenancyDto;
  downloadPaymentReceipt?: PaymentReceiptDownload;
}

/** Runs a download, telling the user when it fails. */
const download = (what: string, run: () => Promise<void>) => () =>
  run().catch((err: unknown) => toast.error(errorMessage(err, `Failed to download the ${what}`)));

/** The receipts the ledger says exist, as download buttons. */
function ReceiptButtons({
  tenancy,
  ledger,
  downloadPaymentReceipt,
}: MoneyProps & { ledger: TenancyLedgerDto }) {
  const paymentReference = ledger.lines.find((l) => l.kind === 'charge')?.reference;
  const get = (receipt: TenancyReceiptLinkDto) => {
    // A month of monthly rent has its own receipt (…/rent/<month>/receipt.pdf).
    const month = /\/rent\/([0-9a-f-]{36})\/receipt\.pdf$/.exec(receipt.url)?.[1];
    if (month) return () => downloadRentReceipt(tenancy, month, receipt.label);
    return receipt.kind === 'rent'
      ? () => downloadTenancyPdf(tenancy, 'rent-receipt')
      : downloadPaymentReceipt && paymentReference
        ? () => downloadPaymentReceipt({ id: tenancy.paymentId, reference: paymentReference })
        : null;
  };
  const shown = ledger.receipts.flatMap((r) => {
    const run = get(r);
    return run ? [{ receipt: r, run }] : [];
  });
  if (shown.length === 0) return <p className="rn-muted">No receipts yet.</p>;
  return (
    <div className="rt-actions">
      {shown.map(({ receipt, run }) => (
        <Button
          key={receipt.url}
          icon={<FilePdfOutlined aria-hidden="true" />}
          onClick={download(receipt.label.toLowerCase(), run)}
        >
          {receipt.label}
        </Button>
      ))}
    </div>
  );
}

const signed = (line: TenancyLedgerLineDto) =>
  `${line.direction === 'in' ? '+' : '−'}${formatNaira(line.amount)}`;

/** The ledger's lines: a table on wide screens, one stacked row per line on phones (CSS). */
function LedgerTable({ lines }: { lines: TenancyLedgerLineDto[] }) {
  const label = (text: string) => () => ({ 'data-label': text }) as HTMLAttributes<HTMLElement>;
  return (
    <Table<TenancyLedgerLineDto>
      className="rt-ledger"
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={lines}
      locale={{ emptyText: 'No money has moved yet.' }}
      columns={[
        {
          title: 'Date (WAT)',
          dataIndex: 'date',
          onCell: label('Date (WAT)'),
          render: (date: string) => formatDay(date),
        },
        {
          title: 'What',
          key: 'what',
          onCell: () => ({ ...label('What')(), className: 'rt-ledger__what' }),
          render: (_, line) => (
            <div>
              <span className="rt-ledger__kind">{LEDGER_KIND_LABELS[line.kind]}</span>
              <span className="rn-muted rt-ledger__desc">{line.description}</span>
              {line.payout && (
                <StatusTag className="rt-ledger__payout">
                  Payout: {PAYOUT_STATE_LABELS[line.payout.state]}
                </StatusTag>
              )}
            </div>
          ),
        },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          onCell: label('Amount'),
          render: (_, line) => (
            <span className={`rt-ledger__amount rt-ledger__amount--${line.direction}`}>
              {signed(line)}
            </span>
          ),
        },
        {
          title: 'Held after',
          dataIndex: 'balance',
          align: 'right',
          onCell: label('Held after'),
          render: (balance: number) => formatNaira(balance),
        },
      ]}
    />
  );
}

/** The Money tab: what RentNaija holds for the tenancy, every movement, the receipts, a CSV. */
export function TenancyMoney({ tenancy, downloadPaymentReceipt }: MoneyProps) {
  const ledger = useTenancyLedger(tenancy.id);
  return (
    <QueryView
      query={ledger}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
      errorTitle="Could not load the money record"
    >
      {(l) => (
        <div className="rt-tenancy">
          <section className="rn-card" aria-labelledby="rt-money-title">
            <h2 id="rt-money-title" className="rt-section-title">
              Money
            </h2>
            <dl className="rt-totals">
              <div className="rt-totals__main">
                <dt>Held by RentNaija now</dt>
                <dd>{formatNaira(l.balance)}</dd>
              </div>
              <div>
                <dt>Released to the landlord</dt>
                <dd>{formatNaira(l.totals.released)}</dd>
              </div>
              <div>
                <dt>Paid to the landlord’s bank</dt>
                <dd>{formatNaira(l.totals.paidOut)}</dd>
              </div>
              <div>
                <dt>Refunded to the tenant</dt>
                <dd>{formatNaira(l.totals.refunded)}</dd>
              </div>
            </dl>
          </section>
          <section className="rn-card" aria-labelledby="rt-ledger-title">
            <div className="rt-ledger__head">
              <h2 id="rt-ledger-title" className="rt-section-title">
                Every movement
              </h2>
              <Button
                icon={<DownloadOutlined aria-hidden="true" />}
                onClick={download('CSV', () => downloadTenancyLedgerCsv(tenancy))}
              >
                Download CSV
              </Button>
            </div>
            <LedgerTable lines={l.lines} />
          </section>
          <section className="rn-card" aria-labelledby="rt-receipts-title">
            <h2 id="rt-receipts-title" className="rt-section-title">
              Receipts
            </h2>
            <ReceiptButtons
              tenancy={tenancy}
              ledger={l}
              downloadPaymentReceipt={downloadPaymentReceipt}
            />
          </section>
        </div>
      )}
    </QueryView>
  );
}

/** The Documents tab: the agreement and the receipts that exist. */
export function TenancyDocuments({ tenancy, downloadPaymentReceipt }: MoneyProps) {
  const ledger = useTenancyLedger(tenancy.id);
  return (
    <div className="rt-tenancy">
      <section className="rn-card" aria-labelledby="rt-docs-agreement">
        <h2 id="rt-docs-agreement" className="rt-section-title">
          Tenancy agreement
        </h2>
        <p className="rn-muted">
          {tenancy.signatures.length >= 2
            ? 'The document both of you signed, with its signature page.'
            : 'The agreement as it will be signed.'}
        </p>
        <Button
          icon={<FilePdfOutlined aria-hidden="true" />}
          onClick={download('agreement', () => downloadTenancyPdf(tenancy, 'agreement'))}
        >
          Agreement (PDF)
        </Button>
      </section>
      <section className="rn-card" aria-labelledby="rt-docs-receipts">
        <h2 id="rt-docs-receipts" className="rt-section-title">
          Receipts
        </h2>
        <QueryView
          query={ledger}
          loading={<Skeleton active paragraph={{ rows: 1 }} />}
          errorTitle="Could not load the receipts"
        >
          {(l) => (
            <ReceiptButtons
              tenancy={tenancy}
              ledger={l}
              downloadPaymentReceipt={downloadPaymentReceipt}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}
