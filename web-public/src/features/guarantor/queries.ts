/**
 * The guarantor's consent request (see api/queryClient.ts for the conventions). Public: the
 * link's token is the only key, and nobody is signed in.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuarantorAnswerRequest } from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';

export const guarantorKeys = {
  request: (token: string) => ['guarantor', 'request', token] as const,
};

export const guarantorQueries = {
  request: (token: string) =>
    queryOptions({
      queryKey: guarantorKeys.request(token),
      queryFn: ({ signal }) =>
        api.get('/api/guarantor-requests/{token}', { params: { path: { token } }, signal }),
    }),
};

export const useGuarantorRequest = (token: string) => useQuery(guarantorQueries.request(token));

/** Confirms or declines; the link is used up, so the request is not asked for again. */
export function useAnswerGuarantor(token: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: GuarantorAnswerRequest, key) =>
      api.post('/api/guarantor-requests/{token}', {
        params: { path: { token } },
        body,
        ...idempotent(key),
      }),
    onSuccess: () => queryClient.cancelQueries({ queryKey: guarantorKeys.request(token) }),
  });
}
