import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_PERIODS,
  PAYMENT_STATUS_FILTERS,
  type PaymentListResponse,
  REFUND_REASONS,
} from '@rentnaija/shared';
import { ApiError } from '../../api/errors';
import { payment } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { captureDownloads, fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { canRequestRefund, filtersFrom, filtersToParams } from './lib/filters';
import { downloadReceipt } from './lib/receipt';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { PaymentHistoryView } = await import('./index');

const server = withFakeServer();
afterEach(() => {
  vi.restoreAllMocks();
});

const list = (data = [payment()]): { body: PaymentListResponse } => ({
  body: {
    data,
    summary: {
      totalPayments: data.length,
      completed: data.filter((p) => p.status === 'completed').length,
      pending: data.filter((p) => p.status === 'pending').length,
      totalAmount: data.filter((p) => p.status === 'completed').reduce((s, p) => s + p.amount, 0),
    },
  },
});

function renderHistory(role: 'tenant' | 'landlord' = 'tenant', route = '/payments') {
  return renderWithProviders(<PaymentHistoryView />, {
    route,
    auth: fakeAuth({ user: { ...TENANT, role }, status: 'authenticated' }),
  });
}

describe('Payment History filters', () => {
  it('reads the status and date filters from the URL, ignoring unknown values', () => {
    expect(filtersFrom(new URLSearchParams('status=completed&period=3months'))).toEqual({
      status: 'completed',
      period: '3months',
    });
    expect(filtersFrom(new URLSearchParams('status=refunded&period=decade'))).toEqual({
      status: 'all',
      period: 'all',
    });
    expect(filtersToParams({ status: 'all', period: 'week' })).toEqual({ period: 'week' });
  });

  it('offers the status and date filters in order', () => {
    expect(PAYMENT_STATUS_FILTERS.map((f) => f.label)).toEqual([
      'All Status',
      'Completed',
      'Pending',
      'Failed',
    ]);
    expect(PAYMENT_PERIODS.map((p) => p.label)).toEqual([
      'All Time',
      'Last Week',
      'Last Month',
      'Last 3 Months',
      'Last Year',
    ]);
  });

  it('asks the server for the filtered view (counted in WAT there) and shows its summary', async () => {
    server.on('GET /api/payments/mine', ({ query }) =>
      query.get('status') === 'completed' && query.get('period') === 'month'
        ? list([payment({ amount: 500_000 })])
        : list([payment(), payment({ id: 'pay2', status: 'pending', reference: 'RN-2' })]),
    );
    renderHistory('tenant', '/payments?status=completed&period=month');
    await screen.findByText('RN-TEST-0001');
    const [call] = server.callsTo('GET /api/payments/mine');
    expect(call.query.get('status')).toBe('completed');
    expect(call.query.get('period')).toBe('month');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Total Amount').nextSibling).toHaveTextContent('₦500,000');
    // The method as people read it, beside the reference Paystack knows the charge by.
    expect(screen.getByRole('columnheader', { name: 'Paystack reference' })).toBeVisible();
    expect(screen.getByText('Card')).toBeVisible();
  });
});

describe('Payment History', () => {
  it("says 'No Payment History' when there is none", async () => {
    server.on('GET /api/payments/mine', list([]));
    renderHistory();
    await screen.findByText('No Payment History');
  });

  it('offers the receipt only for completed payments, and a refund request to tenants', async () => {
    server.on(
      'GET /api/payments/mine',
      list([payment(), payment({ id: 'pay2', status: 'failed', reference: 'RN-FAILED' })]),
    );
    renderHistory();
    await screen.findByText('RN-FAILED');
    expect(screen.getAllByRole('button', { name: /Receipt/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /Request refund/ })).toHaveLength(1);
  });

  it('offers a refund receipt beside the receipt once a refund reached the tenant', async () => {
    server.on(
      'GET /api/payments/mine',
      list([
        payment({ reference: 'RN-REFUNDED', status: 'refunded', refundReceiptAvailable: true }),
        payment({ id: 'pay2', reference: 'RN-PARTLY', refundReceiptAvailable: true }),
        payment({ id: 'pay3', reference: 'RN-PLAIN' }),
      ]),
    );
    server.on('GET /api/payments/:id/refund-receipt.pdf', () => ({
      raw: new Response('%PDF-1.7 refund', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      }),
    }));
    const { clicks } = captureDownloads();
    renderHistory();
    await screen.findByText('RN-PLAIN');
    expect(screen.getAllByRole('button', { name: /^Refund receipt for/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Refund receipt for RN-PLAIN' })).toBeNull();
    // The refunded payment keeps its payment receipt beside the refund receipt.
    expect(screen.getByRole('button', { name: 'Receipt for RN-REFUNDED' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Refund receipt for RN-PARTLY' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('RentNaija-refund-receipt-RN-PARTLY.pdf');
    expect(server.callsTo('GET /api/payments/pay2/refund-receipt.pdf')).toHaveLength(1);
  });

  it('shows a landlord the payments for their listings, without refund requests', async () => {
    server.on('GET /api/landlord/payments', list([payment()]));
    renderHistory('landlord');
    await screen.findByText(/from Ada Obi/);
    expect(server.callsTo('GET /api/payments/mine')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Request refund/ })).not.toBeInTheDocument();
  });

  it('asks for a refund with one of the policy reasons and shows its state afterwards', async () => {
    let refunded = false;
    server.on('GET /api/payments/mine', () =>
      list([
        payment({
          refund: refunded
            ? {
                id: 'r1',
                paymentId: 'pay1',
                amount: 620_000,
                reason: 'duplicate_payment',
                reasonLabel: 'x',
                details: null,
                status: 'requested',
                automatic: false,
                decisionReason: null,
                decidedAt: null,
                processedAt: null,
                gatewayStatus: null,
                attentionAt: null,
                createdAt: '2026-11-21T00:00:00Z',
              }
            : null,
        }),
      ]),
    );
    server.on('POST /api/payments/:id/refunds', () => {
      refunded = true;
      return { status: 201, body: {} };
    });
    renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: /Request refund/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'refund policy' })).toHaveAttribute(
      'href',
      '/refund',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /Request refund/ }));
    expect(
      within(dialog).getByText('Choose one of the reasons our refund policy covers'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText(REFUND_REASONS[3].label));
    fireEvent.click(within(dialog).getByRole('button', { name: /Request refund/ }));
    await screen.findByText('Refund requested');
    expect(server.callsTo('POST /api/payments/pay1/refunds')[0].body).toEqual({
      reason: 'duplicate_payment',
    });
    expect(screen.queryByRole('button', { name: /Request refund/ })).not.toBeInTheDocument();
  });

  it('keeps the refund request closed while one is open and reopens it after a denial', () => {
    const refund = (status: 'requested' | 'denied' | 'processed') =>
      ({ status }) as Parameters<typeof canRequestRefund>[0]['refund'];
    expect(canRequestRefund({ status: 'completed', refund: null })).toBe(true);
    expect(canRequestRefund({ status: 'completed', refund: refund('requested') })).toBe(false);
    expect(canRequestRefund({ status: 'completed', refund: refund('denied') })).toBe(true);
    expect(canRequestRefund({ status: 'pending', refund: null })).toBe(false);
  });
});

