import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RentInstalmentDto, RentScheduleDto, UserDto } from '@rentnaija/shared';
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

const LANDLORD: UserDto = { ...TENANT, id: 'l1', name: 'Bola Ade', role: 'landlord' };

const month = (over: Partial<RentInstalmentDto>): RentInstalmentDto => ({
  id: `m${over.month ?? 2}`,
  month: 2,
  dueDate: '2026-12-20',
  amount: 400_000,
  state: 'upcoming',
  paidAt: null,
  paidLate: false,
  autoAttempts: 0,
  nextChargeOn: null,
  lastFailure: null,
  releasedAt: null,
  receiptUrl: null,
  waivedAt: null,
  waiveReason: null,
  ...over,
});

const SCHEDULE: RentScheduleDto = {
  tenancyId: 't1',
  monthly: true,
  rent: 400_000,
  instalments: [
    month({
      id: 'm2',
      month: 2,
      dueDate: '2026-10-20',
      state: 'paid',
      paidAt: '2026-10-20T06:00:00.000Z',
      releasedAt: '2026-10-21T07:00:00.000Z',
      receiptUrl: '/api/tenancies/t1/rent/m2/receipt.pdf',
    }),
    month({ id: 'm3', month: 3, dueDate: '2026-11-20', state: 'late', lastFailure: 'Declined' }),
    month({ id: 'm4', month: 4, dueDate: '2026-12-20', state: 'upcoming' }),
  ],
  next: month({ id: 'm3', month: 3, dueDate: '2026-11-20', state: 'late' }),
  autopay: false,
  card: { brand: 'visa', last4: '4081', expMonth: '12', expYear: '2030', expired: false },
};

function renderRent(user: UserDto, schedule: RentScheduleDto = SCHEDULE) {
  server.on('GET /api/tenancies/:id', { body: tenancy() });
  server.on('GET /api/tenancies/:id/rent', { body: schedule });
  renderWithProviders(<TenancyView id="t1" />, {
    route: '/tenancies/t1?tab=rent',
    auth: fakeAuth({ user, status: 'authenticated' }),
  });
}

describe('the Rent tab of a tenancy', () => {
  it('lists each month with its state and says what is due next', async () => {
    renderRent(TENANT);
    const list = await screen.findByRole('list', { name: 'Schedule' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Paid')).toBeVisible();
    expect(within(rows[0]).getByRole('button', { name: /receipt/i })).toBeVisible();
    expect(within(rows[1]).getByText('Late')).toBeVisible();
    expect(within(rows[2]).getByText('Upcoming')).toBeVisible();
    expect(screen.getByText(/is late: pay it below/)).toBeVisible();
    expect(screen.getByText(/VISA •••• 4081/)).toBeVisible();
    expect(screen.getByText(/expires 12\/30/)).toBeVisible();
  });

  it('turns automatic payment on with the saved card', async () => {
    renderRent(TENANT);
    server.on('PUT /api/tenancies/:id/autopay', ({ body }) => ({
      body: { ...SCHEDULE, autopay: (body as { enabled: boolean }).enabled },
    }));
    const toggle = await screen.findByRole('switch');
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    expect(server.callsTo('PUT /api/tenancies/t1/autopay')[0].body).toEqual({ enabled: true });
  });

  it('opens the checkout of a month for the tenant', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderRent(TENANT);
    server.on('POST /api/tenancies/:id/rent/:instalmentId/pay', {
      status: 201,
      body: {
        paymentId: 'p1',
        reference: 'RN-1',
        authorizationUrl: 'https://checkout.example/pay',
        accessCode: 'x',
        publicKey: null,
        amount: 400_000,
        email: TENANT.email,
        breakdown: [],
      },
    });
    const rows = within(await screen.findByRole('list', { name: 'Schedule' })).getAllByRole(
      'listitem',
    );
    expect(within(rows[0]).queryByRole('button', { name: /pay/i })).toBeNull();
    fireEvent.click(within(rows[1]).getByRole('button', { name: /pay ₦400,000/i }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay'));
    expect(server.callsTo('POST /api/tenancies/t1/rent/m3/pay')).toHaveLength(1);
    const key = server
      .callsTo('POST /api/tenancies/t1/rent/m3/pay')[0]
      .headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lets the landlord waive a month still to pay, and shows no card or switch', async () => {
    renderRent(LANDLORD, { ...SCHEDULE, card: null });
    server.on('POST /api/tenancies/:id/rent/:instalmentId/waive', () => ({
      body: {
        ...SCHEDULE,
        instalments: SCHEDULE.instalments.map((m) =>
          m.id === 'm4'
            ? { ...m, state: 'waived', waivedAt: '2026-11-22T09:00:00Z', waiveReason: 'Repairs' }
            : m,
        ),
      },
    }));
    const rows = within(await screen.findByRole('list', { name: 'Schedule' })).getAllByRole(
      'listitem',
    );
    expect(screen.queryByRole('switch')).toBeNull();
    expect(within(rows[0]).queryByRole('button', { name: 'Waive' })).toBeNull();
    fireEvent.click(within(rows[2]).getByRole('button', { name: 'Waive' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/reason/i), { target: { value: 'Repairs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Waive this month' }));
    await waitFor(() => expect(screen.getByText(/Waived by the landlord: Repairs/)).toBeVisible());
    expect(server.callsTo('POST /api/tenancies/t1/rent/m4/waive')[0].body).toEqual({
      reason: 'Repairs',
    });
  });

  it('says the rent was paid in advance when the tenancy is not monthly', async () => {
    renderRent(TENANT, { ...SCHEDULE, monthly: false, instalments: [], next: null, card: null });
    expect(await screen.findByText(/paid in advance/)).toBeVisible();
  });
});
