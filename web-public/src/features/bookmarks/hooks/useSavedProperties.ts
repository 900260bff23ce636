import { useCallback, useEffect, useState } from 'react';
import type { BookmarkDto, BookmarkUpdateRequest } from '@rentnaija/shared';
import { errorMessage } from '../../../api/client';
import { deleteBookmark, listBookmarks, updateBookmark } from '../api';

export const REMOVE_FAILED = 'Failed to remove property from saved list';

/** The signed-in user's saved listings, newest first, with remove and edit. */
export function useSavedProperties(enabled: boolean) {
  const [items, setItems] = useState<BookmarkDto[]>([]);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    setError(null);
    listBookmarks()
      .then((list) => current && setItems(list))
      .catch((err: unknown) => current && setError(errorMessage(err)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Removes a bookmark; resolves false (and keeps the item) when the server refuses. */
  const remove = useCallback(async (id: string) => {
    try {
      await deleteBookmark(id);
      setItems((list) => list.filter((b) => b.id !== id));
      return true;
    } catch {
      return false;
    }
  }, []);

  const update = useCallback(async (id: string, body: BookmarkUpdateRequest) => {
    const updated = await updateBookmark(id, body);
    setItems((list) => list.map((b) => (b.id === id ? { ...b, ...updated } : b)));
    return updated;
  }, []);

  return { items, loading, error, retry, remove, update };
}
