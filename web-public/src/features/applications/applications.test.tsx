import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { application, applicationList } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { currentApplicationFor, listingFacts } from './lib';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { ApplicationsView } = await import('./index');

const server = withFakeServer();
afterEach(() => {
  vi.clearAllMocks();
});

function renderApplications(role: 'tenant' | 'landlord' = 'tenant', route = '/applications') {
  return renderWithProviders(<ApplicationsView />, {
    route,
    auth: fakeAuth({ user: { ...TENANT, role }, status: 'authenticated' }),
  });
}

const mine = [
  application({ id: 'a1', status: 'pending' }),
  application({
    id: 'a2',
    status: 'approved',
    depositPaid: true,
    guarantorStatus: 'confirmed',
    guarantorRespondedAt: '2026-11-21T09:00:00Z',
    property: null,
  }),
  application({ id: 'a3', status: 'rejected', guarantorStatus: 'declined', reviewNote: 'Taken.' }),
];

describe('My Applications', () => {
  it('shows tabs with counts and filters the cards by status', async () => {
    server.on('GET /api/applications/mine', applicationList(mine));
    renderApplications();
    await screen.findByRole('button', { name: 'All (3)' });
    expect(screen.getByRole('button', { name: 'Under Review (0)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Approved (1)' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Under Review (0)' }));
    expect(screen.getByText('No Under Review Applications')).toBeInTheDocument();
  });

  it("says 'No Applications Yet' with Browse Properties when there are none", async () => {
    server.on('GET /api/applications/mine', applicationList([]));
    renderApplications();
    await screen.findByText('No Applications Yet');
    expect(screen.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('shows each card with its status, payment, guarantor and applicant details', async () => {
    server.on('GET /api/applications/mine', applicationList(mine));
    renderApplications();
    const [pending, paid, rejected] = await screen.findAllByRole('article');
    expect(within(pending).getByText('Bright 2-bedroom flat in Yaba')).toBeInTheDocument();
    expect(within(pending).getByText('₦300,000 per month')).toBeInTheDocument();
    expect(within(pending).getByText('Payment Pending')).toBeInTheDocument();
    expect(within(pending).getByText('Guarantor has not answered yet')).toBeInTheDocument();
    expect(within(pending).getByText('₦900,000')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: /Pay now/ })).toHaveAttribute(
      'href',
      '/payment/p1?application=a1',
    );

    expect(within(paid).getByText('Property Details Not Available')).toBeInTheDocument();
    expect(within(paid).getByText('Location Not Available')).toBeInTheDocument();
    expect(within(paid).getByText('Price Not Available')).toBeInTheDocument();
    expect(within(paid).getAllByText('Paid')).toHaveLength(2);
    expect(within(paid).getByText('Guarantor confirmed')).toBeInTheDocument();
    expect(within(paid).queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();

    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Guarantor declined')).toBeInTheDocument();
    expect(within(rejected).getByText('Taken.')).toBeInTheDocument();
    expect(within(rejected).queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });

  it('emails the guarantor a new link on request', async () => {
    server.on('GET /api/applications/mine', applicationList([mine[0]]));
    server.on('POST /api/applications/:id/guarantor-request', { body: mine[0] });
    renderApplications();
    fireEvent.click(await screen.findByRole('button', { name: /Resend guarantor email/ }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('We emailed Ngozi Okafor a new link'),
    );
    expect(server.callsTo('POST /api/applications/a1/guarantor-request')).toHaveLength(1);
    // The list is asked for again after the change.
    await waitFor(() => expect(server.callsTo('GET /api/applications/mine')).toHaveLength(2));
  });
  it('shows an approved, unpaid application its deadline in WAT and what happens then', async () => {
    server.on(
      'GET /api/applications/mine',
      applicationList([
        application({ id: 'a4', status: 'approved', offerExpiresAt: '2026-11-25T13:30:00Z' }),
        application({ id: 'a5', status: 'lapsed' }),
      ]),
    );
    renderApplications();
    const [offer, lapsed] = await screen.findAllByRole('article');
    expect(within(offer).getByText('Pay by 25 Nov 2026, 14:30 WAT')).toBeInTheDocument();
    expect(
      within(offer).getByText(/offer lapses and the home goes back on the market/),
    ).toBeInTheDocument();
    expect(within(offer).getByText(/₦620,000/)).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: /Pay now/ })).toBeInTheDocument();
    expect(within(lapsed).getByText('This offer lapsed')).toBeInTheDocument();
    expect(within(lapsed).queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
  });
});

describe("a landlord's applications", () => {
  const toMine = application({
    id: 'a5',
    ninNumber: '*******8901',
    guarantorNinNumber: '*******4321',
    ninMasked: true,
  });

  it('lists applications to their listings with masked NINs and the guarantor state', async () => {
    server.on('GET /api/landlord/applications', applicationList([toMine]));
    renderApplications('landlord');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Ada Obi')).toBeInTheDocument();
    expect(within(card).getByText('*******8901')).toBeInTheDocument();
    expect(within(card).getByText('*******4321')).toBeInTheDocument();
    expect(within(card).getByText('Guarantor has not answered yet')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Message applicant/ })).toBeInTheDocument();
    expect(server.callsTo('GET /api/applications/mine')).toHaveLength(0);
  });

  it('approves with a note and says so', async () => {
    server.on('GET /api/landlord/applications', applicationList([toMine]));
    server.on('POST /api/applications/:id/review', ({ body }) => ({
      body: { ...toMine, status: (body as { decision: string }).decision },
    }));
    renderApplications('landlord');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This offers the home to Ada Obi for 72 hours; other applicants will be told it is taken.',
    );
    fireEvent.change(within(dialog).getByLabelText(/Note to the tenant/), {
      target: { value: 'Welcome! Keys on Friday.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Application approved successfully'),
    );
    expect(server.callsTo('POST /api/applications/a5/review')[0].body).toEqual({
      decision: 'approved',
      note: 'Welcome! Keys on Friday.',
    });
  });

  it('shows an unpaid approval its deadline and withdraws it with a reason', async () => {
    const offered = {
      ...toMine,
      status: 'approved' as const,
      offerExpiresAt: '2026-11-25T13:30:00Z',
    };
    server.on('GET /api/landlord/applications', applicationList([offered]));
    server.on('POST /api/applications/:id/withdraw-approval', ({ body }) => ({
      body: { ...offered, status: 'rejected', reviewNote: (body as { reason: string }).reason },
    }));
    renderApplications('landlord');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('25 Nov 2026, 14:30 WAT')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /Withdraw approval/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw approval' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A reason is required');
    fireEvent.change(within(dialog).getByLabelText('Reason Ada Obi reads'), {
      target: { value: 'We could not reach you to arrange payment.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw approval' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Approval withdrawn: the listing is available again',
      ),
    );
    expect(server.callsTo('POST /api/applications/a5/withdraw-approval')[0].body).toEqual({
      reason: 'We could not reach you to arrange payment.',
    });
  });

  it("says the decision failed, with the server's reason for a refusal", async () => {
    server.on('GET /api/landlord/applications', applicationList([toMine]));
    server.on(
      'POST /api/applications/:id/review',
      apiError(409, 'LISTING_NOT_AVAILABLE', 'This home is no longer available.'),
    );
    renderApplications('landlord');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ada Obi will be told with your reason;');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A reason is required');
    expect(server.callsTo('POST /api/applications/a5/review')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason Ada Obi reads'), {
      target: { value: 'The home has been promised to a relative.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to reject application: This home is no longer available.',
      ),
    );
  });
});

describe('application helpers', () => {
  it('uses the fallback words for a missing listing', () => {
    expect(listingFacts({ property: null })).toEqual({
      title: 'Property Details Not Available',
      location: 'Location Not Available',
      price: 'Price Not Available',
    });
  });

  it('continues the newest application for a listing that is not rejected', () => {
    const apps = [
      application({ id: 'old', status: 'rejected', createdAt: '2026-11-01T00:00:00Z' }),
      application({ id: 'open', status: 'pending', createdAt: '2026-11-02T00:00:00Z' }),
      application({ id: 'other', propertyId: 'p2', createdAt: '2026-11-03T00:00:00Z' }),
    ];
    expect(currentApplicationFor(apps, 'p1')?.id).toBe('open');
    expect(currentApplicationFor(apps.slice(0, 1), 'p1')).toBeNull();
  });
});
