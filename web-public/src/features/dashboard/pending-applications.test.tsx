import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDto } from '@rentnaija/shared';
import { application, applicationList } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { PendingApplications } = await import('./index');

const server = withFakeServer();
afterEach(() => {
  vi.clearAllMocks();
});

const renderPending = () =>
  renderWithProviders(<PendingApplications />, {
    auth: fakeAuth({ user: { ...TENANT, role: 'landlord' }, status: 'authenticated' }),
  });

describe("the landlord dashboard's pending applications", () => {
  it('lists only the applications waiting for a decision, with the applicant’s contacts', async () => {
    server.on(
      'GET /api/landlord/applications',
      applicationList([
        application({ id: 'p1', firstName: 'Tolu', status: 'pending' }),
        application({ id: 'p2', firstName: 'Emeka', status: 'under_review' }),
        application({ id: 'p3', firstName: 'Aisha', status: 'approved' }),
      ]),
    );
    renderPending();
    const list = await screen.findByRole('list', {
      name: 'Applications waiting for your decision',
    });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('strong')?.textContent)).toEqual([
      expect.stringContaining('Tolu'),
      expect.stringContaining('Emeka'),
    ]);
    // Marking under review is offered only while an application is pending.
    expect(within(cards[0]).getByRole('button', { name: 'Under review' })).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: 'Under review' })).toBeNull();
  });

  it('approves in place after the consequence is confirmed: the toast, and the card leaves once the list is refetched', async () => {
    let status: ApplicationDto['status'] = 'pending';
    server.on('GET /api/landlord/applications', () =>
      applicationList([application({ id: 'p1', firstName: 'Tolu', status })]),
    );
    server.on('POST /api/applications/:id/review', ({ body }) => {
      status = (body as { decision: ApplicationDto['status'] }).decision;
      return { body: application({ id: 'p1', status }) };
    });
    renderPending();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This offers the home to Tolu Obi for 72 hours; other applicants will be told it is taken.',
    );
    expect(server.callsTo('POST /api/applications/p1/review')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Application approved successfully'),
    );
    expect(server.callsTo('POST /api/applications/p1/review')[0].body).toEqual({
      decision: 'approved',
    });
    expect(await screen.findByText('No Pending Approvals')).toBeInTheDocument();
  });

  it("says the decision failed with the server's reason, and keeps the card", async () => {
    server.on('GET /api/landlord/applications', applicationList([application({ id: 'p1' })]));
    server.on(
      'POST /api/applications/:id/review',
      apiError(409, 'LISTING_NOT_AVAILABLE', 'This home is no longer available.'),
    );
    renderPending();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason Ada Obi reads'), {
      target: { value: 'The home has been promised to a relative.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to reject application: This home is no longer available.',
      ),
    );
    expect(screen.getAllByRole('button', { name: 'Reject' })[0]).toBeEnabled();
  });
});
