/**
 * Listings' server state: query keys and options (see api/queryClient.ts for the conventions).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertySearchQuery } from '@rentnaija/shared';
import { api } from '../../api/client';
import type { paths } from '../../api/schema';
import { useAuth } from '../auth';

type SearchParams = NonNullable<paths['/api/properties']['get']['parameters']['query']>;

/**
 * The browse page's filters as the URL holds them. They are sent as they are: the server checks
 * each against the enums and ranges of its document and answers 400 with the field otherwise.
 */
function asQueryParams(query: PropertySearchQuery): SearchParams {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out as SearchParams;
}

export const propertyKeys = {
  all: ['properties'] as const,
  search: (query: PropertySearchQuery) => [...propertyKeys.all, 'search', query] as const,
  /** The answer depends on who asks: an unpublished listing is shown to its landlord and staff. */
  detail: (id: string, viewer = 'visitor') => [...propertyKeys.all, 'detail', id, viewer] as const,
  filters: () => [...propertyKeys.all, 'filters'] as const,
  places: (query: string) => ['places', query] as const,
  mapSettings: () => ['map-settings'] as const,
};

export const propertyQueries = {
  search: (query: PropertySearchQuery) =>
    queryOptions({
      queryKey: propertyKeys.search(query),
      queryFn: ({ signal }) =>
        api.get('/api/properties', { params: { query: asQueryParams(query) }, signal }),
      // The last page stays on screen while the next one loads: no flash of skeletons.
      placeholderData: keepPreviousData,
    }),
  detail: (id: string, viewer?: string) =>
    queryOptions({
      queryKey: propertyKeys.detail(id, viewer),
      queryFn: ({ signal }) =>
        api.get('/api/properties/{id}', { params: { path: { id } }, signal }),
      // The owner and staff may be looking at a listing that changes state elsewhere.
      refetchOnWindowFocus: true,
    }),
  /** Neighbourhoods by name, for 'within N km of'. */
  places: (query: string) =>
    queryOptions({
      queryKey: propertyKeys.places(query),
      queryFn: ({ signal }) => api.get('/api/geo/places', { params: { query: { query } }, signal }),
      staleTime: Infinity,
    }),
  /** The map's tiles and their credit (asked when the map opens). */
  mapSettings: () =>
    queryOptions({
      queryKey: propertyKeys.mapSettings(),
      queryFn: ({ signal }) => api.get('/api/map/settings', { signal }),
      staleTime: Infinity,
    }),
  /** The search choices and the cities that have open listings. */
  filters: () =>
    queryOptions({
      queryKey: propertyKeys.filters(),
      queryFn: ({ signal }) => api.get('/api/properties/filters', { signal }),
      staleTime: 5 * 60_000,
    }),
};

export const usePropertySearch = (query: PropertySearchQuery, { enabled = true } = {}) =>
  useQuery({ ...propertyQueries.search(query), enabled });
/** A listing as the current viewer may see it, asked once the session check has settled. */
export function usePropertyDetail(id: string, enabled = true) {
  const { user, status } = useAuth();
  return useQuery({
    ...propertyQueries.detail(id, user?.id),
    enabled: enabled && status !== 'loading',
  });
}
export const useSearchFilters = () => useQuery(propertyQueries.filters());
