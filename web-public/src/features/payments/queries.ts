/**
 * Payments' server state (see api/queryClient.ts for the conventions): the history lists (the
 * tenant's own, or the payments for a landlord's listings), the check after a checkout, starting
 * a checkout and asking for a refund. Paying changes applications too: whoever completes a
 * payment also invalidates `applicationKeys.all`.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentPeriod, PaymentStatusFilter, RefundRequest } from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';

export interface PaymentFilters {
  status: PaymentStatusFilter;
  period: PaymentPeriod;
}
/** Whose payments a list shows: the signed-in tenant's, or those for the landlord's listings. */
export type PaymentScope = 'tenant' | 'landlord';

export const paymentKeys = {
  all: [SIGNED_IN_ROOT, 'payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (scope: PaymentScope, filters: PaymentFilters) =>
    [...paymentKeys.lists(), scope, filters] as const,
  verify: (reference: string) => [...paymentKeys.all, 'verify', reference] as const,
};

export const paymentQueries = {
  list: (scope: PaymentScope, filters: PaymentFilters) =>
    queryOptions({
      queryKey: paymentKeys.list(scope, filters),
      queryFn: ({ signal }) => {
        const query = { status: filters.status, period: filters.period };
        return scope === 'landlord'
          ? api.get('/api/landlord/payments', { params: { query }, signal })
          : api.get('/api/payments/mine', { params: { query }, signal });
      },
      // The filters change the list, not the page: keep the rows until the new ones arrive.
      placeholderData: (previous) => previous,
    }),
  /** The server asks the gateway about one of the tenant's payments (the callback page). */
  verify: (reference: string) =>
    queryOptions({
      queryKey: paymentKeys.verify(reference),
      queryFn: ({ signal }) =>
        api.get('/api/payments/verify/{reference}', {
          params: { path: { reference } },
          signal,
        }),
      staleTime: 0,
    }),
};

/** The payment list the signed-in user may see: their own (tenants) or their listings' (landlords). */
export function usePaymentList(filters: PaymentFilters) {
  const { status, user } = useAuth();
  const scope: PaymentScope | null =
    user?.role === 'landlord' ? 'landlord' : user?.role === 'tenant' ? 'tenant' : null;
  return {
    scope,
    query: useQuery({
      ...paymentQueries.list(scope ?? 'tenant', filters),
      enabled: status === 'authenticated' && scope !== null,
    }),
  };
}

/** Opens (or resumes) the checkout of an application; the server computes the amount. */
export function useInitializePayment() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (applicationId: string, key) =>
      api.post('/api/payments/initialize', { body: { applicationId }, ...idempotent(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.lists() }),
  });
}

/** Asks for a refund of a completed payment with one of the policy's reasons. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ paymentId, body }: { paymentId: string; body: RefundRequest }, key) =>
      api.post('/api/payments/{id}/refunds', {
        params: { path: { id: paymentId } },
        body,
        ...idempotent(key),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
