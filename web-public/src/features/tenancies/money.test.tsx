import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TenancyLedgerDto } from '@rentnaija/shared';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenancy } from '../../app/testFixtures';
import { withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';

vi.mock('../../components/toast');

const { TenancyView } = await import('./index');

const server = withFakeServer();
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
});
afterAll(() => vi.useRealTimers());
afterEach(() => vi.restoreAllMocks());

const line = (over: Partial<TenancyLedgerDto['lines'][number]>) => ({
  id: over.kind ?? 'x',
  kind: 'charge' as const,
  occurredAt: '2026-11-20T09:00:00.000Z',
  date: '2026-11-20',
  description: 'Paid: Move-in for Bright 2-bedroom flat',
  amount: 620_000,
  direction: 'in' as const,
  balance: 0,
  reference: 'RN-PAY-1',
  payout: null,
  ...over,
});

const LEDGER: TenancyLedgerDto = {
  tenancyId: 't1',
  reference: 'TN-T1',
  lines: [
    line({ kind: 'charge', balance: 0 }),
    line({ kind: 'hold', description: 'Held for the landlord', balance: 620_000 }),
    line({
      kind: 'release',
      description: 'Released: rent and fees',
      amount: 220_000,
      direction: 'out',
      balance: 400_000,
      date: '2026-11-21',
      payout: { id: 'po1', reference: 'PO-1', state: 'paid' },
    }),
  ],
  totals: { held: 620_000, released: 220_000, refunded: 0, paidOut: 0 },
  balance: 400_000,
  receipts: [
    { kind: 'payment', label: 'Payment receipt', url: '/api/payments/pay1/receipt.pdf' },
    { kind: 'rent', label: 'Rent receipt', url: '/api/tenancies/t1/rent-receipt.pdf' },
  ],
};

function Where() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderPage(route: string, downloadPaymentReceipt = vi.fn(() => Promise.resolve())) {
  server.on('GET /api/tenancies/:id', { body: tenancy() });
  server.on('GET /api/tenancies/:id/ledger', { body: LEDGER });
  renderWithProviders(
    <>
      <TenancyView id="t1" downloadPaymentReceipt={downloadPaymentReceipt} />
      <Where />
    </>,
    { route, auth: fakeAuth({ user: TENANT, status: 'authenticated' }) },
  );
  return { downloadPaymentReceipt };
}

describe('the Money tab of a tenancy', () => {
  it('opens from the address and lists every movement with what is held after it', async () => {
    renderPage('/tenancies/t1?tab=money');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((r) => Array.from(r.cells).map((c) => c.textContent))).toEqual([
      [
        '20 Nov 2026',
        'Paid by the tenantPaid: Move-in for Bright 2-bedroom flat',
        '+₦620,000',
        '₦0',
      ],
      ['20 Nov 2026', 'Held by RentNaijaHeld for the landlord', '+₦620,000', '₦620,000'],
      [
        '21 Nov 2026',
        'Released to the landlordReleased: rent and feesPayout: Paid',
        '−₦220,000',
        '₦400,000',
      ],
    ]);
    // Each cell names its column, so the phone layout can stack them.
    expect(rows[0].cells[2]).toHaveAttribute('data-label', 'Amount');
    expect(screen.getByText('Held by RentNaija now').nextSibling).toHaveTextContent('₦400,000');
    expect(server.callsTo('GET /api/tenancies/t1/ledger')).toHaveLength(1);
  });

  it('keeps the chosen tab in the address, and Overview is the page as before', async () => {
    renderPage('/tenancies/t1');
    expect(await screen.findByRole('region', { name: 'Progress' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/tenancies/t1/ledger')).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Money' }));
    await screen.findByRole('table');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?tab=money');
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByRole('button', { name: /Agreement \(PDF\)/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?tab=documents');
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('status', { name: 'Address' })).toBeEmptyDOMElement();
  });

  it('downloads the CSV of the ledger and the receipts that exist', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const csv = 'Date (WAT),Description\n2026-11-20,Paid\n';
    const { downloadPaymentReceipt } = renderPage('/tenancies/t1?tab=money');
    server.on('GET /api/tenancies/:id/ledger', (call) =>
      call.query.get('format') === 'csv'
        ? { raw: new Response(csv, { headers: { 'Content-Type': 'text/csv' } }) }
        : { body: LEDGER },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('TN-T1-money-2026-11-22.csv');
    expect(await blobs[0].text()).toBe(csv);

    fireEvent.click(screen.getByRole('button', { name: /Payment receipt/ }));
    expect(downloadPaymentReceipt).toHaveBeenCalledWith({ id: 'pay1', reference: 'RN-PAY-1' });

    server.on('GET /api/tenancies/:id/rent-receipt.pdf', () => ({
      raw: new Response('%PDF-1.7 rent', { headers: { 'Content-Type': 'application/pdf' } }),
    }));
    fireEvent.click(screen.getByRole('button', { name: /Rent receipt/ }));
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(clicks[1].download).toBe('rent-receipt-TN-T1.pdf');
    expect(server.callsTo('GET /api/tenancies/t1/rent-receipt.pdf')).toHaveLength(1);
  });
});
