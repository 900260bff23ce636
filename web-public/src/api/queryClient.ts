/**
 * Server state lives in TanStack Query. Conventions for every feature:
 *
 * - Each feature keeps its query keys, query options and mutations in `features/<f>/queries.ts`.
 *   Keys start with the feature's name (`['properties', 'detail', id]`); whatever belongs to the
 *   signed-in user starts with `'me'` (`['me', 'bookmarks']`), so signing in or out drops it
 *   all with one call (`forgetSignedInData`).
 * - A mutation invalidates (or updates) the keys whose data it changed, in its `onSuccess`.
 * - Pages show loading, error and empty states through `components/QueryStates`.
 * - Failed queries are retried twice when a second try can help (no answer, or a 5xx), never
 *   on a 4xx; mutations are never retried. Data counts as fresh for 30 s; queries that show
 *   what may change in another tab (the saved list) opt into refetch on focus.
 */
import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './errors';

export const SIGNED_IN_ROOT = 'me';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, err) => failures < 2 && isRetryable(err),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Drops every cached answer that belonged to the user who was signed in. */
export function forgetSignedInData(client: QueryClient): void {
  client.removeQueries({ queryKey: [SIGNED_IN_ROOT] });
}
