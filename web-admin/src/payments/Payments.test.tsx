import { type AdminPaymentDto, FLAG_CHECK_MESSAGES, moveInCost } from '@rentnaija/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import { expectShowLink, findRow } from '../test/queries';
import PaymentList from './PaymentList';
import PaymentShow from './PaymentShow';

const breakdown = moveInCost({
  price: 450_000,
  securityDeposit: 450_000,
  serviceCharge: 20_000,
  agencyFee: 45_000,
  legalFee: 0,
  rentAdvanceMonths: 1,
});

const payment = (
  id: string,
  reference: string,
  overrides: Partial<AdminPaymentDto> = {},
): AdminPaymentDto => ({
  id,
  reference,
  amount: breakdown.total,
  currency: 'NGN',
  breakdown: breakdown.items,
  paymentType: 'move_in',
  status: 'completed',
  paymentMethod: 'card',
  paymentDate: '2026-11-20T10:15:00.000Z',
  description: 'Move-in payment for Two-bedroom flat in Yaba',
  applicationId: `app-${id}`,
  propertyId: 'p1',
  property: { id: 'p1', title: 'Two-bedroom flat in Yaba', location: 'Yaba, Lagos' },
  tenant: { id: 't1', name: 'Chioma Eze', email: 'chioma@example.com' },
  refund: null,
  refundReceiptAvailable: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  landlord: { id: 'l1', name: 'Bola Landlord', email: 'bola@example.com' },
  flaggedReason: null,
  flaggedAt: null,
  flagCheck: null,
  gateway: 'paystack',
  gatewayResponse: {
    id: 4099260516,
    status: 'success',
    amount: breakdown.total * 100,
    currency: 'NGN',
    channel: 'card',
    gateway_response: 'Approved',
    paid_at: '2026-11-20T10:14:58.000Z',
    fees: 150_000,
    via: 'webhook',
    authorization: { card_type: 'visa', bank: 'GTBank', last4: '4081' },
  },
  applicationStatus: 'approved',
  dispute: null,
  releaseFrozen: false,
  ...overrides,
});

const FLAG =
  'The gateway reported 100 kobo in NGN; we asked for 96500000 kobo in NGN. Not completed: check the transaction before doing anything.';

const records = () => ({
  payments: [
    payment('pay1', 'RN-FLAGGED-1', {
      status: 'pending',
      paymentDate: null,
      flaggedReason: FLAG,
      flaggedAt: '2026-11-20T10:16:00.000Z',
      gatewayResponse: { status: 'success', amount: 100, currency: 'NGN', via: 'webhook' },
    }),
    payment('pay2', 'RN-PLAIN-2'),
    payment('pay3', 'RN-DISPUTED-3', {
      releaseFrozen: true,
      dispute: {
        id: '358950',
        status: 'awaiting-merchant-feedback',
        category: 'chargeback',
        amount: breakdown.total,
        dueAt: '2026-11-25T17:00:00.000Z',
        openedAt: '2026-11-22T09:00:00.000Z',
        resolution: null,
        resolvedAt: null,
      },
    }),
  ],
});

