import { moveInCost, type TenancyDto } from '@rentnaija/shared';
import { screen } from '@testing-library/react';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import TenancyShow from './TenancyShow';

const fees = {
  price: 450_000,
  securityDeposit: 450_000,
  serviceCharge: 20_000,
  agencyFee: 0,
  legalFee: 0,
  rentAdvanceMonths: 12,
};

const activeTenancy = (overrides: Partial<TenancyDto>): TenancyDto => ({
  id: 't9',
  reference: 'TN-T9',
  state: 'active',
  applicationId: 'a-t9',
  paymentId: 'pay-t9',
  property: { id: 'p1', title: 'Two-bedroom flat in Yaba', location: 'Yaba, Lagos', city: 'Lagos' },
  tenant: { id: 'tt', name: 'Chioma Eze', email: 'tenant@example.com' },
  landlord: { id: 'l1', name: 'Babatunde Adeyemi', email: 'landlord@example.com' },
  fees,
  moveIn: moveInCost(fees),
  termMonths: 12,
  moveInEarliest: '2025-12-01',
  moveInLatest: '2025-12-31',
  moveInDate: '2025-12-01',
  endDate: '2026-12-01',
  handedOverAt: '2025-12-01T10:00:00.000Z',
  releaseDueAt: null,
  releasedAt: '2025-12-02T10:00:00.000Z',
  cancelledAt: null,
  cancellationReason: null,
  signatures: [],
  agreementSha256: null,
  dueToSign: null,
  countersignDeadline: null,
  notice: null,
  renewal: null,
  renewalOpensOn: '2026-10-02',
  endedAt: null,
  dispute: null,
  rentReceiptAvailable: true,
  createdAt: '2025-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const show = (tenancy: TenancyDto) => {
  const { provider } = memoryDataProvider({ tenancies: [tenancy] });
  renderResource('tenancies', <TenancyShow />, {
    dataProvider: provider,
    id: 't9',
    role: 'support',
  });
};

describe('the end of a tenancy in the console', () => {
  it('shows who gave notice, when, and the move-out date', async () => {
    show(
      activeTenancy({
        notice: {
          givenBy: 'tenant',
          givenAt: '2026-11-02T09:30:00.000Z',
          reason: 'Moving to Abuja for work',
          moveOutDate: '2026-12-01',
          relistConfirmedAt: null,
        },
      }),
    );
    expect(await screen.findByText('Notice')).toBeInTheDocument();
    expect(screen.getByText('Given by').nextSibling).toHaveTextContent('The tenant');
    expect(screen.getByText('Move-out date').nextSibling).toHaveTextContent('1 Dec 2026');
    expect(screen.getByText('Given on').nextSibling).toHaveTextContent('2 Nov 2026');
    expect(screen.getByText('Moving to Abuja for work')).toBeInTheDocument();
    expect(screen.getByText('Back on the market').nextSibling).toHaveTextContent('Not confirmed');
    expect(screen.queryByText('Renewal offer')).not.toBeInTheDocument();
  });

  it('shows a renewal offer with its state and terms', async () => {
    show(
      activeTenancy({
        renewal: {
          id: 'r1',
          state: 'open',
          rent: 500_000,
          termMonths: 12,
          startsOn: '2026-12-01',
          endsOn: '2027-12-01',
          offeredAt: '2026-10-05T09:00:00.000Z',
          decidedAt: null,
        },
      }),
    );
    expect(await screen.findByText('Renewal offer')).toBeInTheDocument();
    expect(screen.getByText('State').nextSibling).toHaveTextContent(
      'Offered, waiting for the tenant',
    );
    expect(screen.getByText('New rent').nextSibling).toHaveTextContent('₦500,000 a month');
    expect(screen.getByText('New term').nextSibling).toHaveTextContent(
      '12 months: 1 Dec 2026 to 1 Dec 2027',
    );
    expect(screen.getByText('Answered on').nextSibling).toHaveTextContent('—');
    expect(screen.queryByText('Notice')).not.toBeInTheDocument();
  });
});
