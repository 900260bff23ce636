import { moveInCost, type TenancyDto, type TenancyLedgerDto } from '@rentnaija/shared';
import { screen, within } from '@testing-library/react';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import TenancyList from './TenancyList';
import TenancyShow from './TenancyShow';

const fees = {
  price: 450_000,
  securityDeposit: 450_000,
  serviceCharge: 20_000,
  agencyFee: 0,
  legalFee: 0,
  rentAdvanceMonths: 12,
};

const tenancy = (id: string, tenant: string, overrides: Partial<TenancyDto> = {}): TenancyDto => ({
  id,
  reference: `TN-${id.toUpperCase()}`,
  state: 'awaiting_signatures',
  applicationId: `a-${id}`,
  paymentId: `pay-${id}`,
  property: { id: 'p1', title: 'Two-bedroom flat in Yaba', location: 'Yaba, Lagos', city: 'Lagos' },
  tenant: { id: `t-${id}`, name: tenant, email: 'tenant@example.com' },
  landlord: { id: 'l1', name: 'Babatunde Adeyemi', email: 'landlord@example.com' },
  fees,
  moveIn: moveInCost(fees),
  termMonths: 12,
  moveInEarliest: '2026-11-20',
  moveInLatest: '2026-12-20',
  moveInDate: null,
  endDate: null,
  handedOverAt: null,
  releaseDueAt: null,
  releasedAt: null,
  cancelledAt: null,
  cancellationReason: null,
  signatures: [],
  agreementSha256: null,
  dueToSign: 'tenant',
  countersignDeadline: null,
  notice: null,
  renewal: null,
  renewalOpensOn: null,
  endedAt: null,
  dispute: null,
  rentReceiptAvailable: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const records = () => ({
  tenancies: [
    tenancy('t1', 'Chioma Eze'),
    tenancy('t2', 'Tunde Bakare', {
      state: 'cancelled',
      cancelledAt: '2026-11-22T10:00:00.000Z',
      cancellationReason:
        'The move-in payment is being refunded, so this tenancy will not go ahead.',
    }),
  ],
});

describe('tenancies in the console', () => {
  it('lists tenancies with their parties, the money paid and the state, for support too', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('tenancies', <TenancyList />, { dataProvider: provider, role: 'support' });
    const row = (await screen.findByText('Chioma Eze')).closest('tr') as HTMLElement;
    expect(within(row).getByText('TN-T1')).toBeInTheDocument();
    expect(within(row).getByText('₦6,090,000')).toBeInTheDocument();
    expect(within(row).getByText('Awaiting signatures')).toBeInTheDocument();
    const cancelled = screen.getByText('Tunde Bakare').closest('tr') as HTMLElement;
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows one tenancy read-only: the term, the window and what was paid', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('tenancies', <TenancyShow />, { dataProvider: provider, id: 't1' });
    expect(await screen.findByText(/Tenancy TN-T1, begun/)).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026 to 20 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('12 months')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Paid to move in' })).toHaveTextContent('₦6,090,000');
    expect(screen.queryByRole('button', { name: /Approve|Reject|Cancel/ })).not.toBeInTheDocument();
  });

  it('says why a cancelled tenancy was cancelled', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('tenancies', <TenancyShow />, { dataProvider: provider, id: 't2' });
    expect(
      await screen.findByText(
        'The move-in payment is being refunded, so this tenancy will not go ahead.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the tenancy’s money line by line with what is held after each, for support too', async () => {
    const ledger: TenancyLedgerDto = {
      tenancyId: 't1',
      reference: 'TN-T1',
      lines: [
        {
          id: 'e1',
          kind: 'hold',
          occurredAt: '2026-11-20T09:00:00.000Z',
          date: '2026-11-20',
          description: 'Held for the landlord: Move-in',
          amount: 6_090_000,
          direction: 'in',
          balance: 6_090_000,
          reference: 'RN-PAY-1',
          payout: null,
        },
        {
          id: 'e2',
          kind: 'release',
          occurredAt: '2026-11-22T09:00:00.000Z',
          date: '2026-11-22',
          description: 'Released: rent and fees',
          amount: 5_640_000,
          direction: 'out',
          balance: 450_000,
          reference: 'RN-PAY-1',
          payout: { id: 'po1', reference: 'PO-1', state: 'processing' },
        },
      ],
      totals: { held: 6_090_000, released: 5_640_000, refunded: 0, paidOut: 0 },
      balance: 450_000,
      receipts: [],
    };
    const { provider, calls } = memoryDataProvider(records(), { ledgers: { t1: ledger } });
    renderResource('tenancies', <TenancyShow />, {
      dataProvider: provider,
      id: 't1',
      role: 'support',
    });
    const table = await screen.findByRole('table', { name: 'Money' });
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((r) => Array.from(r.cells).map((c) => c.textContent))).toEqual([
      [
        '20 Nov 2026',
        'Held by RentNaijaHeld for the landlord: Move-in · RN-PAY-1',
        '+₦6,090,000',
        '₦6,090,000',
      ],
      [
        '22 Nov 2026',
        'Released to the landlordReleased: rent and fees · RN-PAY-1Payout PO-1: On its way',
        '−₦5,640,000',
        '₦450,000',
      ],
    ]);
    expect(screen.getByText('Held now').nextSibling).toHaveTextContent('₦450,000');
    expect(calls).toContainEqual({ action: 'tenancy ledger', id: 't1' });
  });
});
