/** Staff's counts of what needs action (see api/queryClient.ts for the conventions). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_ROLES } from '@rentnaija/shared';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';

/** How often the landing page counts again while it is open. */
export const OVERVIEW_POLL_MS = 30_000;

export const staffKeys = {
  overview: () => [SIGNED_IN_ROOT, 'staff', 'overview'] as const,
};

export const staffQueries = {
  overview: () =>
    queryOptions({
      queryKey: staffKeys.overview(),
      queryFn: ({ signal }) => api.get('/api/admin/overview', { signal }),
      refetchInterval: OVERVIEW_POLL_MS,
      refetchOnWindowFocus: true,
    }),
};

export const isStaffRole = (role: string | undefined) =>
  !!role && (STAFF_ROLES as readonly string[]).includes(role);

export function useStaffOverview() {
  const { user } = useAuth();
  return useQuery({ ...staffQueries.overview(), enabled: isStaffRole(user?.role) });
}
