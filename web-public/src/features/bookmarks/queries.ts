/**
 * Saved listings' server state (see api/queryClient.ts for the conventions). The saved list is
 * the one source of truth: the Save toggles read from it, and every change updates it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookmarkDto, BookmarkUpdateRequest } from '@rentnaija/shared';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';

export const bookmarkKeys = {
  all: [SIGNED_IN_ROOT, 'bookmarks'] as const,
  list: () => [...bookmarkKeys.all, 'list'] as const,
};

export const bookmarkQueries = {
  list: () =>
    queryOptions({
      queryKey: bookmarkKeys.list(),
      queryFn: ({ signal }) => api.get('/api/bookmarks', { signal }),
      // Saved from another tab or device: show it when the user comes back.
      refetchOnWindowFocus: true,
    }),
};

/** Only tenants save listings (the API refuses other roles); visitors are asked to sign in. */
export function useCanSave(): boolean {
  const { user, status } = useAuth();
  return status !== 'authenticated' || user?.role === 'tenant';
}

/** The signed-in tenant's saved listings, newest first. */
export function useSavedList() {
  const { status, user } = useAuth();
  return useQuery({
    ...bookmarkQueries.list(),
    enabled: status === 'authenticated' && user?.role === 'tenant',
  });
}

/** Whether one listing is saved, from the saved list. */
export function useIsSaved(propertyId: string) {
  const list = useSavedList();
  return {
    saved: !!list.data?.some((b) => b.propertyId === propertyId),
    known: list.isSuccess,
  };
}

/** Saves or unsaves a listing, then refreshes the saved list (and so every Save toggle). */
export function useToggleSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => api.post('/api/bookmarks/toggle', { body: { propertyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}

/** Removes a saved listing; the list drops it at once. */
export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmark: BookmarkDto) =>
      api.delete('/api/bookmarks/{id}', { params: { path: { id: bookmark.id } } }),
    onSuccess: (_void, bookmark) => {
      queryClient.setQueryData<BookmarkDto[]>(bookmarkKeys.list(), (list) =>
        list?.filter((b) => b.id !== bookmark.id),
      );
      return queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });
    },
  });
}

/** Puts a removed listing back with its note, folder and alerts (Undo). */
export function useRestoreBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: BookmarkDto) =>
      api.post('/api/bookmarks', {
        body: {
          propertyId: b.propertyId,
          notes: b.notes,
          bookmarkFolder: b.bookmarkFolder,
          notifyPriceChange: b.notifyPriceChange,
          notifyStatusChange: b.notifyStatusChange,
          notifyAvailability: b.notifyAvailability,
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}

/** Edits a saved listing's note, folder and alerts. */
export function useUpdateBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BookmarkUpdateRequest }) =>
      api.patch('/api/bookmarks/{id}', { params: { path: { id } }, body }),
    onSuccess: (updated) => {
      queryClient.setQueryData<BookmarkDto[]>(bookmarkKeys.list(), (list) =>
        list?.map((b) => (b.id === updated.id ? { ...b, ...updated } : b)),
      );
    },
  });
}
