/**
 * The one socket of a signed-in tab. socket.io-client is loaded the first time a session
 * starts (never on a signed-out visit). The connection authenticates with the access token;
 * when the server refuses it (expired), the token is refreshed and the connection tried again.
 * It reconnects after 1, 2, 5 and then every 10 seconds; each connection
 * after the first tells `onReconnect`, so the app refetches what it may have missed.
 */
import { REALTIME } from '@rentnaija/shared';
import type { RealtimeEventName, RealtimeEvents, RealtimeRefusal } from '@rentnaija/shared';
import type { Socket } from 'socket.io-client';

export interface RealtimeSession {
  /** The current access token, or null. */
  getToken(): string | null;
  /** Refreshes the session; resolves false when it is over (signed out, suspended). */
  refresh(): Promise<boolean>;
  /** The socket came back after a drop: live events may have been missed. */
  onReconnect(): void;
}

type Handler = (data: never) => void;
const handlers = new Map<string, Set<Handler>>();

/** The wait before reconnection attempt `attempt` (0-based): 1, 2, 5, then 10 s. */
export function reconnectDelay(attempt: number): number {
  const delays = REALTIME.reconnectDelaysMs;
  return delays[Math.min(attempt, delays.length - 1)];
}

/** Listens for one live event; returns the unsubscribe function. */
export function onRealtime<E extends RealtimeEventName>(
  event: E,
  handler: (data: RealtimeEvents[E]) => void,
): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as Handler);
  return () => set.delete(handler as Handler);
}

/** Hands an event to its listeners (the socket calls it; tests may too). */
export function dispatchRealtime(event: string, data: unknown): void {
  handlers.get(event)?.forEach((handler) => (handler as (d: unknown) => void)(data));
}

let socket: Socket | null = null;
let session: RealtimeSession | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
let everConnected = false;
/** Bumped by every start and stop, so late callbacks of an earlier session do nothing. */
let generation = 0;

function scheduleRetry(current: number): void {
  clearTimeout(retryTimer);
  const delay = reconnectDelay(attempt);
  attempt += 1;
  retryTimer = setTimeout(() => {
    if (current === generation) socket?.connect();
  }, delay);
}

/** Refreshes the token after a refusal; stops for good when the session is over. */
async function renewThenRetry(current: number): Promise<void> {
  const alive = await session?.refresh();
  if (current !== generation) return;
  if (!alive) {
    stopRealtime();
    return;
  }
  scheduleRetry(current);
}

/** Opens the tab's socket for `next` (a no-op when one is open). */
export async function startRealtime(next: RealtimeSession): Promise<void> {
  session = next;
  if (socket) return;
  const current = ++generation;
  const { io } = await import('socket.io-client');
  if (current !== generation) return;
  attempt = 0;
  everConnected = false;
  const s = io({
    path: REALTIME.path,
    // Read at every attempt, so a refreshed token is used.
    auth: (cb) => cb({ token: session?.getToken() ?? '' }),
    reconnection: false,
    timeout: REALTIME.timeoutMs,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  socket = s;
  s.on('connect', () => {
    if (everConnected) session?.onReconnect();
    everConnected = true;
    attempt = 0;
  });
  s.on('connect_error', (error: Error & { data?: { code?: RealtimeRefusal } }) => {
    if (current !== generation) return;
    if (error.data?.code === 'INVALID_TOKEN') void renewThenRetry(current);
    else scheduleRetry(current);
  });
  s.on('disconnect', (reason) => {
    if (current !== generation || reason === 'io client disconnect') return;
    // Closed by the server: the session may have ended (logout elsewhere, suspension).
    if (reason === 'io server disconnect') void renewThenRetry(current);
    else scheduleRetry(current);
  });
  s.onAny((event: string, data: unknown) => dispatchRealtime(event, data));
  s.connect();
}

/** Closes the socket (sign-out). */
export function stopRealtime(): void {
  generation += 1;
  clearTimeout(retryTimer);
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  session = null;
}