describe('payments in the console', () => {
  it('lists payments with flagged ones marked with their reason', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('payments', <PaymentList />, { dataProvider: provider, role: 'support' });
    const flagged = await findRow('RN-FLAGGED-1');
    expect(within(flagged).getByText(/The gateway reported 100 kobo/)).toBeInTheDocument();
    expect(within(flagged).getByText('Flagged:')).toBeInTheDocument();
    const plain = await findRow('RN-PLAIN-2');
    expect(within(plain).queryByText('Flagged:')).toBeNull();
    expect(within(plain).getByText('₦965,000')).toBeInTheDocument();
    // Read-only: no decision of any kind.
    expect(screen.queryByRole('button', { name: /Approve|Reject|Refund/ })).toBeNull();
    expect(screen.getByLabelText('Flag')).toBeInTheDocument();
  });

  it('shows the flag, the itemised breakdown, the gateway’s answer and links to the application and listing', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('payments', <PaymentShow />, { dataProvider: provider, id: 'pay1' });
    expect(await screen.findByText(FLAG)).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'What the payment is made of' });
    expect(within(items).getByText('Agency fee')).toBeInTheDocument();
    expect(within(items).getByText('₦45,000')).toBeInTheDocument();
    expect(within(items).getByText('₦965,000')).toBeInTheDocument();
    // What the gateway said it took: ₦1 (100 kobo), not what we asked for.
    expect(screen.getByText('₦1')).toBeInTheDocument();
    expect(screen.getByText('Signed webhook')).toBeInTheDocument();
    expectShowLink('Open the application', 'applications', 'app-pay1');
    expectShowLink('Two-bedroom flat in Yaba', 'properties', 'p1');
    // No receipt until the payment is completed.
    expect(screen.queryByRole('button', { name: /Receipt/ })).toBeNull();
  });

  it('lets an admin mark a flagged payment as checked, saying what was found', async () => {
    const { provider, calls } = memoryDataProvider(records());
    renderResource('payments', <PaymentShow />, { dataProvider: provider, id: 'pay1' });
    await screen.findByText(FLAG);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as checked' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark payment RN-FLAGGED-1 as checked',
    });
    const note = within(dialog).getByRole('textbox', { name: /What you checked/ });
    await userEvent.type(note, 'seen it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as checked' }));
    expect(await within(dialog).findByText(FLAG_CHECK_MESSAGES.tooShort)).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'check flag payments')).toEqual([]);

    const found = 'Paystack shows ₦1 received; the tenant was asked to pay again.';
    await userEvent.clear(note);
    await userEvent.type(note, found);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as checked' }));
    expect(await screen.findByText(FLAG_CHECK_MESSAGES.checked)).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'check flag payments')).toEqual([
      { action: 'check flag payments', id: 'pay1', reason: found },
    ]);
    expect(await screen.findByText(found)).toBeInTheDocument();
    expect(screen.getByText(/by Ada Admin:/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as checked' })).toBeNull();
  });

  it('offers support staff no check, and shows a checked flag as checked in the list', async () => {
    const data = records();
    const checked = {
      checkedAt: '2026-11-21T08:30:00.000Z',
      checkedBy: { id: 'a1', name: 'Ada Admin' },
      note: 'Refunded the second charge; nothing else needed.',
    };
    data.payments.push(
      payment('pay3', 'RN-CHECKED-3', {
        flaggedReason: 'Paid twice.',
        flaggedAt: '2026-11-20T11:00:00.000Z',
        flagCheck: checked,
      }),
    );
    const { provider } = memoryDataProvider(data);
    const view = renderResource('payments', <PaymentShow />, {
      dataProvider: provider,
      id: 'pay1',
      role: 'support',
    });
    await screen.findByText(FLAG);
    expect(screen.queryByRole('button', { name: 'Mark as checked' })).toBeNull();
    view.unmount();

    renderResource('payments', <PaymentList />, { dataProvider: provider, role: 'support' });
    const row = await findRow('RN-CHECKED-3');
    expect(within(row).getByText('Flag checked:')).toBeInTheDocument();
    expect(within(row).getByText(checked.note, { exact: false })).toBeInTheDocument();
    expect(within(row).queryByText('Flagged:')).toBeNull();
  });

  it('downloads the receipt of a completed payment through the authorised endpoint', async () => {
    const receipt = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const { provider, calls } = memoryDataProvider(records(), {
      documents: { '/api/payments/pay2/receipt.pdf': receipt },
    });
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href.slice(0, 5)}`);
    };
    try {
      renderResource('payments', <PaymentShow />, { dataProvider: provider, id: 'pay2' });
      expect(await screen.findByText('visa · GTBank ···· 4081')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Receipt (PDF)' }));
      await waitFor(() => expect(saved).toEqual(['RentNaija-receipt-RN-PLAIN-2.pdf blob:']));
      expect(calls.filter((c) => c.action === 'fetch document').map((c) => c.id)).toEqual([
        '/api/payments/pay2/receipt.pdf',
      ]);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('shows a chargeback’s deadline in the list and on the payment, with its money frozen', async () => {
    const { provider } = memoryDataProvider(records());
    const list = renderResource('payments', <PaymentList />, {
      dataProvider: provider,
      role: 'support',
    });
    const row = await findRow('RN-DISPUTED-3');
    expect(within(row).getByText(/answer by 25 Nov 2026, 18:00 WAT/)).toBeInTheDocument();
    list.unmount();
    renderResource('payments', <PaymentShow />, { dataProvider: provider, id: 'pay3' });
    expect(
      await screen.findByText(/Chargeback awaiting merchant feedback: answer by 25 Nov 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText('Release frozen')).toBeInTheDocument();
    expect(screen.getByText(/refunds are refused/)).toBeInTheDocument();
  });
});
