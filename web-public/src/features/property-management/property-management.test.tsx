import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LandlordPropertiesResponse, LandlordPropertyDto } from '@rentnaija/shared';
import { listing as publicListing } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { TENANT, fakeAuth, renderWithProviders, testQueryClient } from '../../app/testUtils';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { PropertyManagementView } = await import('./index');

vi.setConfig({ testTimeout: 60_000 });

const LANDLORD = { ...TENANT, id: 'l1', name: 'Bola Ade', role: 'landlord' as const };
const asLandlord = () => fakeAuth({ user: LANDLORD, status: 'authenticated' });

/** One of the landlord's listings as their list shows it, with its views and saves. */
const listing = (
  id: string,
  title: string,
  over: Partial<LandlordPropertyDto> = {},
): LandlordPropertyDto => ({
  ...publicListing({ id, title }),
  verifiedOwner: false,
  views: 12,
  bookmarks: 3,
  ...over,
});

/** Delete on a listing's row, then Delete in the confirmation. */
async function deleteAndConfirm(title: string) {
  fireEvent.click(within(row(title)).getByRole('button', { name: `Delete ${title}` }));
  const dialog = await screen.findByRole('dialog');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
}

const row = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

const server = withFakeServer();
/** The landlord's listings as the server keeps them. */
let listings: LandlordPropertyDto[] = [];
/** What the server answers a delete: the listing gone, or kept for the records that name it. */
let deleteOutcome: 'deleted' | 'archived' = 'deleted';
/** An error the server answers every change with, if any. */
let refusal: ReturnType<typeof apiError> | null = null;

/** The server's answer to a query: filtered, searched, ordered and paged like the API. */
function landlordListings(query = new URLSearchParams()): LandlordPropertiesResponse {
  const count = (f: (p: LandlordPropertyDto) => boolean) => listings.filter(f).length;
  const status = query.get('status') ?? 'all';
  const q = query.get('q')?.toLowerCase();
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('pageSize') ?? 100);
  let matching = listings.filter(
    (p) =>
      (status === 'all' || p.moderationStatus === status || p.status === status) &&
      (!q || p.title.toLowerCase().includes(q)),
  );
  if (query.get('sort') === 'title') {
    matching = [...matching].sort((a, b) => a.title.localeCompare(b.title));
  }
  return {
    data: matching.slice((page - 1) * perPage, page * perPage),
    pagination: {
      currentPage: page,
      lastPage: Math.max(1, Math.ceil(matching.length / perPage)),
      perPage,
      total: matching.length,
    },
    counts: {
      total: listings.length,
      pending: count((p) => p.moderationStatus === 'pending'),
      approved: count((p) => p.moderationStatus === 'approved'),
      rejected: count((p) => p.moderationStatus === 'rejected'),
      available: count((p) => p.status === 'available'),
      under_contract: count((p) => p.status === 'under_contract'),
      rented: count((p) => p.status === 'rented'),
      inactive: count((p) => p.status === 'inactive'),
    },
  };
}

/** Lets the search box's pause after typing run out. */
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 500)));

