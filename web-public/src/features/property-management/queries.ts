/**
 * The landlord's own listings (see api/queryClient.ts for the conventions). One key scheme:
 * everything under `landlordListingKeys.all`, which every change of a listing (the wizard's
 * create and edit, status, delete) invalidates, together with the public listing caches.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  LandlordPropertiesQuery,
  LandlordPropertiesResponse,
  PropertyStatus,
} from '@rentnaija/shared';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';
import { propertyKeys } from '../properties';

export const landlordListingKeys = {
  all: [SIGNED_IN_ROOT, 'listings'] as const,
  lists: () => [...landlordListingKeys.all, 'list'] as const,
  list: (query: LandlordPropertiesQuery = {}) => [...landlordListingKeys.lists(), query] as const,
};

export const landlordListingQueries = {
  /** One page of the landlord's listings as `query` asks (search, filter, order, page). */
  list: (query: LandlordPropertiesQuery = {}) =>
    queryOptions({
      queryKey: landlordListingKeys.list(query),
      queryFn: ({ signal }) => api.get('/api/landlord/properties', { params: { query }, signal }),
      // Moderated in the console meanwhile: show the new state when the landlord comes back.
      refetchOnWindowFocus: true,
      // The page shown stays while the next one loads (no flash of the skeleton).
      placeholderData: keepPreviousData,
    }),
};

/** After any change of a listing: the landlord's list and every public view of listings. */
export function invalidateListings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: landlordListingKeys.all }),
    queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  ]);
}

/** A page of the signed-in landlord's listings in every moderation state, with counts. */
export function useLandlordListings(query: LandlordPropertiesQuery = {}) {
  const { user, status } = useAuth();
  return useQuery({
    ...landlordListingQueries.list(query),
    enabled: status === 'authenticated' && user?.role === 'landlord',
  });
}

/** Sets a listing available, rented or inactive (LISTING_STATUS_TRANSITIONS says which). */
export function useSetListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PropertyStatus }) =>
      api.patch('/api/properties/{id}/status', {
        params: { path: { id } },
        body: { status: status as 'available' | 'rented' | 'inactive' },
      }),
    onSuccess: (updated) => {
      queryClient.setQueriesData<LandlordPropertiesResponse>(
        { queryKey: landlordListingKeys.lists() },
        (list) =>
          list && {
            ...list,
            data: list.data.map((p) =>
              p.id === updated.id ? { ...p, status: updated.status } : p,
            ),
          },
      );
      return invalidateListings(queryClient);
    },
  });
}

/** Deletes a listing, or archives it when records refer to it (the answer says which). */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/properties/{id}', { params: { path: { id } } }),
    onSuccess: (_outcome, id) => {
      queryClient.setQueriesData<LandlordPropertiesResponse>(
        { queryKey: landlordListingKeys.lists() },
        (list) => list && { ...list, data: list.data.filter((p) => p.id !== id) },
      );
      return invalidateListings(queryClient);
    },
  });
}

/** Confirms an available listing is still available (it shows as confirmed today). */
export function useConfirmAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post('/api/properties/{id}/confirm-available', { params: { path: { id } } }),
    onSuccess: (confirmed) => {
      queryClient.setQueriesData<LandlordPropertiesResponse>(
        { queryKey: landlordListingKeys.lists() },
        (list) =>
          list && {
            ...list,
            data: list.data.map((p) =>
              p.id === confirmed.propertyId
                ? {
                    ...p,
                    freshness: confirmed.freshness,
                    confirmedAvailableAt: confirmed.confirmedAvailableAt,
                  }
                : p,
            ),
          },
      );
      return invalidateListings(queryClient);
    },
  });
}
