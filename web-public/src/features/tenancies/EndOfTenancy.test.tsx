import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TenancyDto } from '@rentnaija/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenancy } from '../../app/testFixtures';
import { withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { TenancyView } = await import('./index');

const server = withFakeServer();
// 22 Nov 2026, 10:00 WAT.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
});
afterAll(() => vi.useRealTimers());
afterEach(() => vi.clearAllMocks());

const LANDLORD = { ...TENANT, id: 'l1', name: 'Bola Ade', role: 'landlord' as const };

/** A yearly tenancy, moved in on 1 Sep 2026, ending 1 Sep 2027. */
const active = (over: Partial<TenancyDto> = {}) =>
  tenancy({
    state: 'active',
    termMonths: 12,
    moveInDate: '2026-09-01',
    endDate: '2027-09-01',
    renewalOpensOn: '2027-07-03',
    dueToSign: null,
    ...over,
  });

const notice = {
  givenBy: 'tenant' as const,
  givenAt: '2026-11-22T09:00:00Z',
  reason: null,
  moveOutDate: '2027-05-22',
  relistConfirmedAt: null,
};

function renderTenancy(t: TenancyDto, user = TENANT) {
  server.on('GET /api/tenancies/:id', { body: t });
  return renderWithProviders(<TenancyView id="t1" />, {
    route: '/tenancies/t1',
    auth: fakeAuth({ user, status: 'authenticated' }),
  });
}

describe('the end of a tenancy', () => {
  it('states what notice does and gives it only after the tenant confirms', async () => {
    server.on('POST /api/tenancies/:id/notice', { body: active({ notice }) });
    renderTenancy(active());
    const panel = await screen.findByRole('region', { name: 'Notice' });
    expect(panel).toHaveTextContent('6 months of notice');
    fireEvent.click(within(panel).getByRole('button', { name: 'Give notice' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Your tenancy will end on 22 May 2027; the landlord will be told.',
    );
    expect(server.callsTo('POST /api/tenancies/t1/notice')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Moving to Abuja' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    await waitFor(() => expect(server.callsTo('POST /api/tenancies/t1/notice')).toHaveLength(1));
    expect(server.callsTo('POST /api/tenancies/t1/notice')[0].body).toEqual({
      reason: 'Moving to Abuja',
    });
    expect(toast.success).toHaveBeenCalledWith('Notice given: the tenancy ends on 22 May 2027.');
    expect(
      await screen.findByText('You gave notice on 22 Nov 2026: the tenancy ends on 22 May 2027.'),
    ).toBeInTheDocument();
  });

  it('sends nothing when the dialog is cancelled, and caps the end at the end date', async () => {
    renderTenancy(active({ endDate: '2027-01-10' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Give notice' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Your tenancy will end on 10 Jan 2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/tenancies/t1/notice')).toHaveLength(0);
  });

  it("tells the landlord the tenant's notice and relists from the move-out date", async () => {
    server.on('POST /api/tenancies/:id/relist', {
      body: active({ notice: { ...notice, relistConfirmedAt: '2026-11-22T10:00:00Z' } }),
    });
    renderTenancy(active({ notice: { ...notice, reason: 'Moving to Abuja' } }), LANDLORD);
    expect(
      await screen.findByText(
        'The tenant gave notice on 22 Nov 2026: the tenancy ends on 22 May 2027.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Moving to Abuja')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give notice' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Relist from 22 May 2027' }));
    await waitFor(() => expect(server.callsTo('POST /api/tenancies/t1/relist')).toHaveLength(1));
    expect(
      await screen.findByText('Your home is listed as available from 22 May 2027.'),
    ).toBeInTheDocument();
  });

  it('lets the landlord offer a renewal in the window, with the new rent and term', async () => {
    const inWindow = active({ endDate: '2027-01-10', renewalOpensOn: '2026-11-11' });
    server.on('POST /api/tenancies/:id/renewal', {
      body: {
        ...inWindow,
        renewal: {
          id: 'r1',
          state: 'open',
          rent: 650_000,
          termMonths: 6,
          startsOn: '2027-01-10',
          endsOn: '2027-07-10',
          offeredAt: '2026-11-22T09:00:00Z',
          decidedAt: null,
        },
      },
    });
    renderTenancy(inWindow, LANDLORD);
    const rent = await screen.findByLabelText('New monthly rent');
    fireEvent.change(rent, { target: { value: '650000' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'New term' }));
    fireEvent.click(await screen.findByTitle('6 months'));
    fireEvent.click(screen.getByRole('button', { name: 'Offer renewal' }));
    await waitFor(() => expect(server.callsTo('POST /api/tenancies/t1/renewal')).toHaveLength(1));
    expect(server.callsTo('POST /api/tenancies/t1/renewal')[0].body).toEqual({
      rent: 650_000,
      termMonths: 6,
    });
    expect(
      await screen.findByText(
        "Renewal offered: ₦650,000 a month for 6 months, to 10 Jul 2027. Waiting for the tenant's answer.",
      ),
    ).toBeInTheDocument();
  });

  it('says when the renewal opens before the window', async () => {
    renderTenancy(active(), LANDLORD);
    expect(await screen.findByText('You can offer a renewal from 3 Jul 2027.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer renewal' })).not.toBeInTheDocument();
  });

  it('lets the tenant accept the offer and says when the new rent is due', async () => {
    const renewal = {
      id: 'r1',
      state: 'open' as const,
      rent: 650_000,
      termMonths: 12,
      startsOn: '2027-01-10',
      endsOn: '2028-01-10',
      offeredAt: '2026-11-22T09:00:00Z',
      decidedAt: null,
    };
    server.on('POST /api/tenancies/:id/renewal/accept', {
      body: active({
        endDate: '2028-01-10',
        renewal: { ...renewal, state: 'accepted', decidedAt: '2026-11-22T09:10:00Z' },
      }),
    });
    renderTenancy(active({ endDate: '2027-01-10', renewal }));
    expect(
      await screen.findByText(
        'Your landlord offers to renew: ₦650,000 a month for 12 months, to 10 Jan 2028.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You'll be asked to pay the new term's rent before 10 Jan 2027."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept renewal' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/tenancies/t1/renewal/accept')).toHaveLength(1),
    );
    expect(await screen.findByText(/^Renewed: ₦650,000 a month/)).toHaveTextContent(
      "You'll be asked to pay the new term's rent before 10 Jan 2027.",
    );
  });

  it('says on an ended tenancy that the caution deposit stays held', async () => {
    renderTenancy(active({ state: 'ended', notice, endedAt: '2027-05-21T23:05:00Z' }));
    const panel = await screen.findByRole('region', { name: 'Tenancy ended' });
    expect(panel).toHaveTextContent('This tenancy ended on 22 May 2027.');
    expect(panel).toHaveTextContent('stays held by RentNaija');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the landlord of an ended tenancy not relisted to relist it in their listings', async () => {
    renderTenancy(
      active({ state: 'ended', endDate: '2027-07-01', endedAt: '2027-06-30T23:05:00Z' }),
      LANDLORD,
    );
    const panel = await screen.findByRole('region', { name: 'Tenancy ended' });
    expect(panel).toHaveTextContent('This tenancy ended on 1 Jul 2027.');
    expect(within(panel).getByRole('link', { name: 'Relist it in My Properties' })).toHaveAttribute(
      'href',
      '/property-management',
    );
  });
});
