import type { AdminViewingDto } from '@rentnaija/shared';
import { screen, within } from '@testing-library/react';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import { expectShowLink, findRow } from '../test/queries';
import ViewingList from './ViewingList';
import ViewingShow from './ViewingShow';

const viewing = (id: string, overrides: Partial<AdminViewingDto> = {}): AdminViewingDto => ({
  id,
  status: 'pending',
  viewingType: 'physical',
  viewingDate: '2026-12-02',
  viewingTime: '10:30',
  startsAt: '2026-12-02T09:30:00.000Z',
  tenantId: 't1',
  tenantName: 'Chioma Eze',
  tenantEmail: 'chioma@example.com',
  tenantPhone: '08031234567',
  message: 'After work, please.',
  videoLink: null,
  hasVideoLink: false,
  requestedBy: 'tenant',
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  property: {
    id: 'p1',
    title: 'Two-bedroom flat in Yaba',
    location: 'Yaba, Lagos',
    city: 'Lagos',
    price: 450_000,
  },
  landlord: { id: 'l1', name: 'Bola Landlord', email: 'bola@example.com' },
  reminderSentAt: null,
  ...overrides,
});

const records = () => ({
  viewings: [
    viewing('v1'),
    viewing('v2', {
      status: 'confirmed',
      requestedBy: 'landlord',
      tenantId: null,
      tenantName: 'Kemi Ade',
      tenantEmail: 'kemi@example.com',
      message: 'Bring an ID.',
    }),
  ],
});

describe('viewings in the console', () => {
  it('lists every viewing in West Africa Time, read-only', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('viewings', <ViewingList />, { dataProvider: provider });
    const row = await findRow('Chioma Eze');
    expect(within(row).getByText('2 Dec 2026, 10:30 WAT')).toBeInTheDocument();
    expect(within(row).getByText('Two-bedroom flat in Yaba · Lagos')).toBeInTheDocument();
    expect(within(row).getByText('Asked by the tenant')).toBeInTheDocument();
    const kemi = await findRow('Kemi Ade');
    expect(within(kemi).getByText('Scheduled by the landlord')).toBeInTheDocument();
    expect(within(kemi).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Confirm|Cancel|Approve/ })).toEqual([]);
  });

  it('shows a viewing with its listing, landlord and tenant', async () => {
    const { provider } = memoryDataProvider(records());
    renderResource('viewings', <ViewingShow />, { dataProvider: provider, id: 'v2' });
    expect(await screen.findByText('Kemi Ade (no account)')).toBeInTheDocument();
    expect(screen.getByText('Bring an ID.')).toBeInTheDocument();
    expectShowLink('Two-bedroom flat in Yaba', 'properties', 'p1');
    expectShowLink('Bola Landlord', 'users', 'l1');
  });
});
