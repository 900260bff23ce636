/**
 * The caution deposit's server state: the tenancy's deposit (its reports, deductions and
 * return), photos uploaded and read with the session, writing and signing a report, the
 * landlord's deductions and the tenant's answer to each.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeductionRequest,
  DepositPhotoDto,
  DepositReportKind,
  DepositRoomRequest,
  TenancyDepositDto,
} from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';
import { uploadForm, type UploadOptions } from '../../api/upload';
import { useAuth } from '../auth';
import { tenancyKeys } from './queries';

export const depositKeys = {
  one: (id: string) => [...tenancyKeys.all, 'deposit', id] as const,
  photo: (id: string, photoId: string) =>
    [...tenancyKeys.all, 'deposit-photo', id, photoId] as const,
};

export const depositQueries = {
  one: (id: string) =>
    queryOptions({
      queryKey: depositKeys.one(id),
      queryFn: ({ signal }) =>
        api.get('/api/tenancies/{id}/deposit', { params: { path: { id } }, signal }),
      refetchOnWindowFocus: true,
    }),
};

export function useDeposit(id: string) {
  const { status } = useAuth();
  return useQuery({ ...depositQueries.one(id), enabled: status === 'authenticated' });
}

/** After a change: the deposit as the server answered it. */
function useDepositChange(id: string) {
  const queryClient = useQueryClient();
  return (deposit: TenancyDepositDto) => queryClient.setQueryData(depositKeys.one(id), deposit);
}

/**
 * A photo for a report's room or a deduction, uploaded on its own (its id goes in the form),
 * with its progress when `options` asks for it.
 */
export function useUploadDepositPhoto(id: string) {
  return useActionMutation({
    mutationFn: ({ file, options }: { file: File; options?: UploadOptions }, key) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm<DepositPhotoDto>(
        `/api/tenancies/${encodeURIComponent(id)}/deposit/photos`,
        form,
        { ...options, idempotencyKey: key },
      );
    },
  });
}

/** A deposit photo, fetched with the session (private to the parties and staff). */
export function useDepositPhoto(tenancyId: string, photo: DepositPhotoDto) {
  return useQuery({
    queryKey: depositKeys.photo(tenancyId, photo.id),
    queryFn: ({ signal }) =>
      api.get('/api/tenancies/{id}/deposit/photos/{photoId}', {
        params: { path: { id: tenancyId, photoId: photo.id } },
        parseAs: 'blob',
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

/** The signed-in party writes their part of a report, room by room. */
export function useWriteReport(id: string, kind: DepositReportKind) {
  const changed = useDepositChange(id);
  return useActionMutation({
    mutationFn: (rooms: DepositRoomRequest[], key) =>
      kind === 'check_in'
        ? api.post('/api/tenancies/{id}/check-in', {
            params: { path: { id } },
            body: { rooms },
            ...idempotent(key),
          })
        : api.post('/api/tenancies/{id}/check-out', {
            params: { path: { id } },
            body: { rooms },
            ...idempotent(key),
          }),
    onSuccess: changed,
  });
}

/** The signed-in party signs a report as it stands. */
export function useSignReport(id: string, kind: DepositReportKind) {
  const changed = useDepositChange(id);
  return useActionMutation({
    mutationFn: (_: void, key) =>
      kind === 'check_in'
        ? api.post('/api/tenancies/{id}/check-in/sign', {
            params: { path: { id } },
            ...idempotent(key),
          })
        : api.post('/api/tenancies/{id}/check-out/sign', {
            params: { path: { id } },
            ...idempotent(key),
          }),
    onSuccess: changed,
  });
}

/** The landlord proposes deductions (none returns the whole deposit). */
export function useProposeDeductions(id: string) {
  const changed = useDepositChange(id);
  return useActionMutation({
    mutationFn: (deductions: DeductionRequest[], key) =>
      api.post('/api/tenancies/{id}/deductions', {
        params: { path: { id } },
        body: { deductions },
        ...idempotent(key),
      }),
    onSuccess: changed,
  });
}

/** The tenant accepts or disputes one deduction. */
export function useAnswerDeduction(id: string) {
  const changed = useDepositChange(id);
  return useActionMutation({
    mutationFn: (answer: { deductionId: string; accept: boolean; reason?: string }, key) =>
      answer.accept
        ? api.post('/api/tenancies/{id}/deductions/{deductionId}/accept', {
            params: { path: { id, deductionId: answer.deductionId } },
            ...idempotent(key),
          })
        : api.post('/api/tenancies/{id}/deductions/{deductionId}/dispute', {
            params: { path: { id, deductionId: answer.deductionId } },
            body: answer.reason ? { reason: answer.reason } : {},
            ...idempotent(key),
          }),
    onSuccess: changed,
  });
}
