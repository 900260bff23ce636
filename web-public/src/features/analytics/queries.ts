/** The landlord's analytics (see api/queryClient.ts for the conventions). */
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@rentnaija/shared';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';
import { useRealtimeEvent } from '../realtime';

export const analyticsKeys = {
  all: [SIGNED_IN_ROOT, 'analytics'] as const,
  period: (period: AnalyticsPeriod) => [...analyticsKeys.all, period] as const,
};

export const analyticsQueries = {
  period: (period: AnalyticsPeriod) =>
    queryOptions({
      queryKey: analyticsKeys.period(period),
      queryFn: ({ signal }) =>
        api.get('/api/landlord/analytics', { params: { query: { period } }, signal }),
      // Switching periods keeps the last figures on screen until the new ones arrive.
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: true,
    }),
};

export function useLandlordAnalytics(period: AnalyticsPeriod) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  useRealtimeEvent('dashboard.changed', () => {
    void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
  });
  return useQuery({ ...analyticsQueries.period(period), enabled: user?.role === 'landlord' });
}
