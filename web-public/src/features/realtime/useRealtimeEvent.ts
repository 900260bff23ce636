import { useEffect, useRef } from 'react';
import type { RealtimeEventName, RealtimeEvents } from '@rentnaija/shared';
import { onRealtime } from './connection';

/** Calls `handler` for each `event` pushed to this user while the component is mounted. */
export function useRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  handler: (data: RealtimeEvents[E]) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtime(event, (data) => latest.current(data)), [event]);
}
