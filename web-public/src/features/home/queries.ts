/** The home page's server state (see api/queryClient.ts for the conventions). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export const homeKeys = {
  all: ['home'] as const,
  featured: () => [...homeKeys.all, 'featured'] as const,
  stats: () => [...homeKeys.all, 'stats'] as const,
};

export const homeQueries = {
  /** The newest approved listings with photos, for the home page. */
  featured: () =>
    queryOptions({
      queryKey: homeKeys.featured(),
      queryFn: ({ signal }) => api.get('/api/properties/featured', { signal }),
    }),
  /** Counts of the listings visitors can open now. */
  stats: () =>
    queryOptions({
      queryKey: homeKeys.stats(),
      queryFn: ({ signal }) => api.get('/api/properties/stats', { signal }),
      staleTime: 5 * 60_000,
    }),
};

export const useFeaturedProperties = () => useQuery(homeQueries.featured());
export const useHomeStats = () => useQuery(homeQueries.stats());
