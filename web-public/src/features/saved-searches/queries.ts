/** Saved searches' server state (see api/queryClient.ts for the conventions). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchDto, SavedSearchFilters, SavedSearchFrequency } from '@rentnaija/shared';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';

export const savedSearchKeys = {
  all: [SIGNED_IN_ROOT, 'saved-searches'] as const,
};

export function useSavedSearches() {
  const { status } = useAuth();
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => api.get('/api/saved-searches', { signal }),
    enabled: status === 'authenticated',
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      name: string;
      filters: SavedSearchFilters;
      frequency: SavedSearchFrequency;
    }) => api.post('/api/saved-searches', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string;
      body: { name?: string; frequency?: SavedSearchFrequency; alertsEnabled?: boolean };
    }) => api.patch('/api/saved-searches/{id}', { params: { path: { id } }, body }),
    onSuccess: (updated) =>
      queryClient.setQueryData<SavedSearchDto[]>(savedSearchKeys.all, (list) =>
        list?.map((s) => (s.id === updated.id ? updated : s)),
      ),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete('/api/saved-searches/{id}', { params: { path: { id } } }),
    onSuccess: (_void, id) =>
      queryClient.setQueryData<SavedSearchDto[]>(savedSearchKeys.all, (list) =>
        list?.filter((s) => s.id !== id),
      ),
  });
}

export function useUnsubscribeSearch() {
  return useMutation({
    mutationFn: (token: string) => api.post('/api/saved-searches/unsubscribe', { body: { token } }),
  });
}
