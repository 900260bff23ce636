/**
 * Tenancies' server state (see api/queryClient.ts for the conventions): the signed-in tenant's
 * or landlord's list, one tenancy, the tenant choosing the move-in date, signing the agreement,
 * cancelling one the landlord did not countersign in time, confirming the keys or reporting a
 * problem; its money record.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lagosToday, type TenancyDto } from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';
import { saveFile } from '../../api/save-file';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';

export const tenancyKeys = {
  all: [SIGNED_IN_ROOT, 'tenancies'] as const,
  mine: () => [...tenancyKeys.all, 'mine'] as const,
  one: (id: string) => [...tenancyKeys.all, 'one', id] as const,
  ledger: (id: string) => [...tenancyKeys.all, 'ledger', id] as const,
};

export const tenancyQueries = {
  mine: () =>
    queryOptions({
      queryKey: tenancyKeys.mine(),
      queryFn: ({ signal }) => api.get('/api/tenancies', { signal }),
      refetchOnWindowFocus: true,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: tenancyKeys.one(id),
      queryFn: ({ signal }) => api.get('/api/tenancies/{id}', { params: { path: { id } }, signal }),
      refetchOnWindowFocus: true,
    }),
  ledger: (id: string) =>
    queryOptions({
      queryKey: tenancyKeys.ledger(id),
      queryFn: ({ signal }) =>
        api.get('/api/tenancies/{id}/ledger', { params: { path: { id } }, signal }),
      refetchOnWindowFocus: true,
    }),
};

/** The signed-in tenant's or landlord's tenancies; idle for other roles. */
export function useMyTenancies() {
  const { status, user } = useAuth();
  return useQuery({
    ...tenancyQueries.mine(),
    enabled: status === 'authenticated' && (user?.role === 'tenant' || user?.role === 'landlord'),
  });
}

export function useTenancy(id: string) {
  const { status } = useAuth();
  return useQuery({ ...tenancyQueries.one(id), enabled: status === 'authenticated' });
}

/** The tenancy's money, line by line from the ledger, with the receipts that exist. */
export function useTenancyLedger(id: string) {
  const { status } = useAuth();
  return useQuery({ ...tenancyQueries.ledger(id), enabled: status === 'authenticated' });
}

/** Downloads the tenancy's money record as CSV (fetched with the session). */
export async function downloadTenancyLedgerCsv(tenancy: {
  id: string;
  reference: string;
}): Promise<void> {
  const csv = (await api.get('/api/tenancies/{id}/ledger', {
    params: { path: { id: tenancy.id }, query: { format: 'csv' } },
    parseAs: 'blob',
  })) as unknown as Blob;
  saveFile(csv, `${tenancy.reference}-money-${lagosToday()}.csv`);
}

/** The tenant chooses the move-in date (the server checks the window and sets the end date). */
export function useSetMoveInDate(id: string) {
  const changed = useTenancyChange(id);
  return useMutation({
    mutationFn: (moveInDate: string) =>
      api.put('/api/tenancies/{id}/move-in-date', {
        params: { path: { id } },
        body: { moveInDate },
      }),
    onSuccess: changed,
  });
}

/** After a change of the tenancy: the new tenancy in the cache, the list refreshed. */
function useTenancyChange(id: string) {
  const queryClient = useQueryClient();
  return (tenancy: TenancyDto) => {
    queryClient.setQueryData(tenancyKeys.one(id), tenancy);
    return queryClient.invalidateQueries({ queryKey: tenancyKeys.mine() });
  };
}

/** The tenant confirms they have the keys (from the move-in date): the tenancy is active. */
export function useHandOver(id: string) {
  const changed = useTenancyChange(id);
  return useMutation({
    mutationFn: () => api.post('/api/tenancies/{id}/handover', { params: { path: { id } } }),
    onSuccess: changed,
  });
}

/** The tenant reports that the home is not as advertised: the money stays held. */
export function useReportProblem(id: string) {
  const changed = useTenancyChange(id);
  return useActionMutation({
    mutationFn: (words: string, key) =>
      api.post('/api/tenancies/{id}/problem', {
        params: { path: { id } },
        body: { words },
        ...idempotent(key),
      }),
    onSuccess: changed,
  });
}

/** The signed-in party signs the agreement (their verified full name and their consent). */
export function useSignAgreement(id: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: { fullName: string; consent: boolean }, key) =>
      api.post('/api/tenancies/{id}/sign', { params: { path: { id } }, body, ...idempotent(key) }),
    onSuccess: (tenancy) => {
      queryClient.setQueryData(tenancyKeys.one(id), tenancy);
      return queryClient.invalidateQueries({ queryKey: tenancyKeys.mine() });
    },
  });
}

/** The tenant cancels a tenancy the landlord did not countersign in time (a full refund). */
export function useCancelUncountersigned(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/tenancies/{id}/cancel', { params: { path: { id } } }),
    onSuccess: (tenancy) => {
      queryClient.setQueryData(tenancyKeys.one(id), tenancy);
      return queryClient.invalidateQueries({ queryKey: tenancyKeys.mine() });
    },
  });
}

/** Downloads the tenancy's agreement or rent receipt (PDFs fetched with the session). */
export async function downloadTenancyPdf(
  tenancy: { id: string; reference: string },
  which: 'agreement' | 'rent-receipt',
): Promise<void> {
  const pdf = await api.get(
    which === 'agreement'
      ? '/api/tenancies/{id}/agreement.pdf'
      : '/api/tenancies/{id}/rent-receipt.pdf',
    { params: { path: { id: tenancy.id } }, parseAs: 'blob' },
  );
  saveFile(pdf, `${which}-${tenancy.reference}.pdf`);
}
