/**
 * The wizard's server state (see api/queryClient.ts): the tenancy rules in force, creating and
 * editing a listing (which refresh the landlord's list and the public listing caches), and
 * photos fetched from a link.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TENANCY_RULES, type TenancyRules } from '@rentnaija/shared';
import { api } from '../../api/client';
import type { paths } from '../../api/schema';
import { idempotent, useActionMutation } from '../../api/actions';
import { invalidateListings } from '../property-management';
import { propertyQueries } from '../properties';
import type { ListingRequest } from './draft';

/**
 * The rules the API enforces now (its settings may be stricter than the law's defaults). Until
 * they arrive, and if they cannot be read, the defaults: the server checks again either way.
 */
export function useTenancyRules(): TenancyRules {
  const filters = useQuery(propertyQueries.filters());
  return filters.data?.tenancyRules ?? DEFAULT_TENANCY_RULES;
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: ListingRequest, key) =>
      api.post('/api/properties', { body, ...idempotent(key) }),
    onSuccess: () => invalidateListings(queryClient),
  });
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<ListingRequest> }) =>
      api.patch('/api/properties/{id}', { params: { path: { id } }, body }),
    onSuccess: () => invalidateListings(queryClient),
  });
}

/** Fetches a photo from a public link and stores our own copy (the listing keeps only ours). */
export function useAddPhotoFromUrl() {
  return useMutation({
    mutationFn: (url: string) =>
      api.post('/api/uploads/property-images/from-url', { body: { url } }),
  });
}

/** Where the geocoder puts an address (the wizard's pin, which the landlord may then drag). */
export function useGeocode() {
  return useMutation({
    mutationFn: (q: paths['/api/geo/geocode']['get']['parameters']['query']) =>
      api.get('/api/geo/geocode', { params: { query: q } }),
  });
}
