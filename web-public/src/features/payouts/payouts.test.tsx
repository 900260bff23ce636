import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type LandlordPayoutsResponse,
  PAYOUT_ACCOUNT_MESSAGES,
  PAYOUT_WAITING_REASONS,
  type PayoutAccountResponse,
  type PayoutDto,
} from '@rentnaija/shared';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { PayoutsView } = await import('./index');

const server = withFakeServer();
const landlord = fakeAuth({ user: { ...TENANT, role: 'landlord' }, status: 'authenticated' });

const BANKS = [
  { code: '044', name: 'Access Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
];
const NO_MONEY: LandlordPayoutsResponse = {
  summary: { held: 0, scheduled: 0, paid: 0 },
  held: [],
  payouts: [],
};

function payout(over: Partial<PayoutDto> = {}): PayoutDto {
  return {
    id: 'po1',
    reference: 'rn-po-1',
    amount: 450_000,
    state: 'paid',
    waitingFor: null,
    waitingReason: null,
    description: 'Move-in rent, Bright flat in Yaba',
    tenancyId: null,
    releases: [
      {
        paymentId: 'pay1',
        paymentReference: 'RN-TEST-0001',
        propertyTitle: 'Bright flat in Yaba',
        amount: 450_000,
      },
    ],
    createdAt: '2026-11-20T08:30:00Z',
    sentAt: '2026-11-20T08:31:00Z',
    paidAt: '2026-11-20T09:05:00Z',
    failedAt: null,
    ...over,
  };
}

function serve(account: PayoutAccountResponse, money: LandlordPayoutsResponse = NO_MONEY) {
  server.on('GET /api/landlord/payout-account', { body: account });
  server.on('GET /api/landlord/payouts', { body: money });
  server.on('GET /api/banks', { body: BANKS });
}

function chooseBank(name: string) {
  fireEvent.mouseDown(screen.getByLabelText('Bank'));
  const option = [...document.querySelectorAll('.ant-select-item-option')].find(
    (o) => o.textContent === name,
  );
  fireEvent.click(option!);
}

describe('the Payouts page', () => {
  it('sends a landlord without verified identity to KYC first', async () => {
    serve({ account: null, identityVerified: false });
    renderWithProviders(<PayoutsView />, { auth: landlord, route: '/payouts' });
    expect(await screen.findByText('Verify your identity first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify Identity' })).toHaveAttribute('href', '/kyc');
    expect(screen.queryByLabelText('Account number (NUBAN)')).toBeNull();
  });

  it('checks the account number, shows the server’s field message, then the resolved name and status', async () => {
    serve({ account: null, identityVerified: true });
    let tries = 0;
    server.on('PUT /api/landlord/payout-account', ({ body }) => {
      tries += 1;
      if (tries === 1) {
        return apiError(400, 'ACCOUNT_NOT_RESOLVED', PAYOUT_ACCOUNT_MESSAGES.notResolved, [
          { field: 'accountNumber', message: PAYOUT_ACCOUNT_MESSAGES.notResolved },
        ]);
      }
      expect(body).toEqual({ bankCode: '058', accountNumber: '0123456789' });
      return {
        body: {
          identityVerified: true,
          account: {
            bankCode: '058',
            bankName: 'Guaranty Trust Bank',
            accountNumberLast4: '6789',
            accountName: 'ADEYEMI BABATUNDE',
            status: 'verified',
            reviewNote: null,
            verifiedAt: '2026-11-20T09:00:00Z',
            updatedAt: '2026-11-20T09:00:00Z',
          },
        } satisfies PayoutAccountResponse,
      };
    });
    renderWithProviders(<PayoutsView />, { auth: landlord, route: '/payouts' });

    await screen.findByLabelText('Account number (NUBAN)');
    await waitFor(() => expect(server.callsTo('GET /api/banks')).toHaveLength(1));
    chooseBank('Guaranty Trust Bank');
    const number = screen.getByLabelText('Account number (NUBAN)');
    fireEvent.change(number, { target: { value: '01234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));
    expect(await screen.findByText(PAYOUT_ACCOUNT_MESSAGES.accountNumber)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/landlord/payout-account')).toHaveLength(0);

    fireEvent.change(number, { target: { value: '0123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));
    expect(await screen.findAllByText(PAYOUT_ACCOUNT_MESSAGES.notResolved)).not.toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));
    expect(await screen.findByText('ADEYEMI BABATUNDE')).toBeInTheDocument();
    expect(screen.getByText('•••••• 6789')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(PAYOUT_ACCOUNT_MESSAGES.verified);
    expect(screen.getByRole('button', { name: 'Change account' })).toBeInTheDocument();
  });

  it('says an account in review waits for the team', async () => {
    serve({
      identityVerified: true,
      account: {
        bankCode: '044',
        bankName: 'Access Bank',
        accountNumberLast4: '0031',
        accountName: 'TUNDE BAKARE',
        status: 'in_review',
        reviewNote: null,
        verifiedAt: null,
        updatedAt: '2026-11-20T09:00:00Z',
      },
    });
    renderWithProviders(<PayoutsView />, { auth: landlord, route: '/payouts' });
    expect(await screen.findByText('Being checked')).toBeInTheDocument();
    expect(screen.getByText(PAYOUT_ACCOUNT_MESSAGES.inReview)).toBeInTheDocument();
  });

  it('shows held, scheduled and paid money in naira, each payout’s state and its dates in WAT', async () => {
    serve(
      { account: null, identityVerified: true },
      {
        summary: { held: 1_200_000, scheduled: 300_000, paid: 450_000 },
        held: [
          {
            paymentId: 'pay2',
            paymentReference: 'RN-TEST-0002',
            propertyTitle: 'Duplex in Lekki',
            amount: 1_200_000,
            heldSince: '2026-11-21T10:00:00Z',
          },
        ],
        payouts: [
          payout({
            id: 'po2',
            reference: 'rn-po-2',
            amount: 300_000,
            state: 'pending',
            waitingFor: 'account',
            waitingReason: PAYOUT_WAITING_REASONS.account,
            sentAt: null,
            paidAt: null,
          }),
          payout(),
        ],
      },
    );
    renderWithProviders(<PayoutsView />, { auth: landlord, route: '/payouts' });

    const summary = await screen.findByRole('list', { name: 'Summary' });
    const figure = (label: string) =>
      within(summary).getByText(label).closest('.rn-stat')?.querySelector('.rn-stat__value');
    expect(figure('Held by RentNaija')).toHaveTextContent('₦1,200,000');
    expect(figure('Scheduled')).toHaveTextContent('₦300,000');
    expect(figure('Paid to you')).toHaveTextContent('₦450,000');
    expect(screen.getByText(/held since 21 Nov 2026, 11:00 WAT/)).toBeInTheDocument();

    const waiting = screen.getByRole('listitem', { name: 'Payout of ₦300,000' });
    expect(
      within(waiting).getByText('Scheduled', { selector: '.rn-status-tag' }),
    ).toBeInTheDocument();
    expect(within(waiting).getByText(PAYOUT_WAITING_REASONS.account)).toBeInTheDocument();
    const paid = screen.getByRole('listitem', { name: 'Payout of ₦450,000' });
    expect(within(paid).getByText('Paid', { selector: '.rn-status-tag' })).toBeInTheDocument();
    expect(within(paid).getByText('20 Nov 2026, 09:30 WAT')).toBeInTheDocument();
    expect(within(paid).getByText('20 Nov 2026, 10:05 WAT')).toBeInTheDocument();
    expect(within(paid).getByText('RN-TEST-0001')).toBeInTheDocument();
  });

  it('tells a tenant payouts are for landlords, without asking the server', async () => {
    renderWithProviders(<PayoutsView />, {
      auth: fakeAuth({ user: TENANT, status: 'authenticated' }),
      route: '/payouts',
    });
    expect(await screen.findByText('Payouts are for landlords')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