describe('the receipt download', () => {
  it('fetches the PDF with the bearer token and saves it under the receipt name', async () => {
    server.on('GET /api/payments/:id/receipt.pdf', () => ({
      raw: new Response('%PDF-1.7 receipt', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      }),
    }));
    const { created, clicks } = captureDownloads('blob:receipt');

    await downloadReceipt({ id: 'pay1', reference: 'RN-TEST-0001' });

    const [call] = server.callsTo('GET /api/payments/pay1/receipt.pdf');
    expect(call.headers.get('Authorization')).toBe('Bearer token-1');
    expect(created[0].type).toBe('application/pdf');
    expect(await created[0].text()).toBe('%PDF-1.7 receipt');
    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe('RentNaija-receipt-RN-TEST-0001.pdf');
    expect(clicks[0].href).toBe('blob:receipt');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("fails with the server's reason when there is no receipt", async () => {
    server.on(
      'GET /api/payments/:id/receipt.pdf',
      apiError(409, 'PAYMENT_NOT_COMPLETED', 'A receipt exists only for a completed payment.'),
    );
    const err = await downloadReceipt({ id: 'pay1', reference: 'RN-1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'PAYMENT_NOT_COMPLETED' });
  });

  it('tells the user when the receipt cannot be downloaded from the history', async () => {
    server.on('GET /api/payments/mine', list([payment()]));
    server.on(
      'GET /api/payments/:id/receipt.pdf',
      apiError(404, 'PAYMENT_NOT_FOUND', 'Payment not found'),
    );
    renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: /Receipt/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment not found'));
  });
});
