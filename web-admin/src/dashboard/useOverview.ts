import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

/**
 * What needs action (GET /api/admin/overview), polled every 30 seconds while the console is
 * visible, so a dashboard left open stays current.
 */
export function useOverview() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['admin-overview'],
    queryFn: () => dataProvider.getOverview(),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
}
