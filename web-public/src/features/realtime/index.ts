export { RealtimeConnection } from './RealtimeConnection';
export { useRealtimeEvent } from './useRealtimeEvent';
export { dispatchRealtime, reconnectDelay } from './connection';
