/** Viewings' server state (see api/queryClient.ts for the conventions). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ViewingType } from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';
import { scheduleBody, type ScheduleForm, waitsForVideoLink } from './lib';

export const viewingKeys = {
  all: [SIGNED_IN_ROOT, 'viewings'] as const,
  list: () => [...viewingKeys.all, 'list'] as const,
  listings: () => [SIGNED_IN_ROOT, 'viewings', 'landlord-listings'] as const,
};

export const viewingQueries = {
  list: () =>
    queryOptions({
      queryKey: viewingKeys.list(),
      queryFn: ({ signal }) => api.get('/api/viewings', { signal }),
      refetchOnWindowFocus: true,
    }),
};

/** The signed-in tenant's or landlord's viewings, by date and time. */
export function useViewings() {
  const { status, user } = useAuth();
  return useQuery({
    ...viewingQueries.list(),
    enabled: status === 'authenticated' && (user?.role === 'tenant' || user?.role === 'landlord'),
    // A virtual viewing's link appears 30 minutes before it starts: look again until then.
    refetchInterval: (query) => (waitsForVideoLink(query.state.data ?? []) ? 60_000 : false),
  });
}

/** The landlord's listings open for viewings (available, not archived). */
export function useViewableListings() {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: viewingKeys.listings(),
    queryFn: async ({ signal }) => {
      const mine = await api.get('/api/landlord/properties', { signal });
      return mine.data.filter((p) => p.status === 'available');
    },
    enabled: status === 'authenticated' && user?.role === 'landlord',
  });
}

export function useScheduleViewing() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (form: ScheduleForm, key) =>
      api.post('/api/viewings', { body: scheduleBody(form), ...idempotent(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}

export interface ViewingRequest {
  propertyId: string;
  viewingDate: string;
  viewingTime: string;
  viewingType: ViewingType;
  message?: string;
}

export function useRequestViewing() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: ViewingRequest, key) =>
      api.post('/api/viewings', { body, ...idempotent(key) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}

/** The landlord adds or changes a virtual viewing's video-call link. */
export function useSetVideoLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, videoLink }: { id: string; videoLink: string }) =>
      api.patch('/api/viewings/{id}', { params: { path: { id } }, body: { videoLink } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}

/** Confirm or cancel; the list shows the new status at once. */
export function useViewingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'confirm' | 'cancel' }) =>
      action === 'confirm'
        ? api.post('/api/viewings/{id}/confirm', { params: { path: { id } } })
        : api.post('/api/viewings/{id}/cancel', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}
