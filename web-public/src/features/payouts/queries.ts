/**
 * Payouts' server state, for landlords (see api/queryClient.ts for the conventions): the banks
 * the gateway lists, the payout account, the held, scheduled and paid money, and saving the
 * account (which may send waiting payouts, so it refreshes the money too).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountRequest } from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';
import { SIGNED_IN_ROOT } from '../../api/queryClient';

export const payoutKeys = {
  all: [SIGNED_IN_ROOT, 'payouts'] as const,
  banks: () => [...payoutKeys.all, 'banks'] as const,
  account: () => [...payoutKeys.all, 'account'] as const,
  money: () => [...payoutKeys.all, 'money'] as const,
};

export const payoutQueries = {
  /** The gateway's banks change rarely: kept for the visit. */
  banks: () =>
    queryOptions({
      queryKey: payoutKeys.banks(),
      queryFn: ({ signal }) => api.get('/api/banks', { signal }),
      staleTime: Infinity,
    }),
  account: () =>
    queryOptions({
      queryKey: payoutKeys.account(),
      queryFn: ({ signal }) => api.get('/api/landlord/payout-account', { signal }),
      // Staff may decide an account in review while the page is open.
      refetchOnWindowFocus: true,
    }),
  money: () =>
    queryOptions({
      queryKey: payoutKeys.money(),
      queryFn: ({ signal }) => api.get('/api/landlord/payouts', { signal }),
      refetchOnWindowFocus: true,
    }),
};

export const useBanks = () => useQuery(payoutQueries.banks());
export const usePayoutAccount = () => useQuery(payoutQueries.account());
export const usePayoutMoney = () => useQuery(payoutQueries.money());

/** Adds or replaces the account; the server checks it with the bank and answers its state. */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: PayoutAccountRequest, key) =>
      api.put('/api/landlord/payout-account', { body, ...idempotent(key) }),
    onSuccess: (state) => {
      queryClient.setQueryData(payoutKeys.account(), state);
      return queryClient.invalidateQueries({ queryKey: payoutKeys.money() });
    },
  });
}