/** Picks `option` in the select labelled `label`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

beforeEach(() => {
  vi.clearAllMocks();
  refusal = null;
  deleteOutcome = 'deleted';
  server.on('GET /api/landlord/properties', ({ query }) => ({ body: landlordListings(query) }));
  server.on('PATCH /api/properties/:id/status', ({ params, body }) => {
    if (refusal) return refusal;
    const p = listings.find((l) => l.id === params.id);
    if (!p) return apiError(404, 'NOT_FOUND', 'Property not found');
    p.status = (body as { status: LandlordPropertyDto['status'] }).status;
    return { body: p };
  });
  server.on('DELETE /api/properties/:id', ({ params }) => {
    if (refusal) return refusal;
    listings = listings.filter((l) => l.id !== params.id);
    return { body: { outcome: deleteOutcome } };
  });
  listings = [
    listing('a', 'Flat in Yaba', { views: 12, bookmarks: 3 }),
    listing('p', 'House in Ikeja', { moderationStatus: 'pending', isApproved: false }),
    listing('r', 'Duplex in Lekki', {
      moderationStatus: 'rejected',
      isApproved: false,
      rejectionReason: 'The photos show a different building.',
    }),
    listing('c', 'Studio in Wuse', {
      pendingChanges: { title: 'Bright studio in Wuse 2', area: 40 },
      changesSubmittedAt: '2026-11-21T09:00:00Z',
    }),
    listing('u', 'Bungalow in Bodija', { status: 'under_contract' }),
  ];
});

describe('property management', () => {
  it('shows each listing’s review state, reason, pending changes, views and saves', async () => {
    renderWithProviders(<PropertyManagementView />, { auth: asLandlord() });
    await screen.findByText('Flat in Yaba');
    const flat = row('Flat in Yaba');
    expect(within(flat).getByText('Approved')).toBeInTheDocument();
    expect(within(flat).getByText('12 views')).toBeInTheDocument();
    expect(within(flat).getByText('3 saves')).toBeInTheDocument();
    expect(within(flat).getByRole('link', { name: /View/ })).toHaveAttribute('href', '/property/a');
    expect(within(flat).getByRole('link', { name: /^Edit$/ })).toHaveAttribute(
      'href',
      '/property/a/edit',
    );

    expect(within(row('House in Ikeja')).getByText('Pending review')).toBeInTheDocument();
    const rejected = row('Duplex in Lekki');
    expect(
      within(rejected).getByText('Reason: The photos show a different building.'),
    ).toBeInTheDocument();
    expect(within(rejected).getByRole('link', { name: /Edit and resubmit/ })).toHaveAttribute(
      'href',
      '/property/r/edit',
    );
    expect(
      within(row('Studio in Wuse')).getByText(
        /Title: “Bright studio in Wuse 2”, Size \(sent 21 Nov 2026\)/,
      ),
    ).toBeInTheDocument();

    // Filtering by review state, with the counts, asked of the server.
    await choose('Show', 'Rejected (1)');
    await waitFor(() => expect(screen.queryByText('Flat in Yaba')).not.toBeInTheDocument());
    expect(screen.getByText('Duplex in Lekki')).toBeInTheDocument();
    expect(server.callsTo('GET /api/landlord/properties').at(-1)?.query.get('status')).toBe(
      'rejected',
    );
  });

  it('searches, orders and pages the table on the server, ten listings a page', async () => {
    listings = Array.from({ length: 23 }, (_, i) =>
      listing(`f${i}`, `Flat ${String(i + 1).padStart(2, '0')} in Surulere`),
    );
    listings.push(listing('w', 'Penthouse in Ikoyi'));
    renderWithProviders(<PropertyManagementView />, { auth: asLandlord() });
    expect(await screen.findByText('Showing 1–10 of 24 listings')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const first = server.callsTo('GET /api/landlord/properties')[0].query;
    expect(Object.fromEntries(first)).toEqual({
      page: '1',
      pageSize: '10',
      sort: 'newest',
      status: 'all',
    });

    // The third page holds the last four.
    fireEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Showing 21–24 of 24 listings')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);

    // A new order starts again on page 1.
    await choose('Sort by', 'Title A–Z');
    expect(await screen.findByText('Showing 1–10 of 24 listings')).toBeInTheDocument();
    expect(server.callsTo('GET /api/landlord/properties').at(-1)?.query.get('sort')).toBe('title');

    // Typing searches after a pause.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your listings' }), {
      target: { value: 'ikoyi' },
    });
    await pause();
    expect(
      await screen.findByText('Showing 1–1 of 1 listing', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Penthouse in Ikoyi')).toBeInTheDocument();
    expect(server.callsTo('GET /api/landlord/properties').at(-1)?.query.get('q')).toBe('ikoyi');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your listings' }), {
      target: { value: 'nowhere' },
    });
    await pause();
    expect(
      await screen.findByText('No listings match “nowhere”', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('offers only the status moves a landlord may make, and none under contract', async () => {
    renderWithProviders(<PropertyManagementView />, { auth: asLandlord() });
    await screen.findByText('Flat in Yaba');
    const status = within(row('Flat in Yaba')).getByRole('combobox', { name: 'Status' });
    fireEvent.mouseDown(status);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Available', 'Inactive', 'Rented']);
    expect(
      within(row('Bungalow in Bodija')).getByRole('combobox', { name: 'Status' }),
    ).toBeDisabled();
    expect(
      within(row('Bungalow in Bodija')).getByRole('button', { name: /Delete/ }),
    ).toBeDisabled();
  });

  it('changing a status refreshes the list and the public listing caches', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['properties', 'detail', 'a', 'visitor'], { id: 'a' });
    renderWithProviders(<PropertyManagementView />, { auth: asLandlord(), queryClient });
    await screen.findByText('Flat in Yaba');
    fireEvent.mouseDown(within(row('Flat in Yaba')).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Rented'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('“Flat in Yaba” is now rented'));
    expect(server.callsTo('PATCH /api/properties/a/status').map((c) => c.body)).toEqual([
      { status: 'rented' },
    ]);
    await waitFor(() => expect(server.callsTo('GET /api/landlord/properties')).toHaveLength(2));
    expect(within(row('Flat in Yaba')).getAllByText('Rented').length).toBeGreaterThan(0);
    expect(queryClient.getQueryState(['properties', 'detail', 'a', 'visitor'])?.isInvalidated).toBe(
      true,
    );
  });

  it('shows when each available listing was confirmed, and confirms a stale one in one tap', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    listings = [
      listing('a', 'Flat in Yaba', { confirmedAvailableAt: daysAgo(3) }),
      listing('s', 'Terrace in Surulere', {
        freshness: 'stale',
        confirmedAvailableAt: daysAgo(16),
      }),
      listing('h', 'Villa in Asokoro', { freshness: 'hidden', confirmedAvailableAt: daysAgo(31) }),
    ];
    server.on('POST /api/properties/:id/confirm-available', ({ params }) => {
      const p = listings.find((l) => l.id === params.id)!;
      p.freshness = 'fresh';
      p.confirmedAvailableAt = new Date().toISOString();
      return {
        body: {
          propertyId: p.id,
          title: p.title,
          confirmedAvailableAt: p.confirmedAvailableAt,
          freshness: 'fresh',
          message: `Thank you. "${p.title}" is confirmed available.`,
        },
      };
    });
    renderWithProviders(<PropertyManagementView />, { auth: asLandlord() });
    await screen.findByText('Flat in Yaba');
    expect(within(row('Flat in Yaba')).getByText('Confirmed available 3 days ago')).toBeTruthy();
    expect(
      within(row('Terrace in Surulere')).getByText('Tenants see “May no longer be available”'),
    ).toBeTruthy();
    expect(
      within(row('Villa in Asokoro')).getByText('Hidden from search: not confirmed for 30 days'),
    ).toBeTruthy();

    fireEvent.click(
      within(row('Terrace in Surulere')).getByRole('button', {
        name: 'Confirm “Terrace in Surulere” is still available',
      }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Thank you. "Terrace in Surulere" is confirmed available.',
      ),
    );
    expect(server.callsTo('POST /api/properties/s/confirm-available')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(row('Terrace in Surulere')).getByText('Confirmed available today'),
      ).toBeTruthy(),
    );
  });

  it('says when a status change is refused', async () => {
    refusal = apiError(409, 'UNDER_CONTRACT', 'This listing is under contract.');
    renderWithProviders(<PropertyManagementView />, { auth: asLandlord() });
    await screen.findByText('Flat in Yaba');
    fireEvent.mouseDown(within(row('Flat in Yaba')).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Inactive'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to update property status: This listing is under contract.',
      ),
    );
  });

  it('deletes after confirmation, refreshing the list', async () => {
    renderWithProviders(<PropertyManagementView />, { auth: asLandlord() });
    await screen.findByText('Flat in Yaba');
    fireEvent.click(
      within(row('Flat in Yaba')).getByRole('button', { name: 'Delete Flat in Yaba' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'If applications or payments refer to it, it is archived instead',
    );
    expect(server.callsTo('DELETE /api/properties/a')).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Property deleted successfully.'),
    );
    await waitFor(() => expect(screen.queryByText('Flat in Yaba')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/properties/a')).toHaveLength(1);
    expect(server.callsTo('GET /api/landlord/properties')).toHaveLength(2);
  });

  it('says so when the listing was archived because records refer to it', async () => {
    deleteOutcome = 'archived';
    renderWithProviders(<PropertyManagementView />, { auth: asLandlord() });
    await screen.findByText('Flat in Yaba');
    await deleteAndConfirm('Flat in Yaba');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Property archived: applications or payments refer to it, so it is kept for those records and hidden everywhere else.',
      ),
    );
  });

  it('keeps the listing and says so when deleting fails', async () => {
    refusal = apiError(500, 'INTERNAL_ERROR', 'Server error. Please try again later.');
    renderWithProviders(<PropertyManagementView />, { auth: asLandlord() });
    await screen.findByText('Flat in Yaba');
    await deleteAndConfirm('Flat in Yaba');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete property. Please try again.'),
    );
    expect(screen.getByText('Flat in Yaba')).toBeInTheDocument();
  });

  it('leads a landlord without listings to the wizard', async () => {
    listings = [];
    renderWithProviders(<PropertyManagementView />, { auth: asLandlord() });
    expect(await screen.findByText('No properties yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List Your Property' })).toHaveAttribute(
      'href',
      '/list-property',
    );
  });

  it('is for landlord accounts', () => {
    renderWithProviders(<PropertyManagementView />, {
      auth: fakeAuth({ user: TENANT, status: 'authenticated' }),
    });
    expect(screen.getByText('Property management is for landlord accounts.')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
