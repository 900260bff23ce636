import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useBrowseFilters } from './useBrowseFilters';

let api: ReturnType<typeof useBrowseFilters>;

function Probe() {
  api = useBrowseFilters();
  return <output data-testid="filters">{JSON.stringify(api.filters)}</output>;
}

function setup(url: string) {
  const router = createMemoryRouter([{ path: '/properties', element: <Probe /> }], {
    initialEntries: ['/', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useBrowseFilters', () => {
  it('reads the address and rewrites it in normal form, replacing the entry', async () => {
    const router = setup('/properties?location=Yaba&propertyType=flat&city=portharcourt');
    await screen.findByTestId('filters');
    expect(router.state.location.search).toBe('?query=Yaba&city=Port+Harcourt&type=flat');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.filters.query).toBe('Yaba');
  });

  it('writes filter changes to the address and returns to page 1', async () => {
    const router = setup('/properties?city=Lagos&page=3');
    await screen.findByTestId('filters');
    act(() => api.update({ minPrice: 200000, maxPrice: 500000 }));
    expect(router.state.location.search).toBe('?city=Lagos&minPrice=200000&maxPrice=500000');
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => api.update({ page: 2 }));
    expect(router.state.location.search).toBe('?city=Lagos&minPrice=200000&maxPrice=500000&page=2');
    act(() => api.clear());
    expect(router.state.location.search).toBe('');
    expect(api.filters.city).toBe('');
  });

  it('pushes a history entry for a page change, so Back returns to the previous page', async () => {
    const router = setup('/properties?city=Lagos');
    await screen.findByTestId('filters');
    act(() => api.update({ page: 2 }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?city=Lagos&page=2');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?city=Lagos');
    act(() => api.update({ query: 'duplex' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('drops unknown amenities from the address instead of sending them', async () => {
    const router = setup('/properties?amenities=pool,Gym');
    await screen.findByTestId('filters');
    expect(api.filters.amenities).toEqual(['Gym']);
    expect(router.state.location.search).toBe('?amenities=Gym');
  });

  it('follows the address when it changes from outside', async () => {
    const router = setup('/properties');
    await screen.findByTestId('filters');
    await act(() => router.navigate('/properties?bedrooms=5%2B&sortBy=price-high'));
    expect(api.filters.bedrooms).toBe('5+');
    expect(api.filters.sortBy).toBe('price-high');
  });
});
