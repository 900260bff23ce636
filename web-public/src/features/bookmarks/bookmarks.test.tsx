import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookmarkDto } from '@rentnaija/shared';
import { apiError, withFakeServer } from '../../app/testServer';
import { TENANT, fakeAuth, renderWithProviders, testQueryClient } from '../../app/testUtils';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { SaveButton, SavedPropertiesView } = await import('./index');

// antd's list and toggles render slowly on a loaded machine: room for the longest journey.
vi.setConfig({ testTimeout: 60_000 });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const bookmark = (id: string, title: string, over: Partial<BookmarkDto> = {}): BookmarkDto => ({
  id,
  propertyId: `p-${id}`,
  notes: null,
  bookmarkFolder: null,
  notifyPriceChange: true,
  notifyStatusChange: true,
  notifyAvailability: true,
  createdAt: '2026-11-20T09:00:00Z',
  property: {
    id: `p-${id}`,
    title,
    location: 'Yaba, Lagos',
    city: 'Lagos',
    state: 'Lagos State',
    price: 300000,
    securityDeposit: 300000,
    serviceCharge: 0,
    agencyFee: 0,
    bedrooms: 1,
    bathrooms: 2,
    area: 70,
    propertyType: 'flat',
    status: 'available',
    powerSupply: [],
    image: null,
    verifiedOwner: false,
    confirmedAvailableAt: '2026-11-20T09:00:00Z',
    freshness: 'fresh',
    createdAt: '2026-11-01T00:00:00Z',
    latitude: 6.51,
    longitude: 3.37,
  },
  ...over,
});

const signedIn = () => fakeAuth({ user: TENANT, status: 'authenticated' });

const server = withFakeServer();
/** The signed-in tenant's saved listings as the server keeps them. */
let saved: BookmarkDto[] = [];
/** How many of the next removals the server refuses. */
let failDelete = 0;

beforeEach(() => {
  vi.clearAllMocks();
  saved = [];
  failDelete = 0;
  sessionStorage.clear();
  server.on('GET /api/bookmarks', () => ({ body: saved }));
  server.on('POST /api/bookmarks', ({ body }) => ({
    status: 201,
    body: savedListing(body as Pick<BookmarkDto, 'propertyId'>),
  }));
  server.on('POST /api/bookmarks/toggle', ({ body }) => {
    const { propertyId } = body as Pick<BookmarkDto, 'propertyId'>;
    const existing = saved.find((b) => b.propertyId === propertyId);
    if (!existing) return { body: { bookmarked: true, bookmark: savedListing({ propertyId }) } };
    saved = saved.filter((b) => b !== existing);
    return { body: { bookmarked: false } };
  });
  server.on('DELETE /api/bookmarks/:id', ({ params }) => {
    if (failDelete-- > 0) return apiError(500, 'INTERNAL_ERROR', 'Something went wrong');
    saved = saved.filter((b) => b.id !== params.id);
    return { status: 204 };
  });
});

/** Saves a listing as the server does, with what the request carried. */
function savedListing(request: Partial<BookmarkDto> & Pick<BookmarkDto, 'propertyId'>) {
  const id = request.propertyId;
  const created = bookmark(`b-${id}`, `Listing ${id}`, request);
  created.property.id = id;
  saved = [created, ...saved];
  return created;
}

