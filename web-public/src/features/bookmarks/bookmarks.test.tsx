import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookmarkDto } from '@rentnaija/shared';

const auth = vi.hoisted(() => ({
  status: 'anonymous' as 'anonymous' | 'authenticated' | 'loading',
}));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
}));
const bookmarkApi = vi.hoisted(() => ({
  listBookmarks: vi.fn(),
  toggleBookmark: vi.fn(),
  getBookmarkStatus: vi.fn(),
  updateBookmark: vi.fn(),
  deleteBookmark: vi.fn(),
}));

vi.mock('../auth/AuthContext', () => ({
  useAuth: () => ({ user: null, status: auth.status }),
}));
vi.mock('../../app/toast', () => ({ toast }));
vi.mock('./api', () => bookmarkApi);

const { SaveButton } = await import('./components/SaveButton');
const { SavedPropertiesView } = await import('./components/SavedPropertiesView');

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
    bedrooms: 1,
    bathrooms: 2,
    area: 70,
    propertyType: 'flat',
    status: 'available',
    powerSupply: [],
    image: null,
    createdAt: '2026-11-01T00:00:00Z',
  },
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  auth.status = 'anonymous';
});

describe('SaveButton', () => {
  it('sends visitors to /login, remembering where they were', async () => {
    render(
      <MemoryRouter initialEntries={['/property/p1']}>
        <Routes>
          <Route path="/property/:id" element={<SaveButton propertyId="p1" />} />
          <Route path="/login" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(sessionStorage.getItem('intendedDestination')).toBe('/property/p1');
    expect(toast.error).toHaveBeenCalledWith('User must be logged in to bookmark properties');
    expect(bookmarkApi.toggleBookmark).not.toHaveBeenCalled();
  });

  it('reads the saved state, then toggles it', async () => {
    auth.status = 'authenticated';
    bookmarkApi.getBookmarkStatus.mockResolvedValue({ p1: true });
    bookmarkApi.toggleBookmark.mockResolvedValue({ bookmarked: false });
    render(
      <MemoryRouter>
        <SaveButton propertyId="p1" />
      </MemoryRouter>,
    );
    const button = await screen.findByRole('button', { name: /Saved/, pressed: true });
    await waitFor(() => expect(button).toBeEnabled());
    expect(bookmarkApi.getBookmarkStatus).toHaveBeenCalledWith(['p1']);
    fireEvent.click(button);
    expect(
      await screen.findByRole('button', { name: /Save$/, pressed: false }),
    ).toBeInTheDocument();
    expect(bookmarkApi.toggleBookmark).toHaveBeenCalledWith('p1');
  });
});

describe('SavedPropertiesView', () => {
  function view() {
    return render(
      <MemoryRouter>
        <SavedPropertiesView />
      </MemoryRouter>,
    );
  }

  it('lists saved listings with the spec texts', async () => {
    auth.status = 'authenticated';
    bookmarkApi.listBookmarks.mockResolvedValue([
      bookmark('b1', 'Flat in Yaba'),
      bookmark('b2', 'House in Ikeja'),
    ]);
    view();
    expect(await screen.findByText('2 properties saved')).toBeInTheDocument();
    expect(screen.getAllByText('1 bedroom · 2 bathrooms')).toHaveLength(2);
    expect(screen.getAllByText(/per month/)).toHaveLength(2);
    expect(screen.getAllByText('Saved on 20 Nov 2026')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute(
      'href',
      '/property/p-b1',
    );
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/tenant-dashboard',
    );
  });

  it('removes a listing, and says so when removing fails', async () => {
    auth.status = 'authenticated';
    bookmarkApi.listBookmarks.mockResolvedValue([bookmark('b1', 'Flat in Yaba')]);
    bookmarkApi.deleteBookmark
      .mockRejectedValueOnce(new Error('nope'))
      .mockResolvedValue(undefined);
    view();
    const remove = await screen.findByRole('button', {
      name: 'Remove Flat in Yaba from saved properties',
    });
    await act(async () => fireEvent.click(remove));
    expect(toast.error).toHaveBeenCalledWith('Failed to remove property from saved list');
    expect(screen.getByText('1 property saved')).toBeInTheDocument();
    await act(async () => fireEvent.click(remove));
    expect(await screen.findByText('No Saved Properties')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('asks visitors to log in', () => {
    view();
    expect(screen.getByText('Please log in to view your saved properties')).toBeInTheDocument();
  });
});
