/**
 * Drafts kept on the server for the signed-in user (GET/PUT/DELETE /api/drafts/:kind[/:key]), as
 * a store the step form reads and writes: read at once from the query cache (fetched once when
 * the form opens), written to the cache at each change and to the server after a pause, and
 * sent when the form closes or the network returns. A draft follows the user to any device.
 */
import { useEffect, useMemo } from 'react';
import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { DraftDto, DraftKind } from '@rentnaija/shared';
import { api } from '../../api/client';
import { isRetryable } from '../../api/errors';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import type { DraftStore, StepFormDraft } from './useStepForm';

/** How long typing pauses before the draft is sent. */
export const DRAFT_SAVE_DELAY_MS = 800;

/** The signed-in user's drafts (GET /api/drafts), refreshed whenever one is saved or removed. */
export const DRAFT_LIST_KEY = [SIGNED_IN_ROOT, 'draft-list'] as const;

const draftKey = (kind: DraftKind, key: string) => [SIGNED_IN_ROOT, 'drafts', kind, key] as const;

type Kept = { step: number; data: unknown };

function request(kind: DraftKind, key: string) {
  const path = { params: { path: { kind, key } } };
  const bare = { params: { path: { kind } } };
  return {
    get: () =>
      key ? api.get('/api/drafts/{kind}/{key}', path) : api.get('/api/drafts/{kind}', bare),
    /** `keepalive`: sent even if the page is closing (a body of at most 64 KB). */
    put: (body: Kept, keepalive = false) =>
      key
        ? api.put('/api/drafts/{kind}/{key}', { ...path, body: body as never, keepalive })
        : api.put('/api/drafts/{kind}', { ...bare, body: body as never, keepalive }),
    delete: () =>
      key ? api.delete('/api/drafts/{kind}/{key}', path) : api.delete('/api/drafts/{kind}', bare),
  };
}

interface ServerStore extends DraftStore {
  /** Sends the change waiting for the pause now. */
  flush(): void;
  /** The page is going away (a reload, a closed tab): sends the waiting change so it survives. */
  leave(): void;
}

/** The most a request sent while the page closes may carry (the browser's keepalive budget). */
const KEEPALIVE_MAX_BYTES = 60_000;

function serverStore(client: QueryClient, kind: DraftKind, key: string): ServerStore {
  const queryKey = draftKey(kind, key);
  const http = request(kind, key);
  let pending: Kept | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // One request at a time, in order: a removal never overtakes the save before it.
  let queue = Promise.resolve();
  const enqueue = (call: () => Promise<unknown>) => {
    queue = queue.then(call).then(
      () => void client.invalidateQueries({ queryKey: DRAFT_LIST_KEY }),
      () => undefined,
    );
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const body = pending;
    if (!body) return;
    pending = null;
    enqueue(async () => {
      try {
        await http.put(body);
      } catch (err) {
        // No answer (offline, a timeout) or a server failure: sent again when the network
        // returns, unless something newer is waiting. A refusal (too large) is not retried.
        if (isRetryable(err)) pending ??= body;
        throw err;
      }
    });
  };

  return {
    get() {
      const kept = client.getQueryData<DraftDto | null>(queryKey);
      if (kept !== undefined) return kept?.data ?? null;
      void client.prefetchQuery({
        queryKey,
        // Offline or refused, the form opens empty rather than waiting.
        queryFn: () =>
          http.get().then(
            (d) => d as DraftDto,
            () => null,
          ),
        networkMode: 'always',
      });
      return undefined;
    },
    set(_key, data, step) {
      const kept = { kind, key, step, data, updatedAt: new Date().toISOString() };
      client.setQueryData(queryKey, kept);
      pending = { step, data };
      clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    remove() {
      clearTimeout(timer);
      pending = null;
      const had = client.getQueryData(queryKey);
      client.setQueryData(queryKey, null);
      if (had) enqueue(() => http.delete());
    },
    subscribe(_key, listener) {
      return client.getQueryCache().subscribe((event) => {
        if (JSON.stringify(event.query.queryKey) === JSON.stringify(queryKey)) listener();
      });
    },
    flush,
    leave() {
      const body = pending;
      if (!body || JSON.stringify(body).length > KEEPALIVE_MAX_BYTES) return flush();
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      // Not behind the queue: whatever waits there would start after the page is gone.
      void http.put(body, true).catch(() => undefined);
    },
  };
}

/**
 * The draft of a step form kept on the server: `kind`, and `key` for the listing it is about
 * (a booking, a listing edit). `format` (memoised) says how values are read and written.
 */
export function useServerDraft<V>(
  kind: DraftKind,
  key: string | undefined,
  format: Pick<StepFormDraft<V>, 'read' | 'write'>,
): StepFormDraft<V> {
  const client = useQueryClient();
  const store = useMemo(() => serverStore(client, kind, key ?? ''), [client, kind, key]);
  useEffect(() => {
    const unsubscribe = onlineManager.subscribe((online) => online && store.flush());
    window.addEventListener('pagehide', store.leave);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', store.leave);
      store.flush();
    };
  }, [store]);
  return useMemo(
    () => ({ key: `${kind}:${key ?? ''}`, read: format.read, write: format.write, store }),
    [kind, key, format.read, format.write, store],
  );
}
