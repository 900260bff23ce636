/**
 * Tenancies' server state (see api/queryClient.ts for the conventions): the signed-in tenant's
 * or landlord's list, one tenancy, the tenant choosing the move-in date, signing the agreement,
 * cancelling one the landlord did not countersign in time, confirming the keys or reporting a
 * problem, giving notice, relisting, and offering or answering a renewal; its money record.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { lagosToday, type TenancyDisputePhotoDto, type TenancyDto } from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';
import { saveFile } from '../../api/save-file';
import { uploadForm, type UploadOptions } from '../../api/upload';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';

export const tenancyKeys = {
  all: [SIGNED_IN_ROOT, 'tenancies'] as const,
  mine: () => [...tenancyKeys.all, 'mine'] as const,
  one: (id: string) => [...tenancyKeys.all, 'one', id] as const,
  photo: (tenancyId: string, photoId: string) =>
    [...tenancyKeys.all, 'photo', tenancyId, photoId] as const,
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
  return useActionMutation({
    mutationFn: (moveInDate: string, key) =>
      api.put('/api/tenancies/{id}/move-in-date', {
        params: { path: { id } },
        body: { moveInDate },
        ...idempotent(key),
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
  return useActionMutation({
    mutationFn: (_: void, key) =>
      api.post('/api/tenancies/{id}/handover', { params: { path: { id } }, ...idempotent(key) }),
    onSuccess: changed,
  });
}

/** What a party says about a problem: words, and photos picked on the phone. */
export interface DisputeStatement {
  words: string;
  photos: File[];
  onProgress?: UploadOptions['onProgress'];
}

/** The words and photos as one multipart form (the photos' upload reports its progress). */
function sendStatement(
  path: string,
  { words, photos, onProgress }: DisputeStatement,
  idempotencyKey?: string,
) {
  const form = new FormData();
  form.append('words', words);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return uploadForm<TenancyDto>(path, form, { onProgress, idempotencyKey });
}

/** The tenant reports that the home is not as advertised, with photos: the money stays held. */
export function useReportProblem(id: string) {
  const changed = useTenancyChange(id);
  return useActionMutation({
    mutationFn: (report: DisputeStatement, key) =>
      sendStatement(`/api/tenancies/${encodeURIComponent(id)}/problem`, report, key),
    onSuccess: changed,
  });
}

/** The tenant or the landlord gives notice (an optional reason): the tenancy's end is set. */
export function useGiveNotice(id: string) {
  const changed = useTenancyChange(id);
  return useActionMutation({
    mutationFn: (reason: string, key) =>
      api.post('/api/tenancies/{id}/notice', {
        params: { path: { id } },
        body: reason ? { reason } : {},
        ...idempotent(key),
      }),
    onSuccess: changed,
  });
}

/** The landlord puts the home back on the market from the move-out date. */
export function useRelist(id: string) {
  const changed = useTenancyChange(id);
  return useActionMutation({
    mutationFn: (_: void, key) =>
      api.post('/api/tenancies/{id}/relist', { params: { path: { id } }, ...idempotent(key) }),
    onSuccess: changed,
  });
}

/** The landlord offers to renew: a new monthly rent (whole naira) for a new term in months. */
export function useOfferRenewal(id: string) {
  const changed = useTenancyChange(id);
  return useActionMutation({
    mutationFn: (body: { rent: number; termMonths: number }, key) =>
      api.post('/api/tenancies/{id}/renewal', {
        params: { path: { id } },
        body,
        ...idempotent(key),
      }),
    onSuccess: changed,
  });
}

/** The tenant accepts or declines the open renewal offer. */
export function useAnswerRenewal(id: string) {
  const changed = useTenancyChange(id);
  return useActionMutation({
    mutationFn: (answer: 'accept' | 'decline', key) => {
      const request = { params: { path: { id } }, ...idempotent(key) };
      return answer === 'accept'
        ? api.post('/api/tenancies/{id}/renewal/accept', request)
        : api.post('/api/tenancies/{id}/renewal/decline', request);
    },
    onSuccess: changed,
  });
}

/** The landlord answers the tenant's report, with photos, until staff decide. */
export function useAnswerDispute(id: string) {
  const changed = useTenancyChange(id);
  return useActionMutation({
    mutationFn: (answer: DisputeStatement, key) =>
      sendStatement(`/api/tenancies/${encodeURIComponent(id)}/dispute/response`, answer, key),
    onSuccess: changed,
  });
}

/** A photo of the tenancy's dispute, fetched with the session (private to the parties and staff). */
export function useDisputePhoto(tenancyId: string, photo: TenancyDisputePhotoDto) {
  return useQuery({
    queryKey: tenancyKeys.photo(tenancyId, photo.id),
    queryFn: ({ signal }) =>
      api.get('/api/tenancies/{id}/dispute/photos/{photoId}', {
        params: { path: { id: tenancyId, photoId: photo.id } },
        parseAs: 'blob',
        signal,
      }),
    staleTime: Infinity,
    retry: false,
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
  return useActionMutation({
    mutationFn: (_: void, key) =>
      api.post('/api/tenancies/{id}/cancel', { params: { path: { id } }, ...idempotent(key) }),
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
