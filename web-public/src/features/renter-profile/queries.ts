/**
 * The renter profile's server state (see api/queryClient.ts for the conventions): the signed-in
 * tenant's own profile under the signed-in root, a shared profile by its link's token (public).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationDto,
  ProfileShareRequest,
  RenterProfileDto,
  RenterProfileUpdate,
  SharedProfileDto,
  TenancyTenantReviewResponse,
  TenantReviewRequest,
} from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { saveFile } from '../../api/save-file';
import { useAuth } from '../auth';

export const renterProfileKeys = {
  me: () => [SIGNED_IN_ROOT, 'renter-profile'] as const,
  shared: (token: string) => ['shared-profile', token] as const,
  applications: () => [SIGNED_IN_ROOT, 'applications'] as const,
};

export const renterProfileQueries = {
  me: () =>
    queryOptions({
      queryKey: renterProfileKeys.me(),
      queryFn: async ({ signal }) =>
        (await api.get('/api/renter-profile/me', { signal })) as RenterProfileDto,
    }),
  shared: (token: string) =>
    queryOptions({
      queryKey: renterProfileKeys.shared(token),
      queryFn: async ({ signal }) =>
        (await api.get('/api/renter-profile/shared/{token}', {
          params: { path: { token } },
          signal,
        })) as SharedProfileDto,
      retry: false,
    }),
};

/** The signed-in tenant's profile; idle for other roles. */
export function useRenterProfile() {
  const { status, user } = useAuth();
  return useQuery({
    ...renterProfileQueries.me(),
    enabled: status === 'authenticated' && user?.role === 'tenant',
  });
}

export const useSharedProfile = (token: string) => useQuery(renterProfileQueries.shared(token));

/** Saves the typed parts and the choices; the answer is the whole profile again. */
export function useSaveRenterProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RenterProfileUpdate) =>
      (await api.put('/api/renter-profile/me', { body })) as RenterProfileDto,
    onSuccess: (profile) => queryClient.setQueryData(renterProfileKeys.me(), profile),
  });
}

/** A new expiring link to the profile. */
export function useShareProfile() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: ProfileShareRequest, key) =>
      api.post('/api/renter-profile/share', { body, ...idempotent(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renterProfileKeys.me() }),
  });
}

/** Withdraws a link: it stops opening at once. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (id: string, key) =>
      api.post('/api/renter-profile/share/{id}/revoke', {
        params: { path: { id } },
        ...idempotent(key),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renterProfileKeys.me() }),
  });
}

/** Applies for a listing with the profile in one step. */
export function useApplyWithProfile() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: async (propertyId: string, key) =>
      (await api.post('/api/renter-profile/apply', {
        body: { propertyId },
        ...idempotent(key),
      })) as ApplicationDto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renterProfileKeys.applications() }),
  });
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Downloads the tenant's own profile as a PDF. */
export async function downloadMyProfilePdf(name: string): Promise<void> {
  const pdf = await api.get('/api/renter-profile/me.pdf', { parseAs: 'blob' });
  saveFile(pdf, `renter-profile-${slug(name) || 'tenant'}.pdf`);
}

/** Downloads a shared profile as a PDF, while its link is open. */
export async function downloadSharedProfilePdf(token: string, name: string): Promise<void> {
  const pdf = await api.get('/api/renter-profile/shared/{token}/pdf', {
    params: { path: { token } },
    parseAs: 'blob',
  });
  saveFile(pdf, `renter-profile-${slug(name) || 'tenant'}.pdf`);
}

export const tenantReviewKeys = {
  tenancy: (tenancyId: string) => [SIGNED_IN_ROOT, 'tenant-review', tenancyId] as const,
};

/** The landlord's review of a tenancy's tenant: whether it may be written now, and the one written. */
export function useTenantReview(tenancyId: string, enabled: boolean) {
  return useQuery({
    queryKey: tenantReviewKeys.tenancy(tenancyId),
    queryFn: async ({ signal }) =>
      (await api.get('/api/tenancies/{id}/tenant-review', {
        params: { path: { id: tenancyId } },
        signal,
      })) as TenancyTenantReviewResponse,
    enabled,
  });
}

/** The landlord reviews their tenant, once per tenancy. */
export function useSubmitTenantReview(tenancyId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: async (body: TenantReviewRequest, key) =>
      (await api.post('/api/tenancies/{id}/tenant-review', {
        params: { path: { id: tenancyId } },
        body,
        ...idempotent(key),
      })) as TenancyTenantReviewResponse,
    onSuccess: (answer) => queryClient.setQueryData(tenantReviewKeys.tenancy(tenancyId), answer),
  });
}
