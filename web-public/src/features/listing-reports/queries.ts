/** Reporting a listing to our team (anyone, signed in or not, once per listing). */
import type { ListingReportReason } from '@rentnaija/shared';
import { idempotent, useActionMutation } from '../../api/actions';
import { api } from '../../api/client';

export interface ListingReportBody {
  reason: ListingReportReason;
  details?: string;
}

export function useReportListing(propertyId: string) {
  return useActionMutation({
    mutationFn: (body: ListingReportBody, key) =>
      api.post('/api/properties/{id}/reports', {
        params: { path: { id: propertyId } },
        body,
        ...idempotent(key),
      }),
  });
}
