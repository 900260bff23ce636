import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { tokenStore } from '../../api/tokens';
import { useAuth } from '../auth';
import { startRealtime, stopRealtime } from './connection';

/**
 * Keeps the tab's socket open while someone is signed in. After a drop, everything cached for
 * the signed-in user is refetched: events sent while the socket was away are not replayed.
 */
export function RealtimeConnection() {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'authenticated') return;
    void startRealtime({
      getToken: () => tokenStore.getAccessToken(),
      refresh: async () => (await refreshSession()) !== null,
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: [SIGNED_IN_ROOT] }),
    });
    return () => stopRealtime();
  }, [status, queryClient]);
  return null;
}
