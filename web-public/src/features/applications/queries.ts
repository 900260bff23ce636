/**
 * Rental applications' server state (see api/queryClient.ts for the conventions). A tenant's
 * list and a landlord's list live under one root, so every change (a new application, a
 * review, a payment) refreshes both with one invalidation.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDecision, ApplicationRequest } from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';
import { propertyKeys } from '../properties';

export const applicationKeys = {
  all: [SIGNED_IN_ROOT, 'applications'] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  landlord: () => [...applicationKeys.all, 'landlord'] as const,
  file: (id: string) => [...applicationKeys.all, 'file', id] as const,
};

export const applicationQueries = {
  /** The signed-in tenant's applications (every status) with the count of each. */
  mine: () =>
    queryOptions({
      queryKey: applicationKeys.mine(),
      queryFn: ({ signal }) => api.get('/api/applications/mine', { signal }),
      // Reviewed by the landlord, or paid in another tab: show it when the user comes back.
      refetchOnWindowFocus: true,
    }),
  /** Applications to the signed-in landlord's listings (NINs masked by the server). */
  landlord: () =>
    queryOptions({
      queryKey: applicationKeys.landlord(),
      queryFn: ({ signal }) => api.get('/api/landlord/applications', { signal }),
      refetchOnWindowFocus: true,
    }),
  /** One applicant's file for the listing's landlord (NINs masked by the server). */
  file: (id: string) =>
    queryOptions({
      queryKey: applicationKeys.file(id),
      queryFn: ({ signal }) =>
        api.get('/api/applications/{id}/file', { params: { path: { id } }, signal }),
      refetchOnWindowFocus: true,
    }),
};

/** The signed-in tenant's applications; idle for other roles. */
export function useMyApplications() {
  const { status, user } = useAuth();
  return useQuery({
    ...applicationQueries.mine(),
    enabled: status === 'authenticated' && user?.role === 'tenant',
  });
}

/** Applications to the signed-in landlord's listings; idle for other roles. */
export function useLandlordApplications() {
  const { status, user } = useAuth();
  return useQuery({
    ...applicationQueries.landlord(),
    enabled: status === 'authenticated' && user?.role === 'landlord',
  });
}

/** The applicant file of one application to the signed-in landlord's listings. */
export function useApplicantFile(id: string) {
  return useQuery(applicationQueries.file(id));
}

/** Applies for a listing; the guarantor is emailed a consent link by the server. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: ApplicationRequest, key) =>
      api.post('/api/applications', { body, ...idempotent(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

/** Emails the guarantor a new consent link (the old one stops working). */
export function useResendGuarantorRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post('/api/applications/{id}/guarantor-request', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

/**
 * The listing's landlord withdraws an approval that has not been paid, with a reason the tenant
 * reads: the listing is available again, so listings are refreshed too.
 */
export function useWithdrawApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post('/api/applications/{id}/withdraw-approval', {
        params: { path: { id } },
        body: { reason: reason.trim() },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}

/**
 * The listing's landlord decides: under review, approved or rejected (with a note). Approving
 * puts the listing under contract, so listings are refreshed too.
 */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      note,
    }: {
      id: string;
      decision: ApplicationDecision;
      note?: string;
    }) =>
      api.post('/api/applications/{id}/review', {
        params: { path: { id } },
        body: { decision, note: note?.trim() || undefined },
      }),
    onSuccess: (_app, { decision }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        decision === 'approved' && queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