describe('SaveButton', () => {
  it('sends visitors to /login, remembering where they were and what to save', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/property/:id" element={<SaveButton propertyId="p1" />} />
        <Route path="/login" element={<Where />} />
      </Routes>,
      { route: '/property/p1' },
    );
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(sessionStorage.getItem('intendedDestination')).toBe('/property/p1');
    expect(sessionStorage.getItem('pendingSave')).toBe('p1');
    expect(toast.error).toHaveBeenCalledWith('User must be logged in to bookmark properties');
    expect(server.calls).toEqual([]);
  });

  it('completes the save asked for before signing in', async () => {
    sessionStorage.setItem('pendingSave', 'p1');
    renderWithProviders(<SaveButton propertyId="p1" />, { auth: signedIn() });
    expect(await screen.findByRole('button', { name: /Saved/, pressed: true })).toBeInTheDocument();
    expect(server.callsTo('POST /api/bookmarks/toggle')).toEqual([
      expect.objectContaining({ body: { propertyId: 'p1' } }),
    ]);
    expect(sessionStorage.getItem('pendingSave')).toBeNull();
  });

  it('is not offered to landlords or staff, whom the API refuses', () => {
    renderWithProviders(<SaveButton propertyId="p1" />, {
      auth: fakeAuth({ user: { ...TENANT, role: 'landlord' }, status: 'authenticated' }),
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('saving updates the saved list and every Save toggle of that listing', async () => {
    saved = [bookmark('b9', 'Flat in Yaba')];
    const queryClient = testQueryClient();
    renderWithProviders(
      <>
        <SaveButton propertyId="p1" />
        <SavedPropertiesView />
      </>,
      { auth: signedIn(), queryClient },
    );
    expect(await screen.findByText('1 property saved')).toBeInTheDocument();
    const save = await screen.findByRole('button', { name: /Save$/, pressed: false });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('2 properties saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Saved/, pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listing p1' })).toHaveAttribute(
      'href',
      '/property/p1',
    );
    // Removing it from the list turns the toggle back to Save.
    await act(async () =>
      fireEvent.click(
        screen.getByRole('button', { name: 'Remove Listing p1 from saved properties' }),
      ),
    );
    expect(await screen.findByText('1 property saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Save$/, pressed: false })).toBeInTheDocument();
  });
});

describe('SavedPropertiesView', () => {
  const view = () => renderWithProviders(<SavedPropertiesView />, { auth: signedIn() });

  it('lists saved listings with their count and facts and links their titles', async () => {
    saved = [bookmark('b1', 'Flat in Yaba'), bookmark('b2', 'House in Ikeja')];
    view();
    expect(await screen.findByText('2 properties saved')).toBeInTheDocument();
    expect(screen.getAllByText('1 bedroom · 2 bathrooms')).toHaveLength(2);
    expect(screen.getAllByText(/per month/)).toHaveLength(2);
    expect(screen.getAllByText('Saved on 20 Nov 2026')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Flat in Yaba' })).toHaveAttribute(
      'href',
      '/property/p-b1',
    );
    expect(screen.getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute(
      'href',
      '/property/p-b1',
    );
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/tenant-dashboard',
    );
  });

  it('removes a listing with Undo, and says so when removing fails', async () => {
    saved = [bookmark('b1', 'Flat in Yaba', { notes: 'Ask about water', bookmarkFolder: 'Yaba' })];
    failDelete = 1;
    view();
    const remove = await screen.findByRole('button', {
      name: 'Remove Flat in Yaba from saved properties',
    });
    await act(async () => fireEvent.click(remove));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to remove property from saved list'),
    );
    expect(screen.getByText('1 property saved')).toBeInTheDocument();
    await act(async () => fireEvent.click(remove));
    expect(await screen.findByText('No Saved Properties')).toBeInTheDocument();
    expect(toast.withAction).toHaveBeenCalledWith(
      'Property removed from saved list',
      'Undo',
      expect.any(Function),
    );
    // Undo puts it back, with its note and folder.
    const undo = vi.mocked(toast.withAction).mock.calls[0][2];
    await act(async () => undo());
    expect(await screen.findByText('1 property saved')).toBeInTheDocument();
    expect(server.callsTo('POST /api/bookmarks').map((call) => call.body)).toEqual([
      expect.objectContaining({
        propertyId: 'p-b1',
        notes: 'Ask about water',
        bookmarkFolder: 'Yaba',
      }),
    ]);
    expect(saved[0]).toMatchObject({ propertyId: 'p-b1', notes: 'Ask about water' });
  });

  it('asks visitors to log in', () => {
    renderWithProviders(<SavedPropertiesView />);
    expect(screen.getByText('Please log in to view your saved properties')).toBeInTheDocument();
  });
});
