/**
 * The role dashboards' server state (see api/queryClient.ts for the conventions). Each page is
 * one request; it is refetched when the server says a counted record changed
 * (`dashboard.changed`), when a notification arrives (recent activity), and on focus.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDecision } from '@rentnaija/shared';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';
import { useRealtimeEvent } from '../realtime';
import { toast } from '../../components/toast';
import { DECIDED } from './lib';

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

/** The landlord's applications still open (pending or under review), newest first. */
export function usePendingApplications() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...dashboardKeys.all, 'applications', 'open'] as const,
    queryFn: async ({ signal }) => {
      const list = await api.get('/api/landlord/applications', { signal });
      return list.data.filter((a) => a.status === 'pending' || a.status === 'under_review');
    },
    enabled: user?.role === 'landlord',
  });
}

/** Approves, rejects or marks under review one application, then refreshes the dashboard. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ApplicationDecision }) =>
      api.post('/api/applications/{id}/review', { params: { path: { id } }, body: { decision } }),
    onSuccess: (_answer, { decision }) => {
      toast.success(DECIDED[decision]);
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
