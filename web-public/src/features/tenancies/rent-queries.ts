/**
 * Monthly rent's server state (see api/queryClient.ts): a tenancy's rent schedule, paying a
 * month (a checkout like the move-in payment), automatic payment on or off, the landlord
 * waiving a month, and a month's rent receipt.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RentScheduleDto } from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';
import { saveFile } from '../../api/save-file';
import { useAuth } from '../auth';
import { tenancyKeys } from './queries';

export const rentKeys = {
  schedule: (id: string) => [...tenancyKeys.all, 'rent', id] as const,
};

export const rentQueries = {
  schedule: (id: string) =>
    queryOptions({
      queryKey: rentKeys.schedule(id),
      queryFn: ({ signal }) =>
        api.get('/api/tenancies/{id}/rent', { params: { path: { id } }, signal }),
      refetchOnWindowFocus: true,
    }),
};

/** The tenancy's rent schedule, for its tenant, its landlord and staff. */
export function useRentSchedule(id: string, enabled = true) {
  const { status } = useAuth();
  return useQuery({ ...rentQueries.schedule(id), enabled: enabled && status === 'authenticated' });
}

/** After a change of the schedule: the new one in the cache, the money record refreshed. */
function useScheduleChange(id: string) {
  const queryClient = useQueryClient();
  return (schedule: RentScheduleDto) => {
    queryClient.setQueryData(rentKeys.schedule(id), schedule);
    return queryClient.invalidateQueries({ queryKey: tenancyKeys.ledger(id) });
  };
}

/** The tenant turns automatic payment with the saved card on or off. */
export function useSetAutopay(id: string) {
  const changed = useScheduleChange(id);
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put('/api/tenancies/{id}/autopay', { params: { path: { id } }, body: { enabled } }),
    onSuccess: changed,
  });
}

/** The tenant pays one month: the checkout opens (the browser goes to the gateway's page). */
export function usePayRentMonth(id: string) {
  return useActionMutation({
    mutationFn: (instalmentId: string, key) =>
      api.post('/api/tenancies/{id}/rent/{instalmentId}/pay', {
        params: { path: { id, instalmentId } },
        ...idempotent(key),
      }),
    onSuccess: (checkout) => window.location.assign(checkout.authorizationUrl),
  });
}

/** The landlord waives a month still to pay, with a reason the tenant reads. */
export function useWaiveRentMonth(id: string) {
  const changed = useScheduleChange(id);
  return useActionMutation({
    mutationFn: ({ instalmentId, reason }: { instalmentId: string; reason: string }, key) =>
      api.post('/api/tenancies/{id}/rent/{instalmentId}/waive', {
        params: { path: { id, instalmentId } },
        body: { reason },
        ...idempotent(key),
      }),
    onSuccess: changed,
  });
}

/** Downloads a month's statutory rent receipt (fetched with the session), named `name`. */
export async function downloadRentReceipt(
  tenancy: { id: string; reference: string },
  instalmentId: string,
  name: string,
): Promise<void> {
  const pdf = (await api.get('/api/tenancies/{id}/rent/{instalmentId}/receipt.pdf', {
    params: { path: { id: tenancy.id, instalmentId } },
    parseAs: 'blob',
  })) as unknown as Blob;
  saveFile(pdf, `${tenancy.reference}-${name}.pdf`.replace(/[^\w.-]+/g, '-'));
}
