/**
 * The role dashboards' server state (see api/queryClient.ts for the conventions). Each page is
 * one request; it is refetched when the server says a counted record changed
 * (`dashboard.changed`), when a notification arrives (recent activity), and on focus.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';
import { useRealtimeEvent } from '../realtime';

export const dashboardKeys = {
  all: [SIGNED_IN_ROOT, 'dashboard'] as const,
  tenant: () => [...dashboardKeys.all, 'tenant'] as const,
  landlord: () => [...dashboardKeys.all, 'landlord'] as const,
};

export const dashboardQueries = {
  tenant: () =>
    queryOptions({
      queryKey: dashboardKeys.tenant(),
      queryFn: ({ signal }) => api.get('/api/tenant/dashboard', { signal }),
      refetchOnWindowFocus: true,
    }),
  landlord: () =>
    queryOptions({
      queryKey: dashboardKeys.landlord(),
      queryFn: ({ signal }) => api.get('/api/landlord/dashboard', { signal }),
      refetchOnWindowFocus: true,
    }),
};

export function useTenantDashboard() {
  const { user } = useAuth();
  return useQuery({ ...dashboardQueries.tenant(), enabled: user?.role === 'tenant' });
}

export function useLandlordDashboard() {
  const { user } = useAuth();
  return useQuery({ ...dashboardQueries.landlord(), enabled: user?.role === 'landlord' });
}

/** Refetches the dashboards whenever the live channel says their figures moved. */
export function useDashboardLiveRefresh() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  useRealtimeEvent('dashboard.changed', refresh);
  useRealtimeEvent('notification.created', refresh);
}
