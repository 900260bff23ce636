/**
 * The signed-in user's KYC (see api/queryClient.ts for the conventions): their record, submitting
 * it, and uploading its documents with progress.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycDocumentDto, KycDocumentKind, KycFields, KycMeDto } from '@rentnaija/shared';
import { KYC_ROLES } from '@rentnaija/shared';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { uploadForm, type UploadOptions } from '../../api/upload';
import { useAuth } from '../auth';

export const kycKeys = {
  all: [SIGNED_IN_ROOT, 'kyc'] as const,
  me: () => [...kycKeys.all, 'me'] as const,
};

export const kycQueries = {
  me: () =>
    queryOptions({
      queryKey: kycKeys.me(),
      queryFn: ({ signal }) => api.get('/api/kyc/me', { signal }) as Promise<KycMeDto>,
      // A decision may arrive while the page is open in another tab.
      refetchOnWindowFocus: true,
    }),
};

/** Whether the signed-in user's role verifies its identity (tenants and landlords). */
export function useMayVerify(): boolean {
  const { user } = useAuth();
  return !!user && (KYC_ROLES as readonly string[]).includes(user.role);
}

export function useMyKyc() {
  const { status } = useAuth();
  const mayVerify = useMayVerify();
  return useQuery({ ...kycQueries.me(), enabled: status === 'authenticated' && mayVerify });
}

/** Submits (or resubmits) the four steps; the answer replaces the cached record. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KycFields) => api.put('/api/kyc/me', { body }) as Promise<KycMeDto>,
    onSuccess: (record) => queryClient.setQueryData(kycKeys.me(), record),
  });
}

/** Uploads one document (multipart), reporting progress; answers its id for the submission. */
export function uploadKycDocument(
  kind: KycDocumentKind,
  file: File,
  options: UploadOptions = {},
): Promise<KycDocumentDto> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return uploadForm<KycDocumentDto>('/api/kyc/documents', form, options);
}
