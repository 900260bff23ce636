/**
 * The landlord's confirmation by emailed or texted link (see api/queryClient.ts for the
 * conventions). Public: the link's token is the only key, and nobody need be signed in.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const listingConfirmationKeys = {
  link: (token: string) => ['listing-confirmation', token] as const,
};

export const listingConfirmationQueries = {
  link: (token: string) =>
    queryOptions({
      queryKey: listingConfirmationKeys.link(token),
      queryFn: ({ signal }) =>
        api.get('/api/listing-confirmations/{token}', { params: { path: { token } }, signal }),
      retry: false,
    }),
};

export const useListingConfirmationLink = (token: string) =>
  useQuery(listingConfirmationQueries.link(token));

/** Confirms the listing; the link is used up, so it is not asked for again. */
export function useConfirmByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/api/listing-confirmations/{token}', { params: { path: { token } } }),
    onSuccess: () => queryClient.cancelQueries({ queryKey: listingConfirmationKeys.link(token) }),
  });
}
