import {
  type AdminPayoutAccountDto,
  type AdminPayoutDto,
  DECISION_MESSAGES,
  PAYOUT_CONSOLE_MESSAGES,
} from '@rentnaija/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PayoutAccountList from '../payout-accounts/PayoutAccountList';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import PayoutList from './PayoutList';
import PayoutShow from './PayoutShow';

const payout = (id: string, overrides: Partial<AdminPayoutDto> = {}): AdminPayoutDto => ({
  id,
  reference: `rn-po-${id}`,
  amount: 450_000,
  state: 'paid',
  waitingFor: null,
  waitingReason: null,
  description: 'Move-in rent, Two-bedroom flat in Yaba',
  tenancyId: null,
  releases: [
    {
      paymentId: 'pay1',
      paymentReference: 'RN-TEST-0001',
      propertyTitle: 'Two-bedroom flat in Yaba',
      amount: 450_000,
    },
  ],
  createdAt: '2026-11-20T08:30:00.000Z',
  sentAt: '2026-11-20T08:31:00.000Z',
  paidAt: '2026-11-20T09:05:00.000Z',
  failedAt: null,
  landlord: { id: 'l1', name: 'Babatunde Adeyemi', email: 'landlord@example.com' },
  attempts: 1,
  lastError: null,
  transferReference: `rn-po-${id}`,
  transferCode: 'TRF_1',
  gatewayStatus: 'success',
  account: {
    bankName: 'Guaranty Trust Bank',
    accountNumberLast4: '4444',
    accountName: 'ADEYEMI BABATUNDE',
    status: 'verified',
  },
  ...overrides,
});

const BANK_REFUSED = 'The beneficiary bank declined the transfer';

const records = () => ({
  payouts: [
    payout('po-failed', {
      state: 'failed',
      amount: 120_000,
      paidAt: null,
      failedAt: '2026-11-21T10:00:00.000Z',
      gatewayStatus: 'failed',
      lastError: BANK_REFUSED,
    }),
    payout('po-paid'),
  ],
});

const account = (overrides: Partial<AdminPayoutAccountDto> = {}): AdminPayoutAccountDto => ({
  id: 'acc1',
  bankCode: '044',
  bankName: 'Access Bank',
  accountNumberLast4: '0031',
  accountName: 'TUNDE BAKARE',
  status: 'in_review',
  reviewNote: null,
  verifiedAt: null,
  updatedAt: '2026-11-21T09:00:00.000Z',
  landlord: { id: 'l2', name: 'Adebayo Ogunleye', email: 'adebayo@example.com' },
  kycName: 'Adebayo Ogunleye',
  reviewedAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

describe('payouts in the console', () => {
  it('lists payouts with a failed one’s reason, and offers Retry to admins only', async () => {
    const { provider } = memoryDataProvider(records());
    const view = renderResource('payouts', <PayoutList />, { dataProvider: provider });
    const failed = (await screen.findByText(BANK_REFUSED)).closest('tr') as HTMLElement;
    expect(within(failed).getByText('₦120,000')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const paid = screen.getByText('₦450,000').closest('tr') as HTMLElement;
    expect(within(paid).queryByRole('button', { name: 'Retry' })).toBeNull();
    view.unmount();

    renderResource('payouts', <PayoutList />, { dataProvider: provider, role: 'support' });
    await screen.findByText(BANK_REFUSED);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the transfer and the money it carries, and sends a failed payout again', async () => {
    const { provider, calls } = memoryDataProvider(records());
    renderResource('payouts', <PayoutShow />, { dataProvider: provider, id: 'po-failed' });
    expect(await screen.findByText(/The beneficiary bank declined/)).toBeInTheDocument();
    const money = screen.getByRole('table', { name: 'The money it carries' });
    expect(within(money).getByRole('link', { name: 'RN-TEST-0001' })).toHaveAttribute(
      'href',
      '/admin/payments/pay1/show',
    );
    expect(
      screen.getByText('Guaranty Trust Bank ···· 4444 · ADEYEMI BABATUNDE (Verified)'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(PAYOUT_CONSOLE_MESSAGES.retried)).toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'retry payouts')).toEqual([
      { action: 'retry payouts', id: 'po-failed', reason: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
  });

  it('puts the bank’s name beside the verified one for an account in review, for an admin to approve', async () => {
    const { provider, calls } = memoryDataProvider({
      'payout-accounts': [account(), account({ id: 'acc2', status: 'verified' })],
    });
    renderResource('payout-accounts', <PayoutAccountList />, { dataProvider: provider });
    const row = (await screen.findByText('TUNDE BAKARE')).closest('tr') as HTMLElement;
    // The landlord, and the identity they verified: the bank knows the account by another name.
    expect(within(row).getAllByText('Adebayo Ogunleye')).toHaveLength(2);
    expect(within(row).getByText('Access Bank ···· 0031')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(DECISION_MESSAGES.payoutAccount.approved)).toBeInTheDocument();
    expect(calls.filter((c) => c.action.endsWith('payout-accounts'))).toEqual([
      { action: 'approve payout-accounts', id: 'acc1', reason: undefined },
    ]);
  });
});
