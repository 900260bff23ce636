/** Reporting a listing to our team (anyone, signed in or not, once per listing). */
import type { ListingReportReason } from '@rentnaija/shared';
import { idempotent, useActionMutation } from '../../api/actions';
import { api } from '../../api/client';
import { uploadForm } from '../../api/upload';

export interface ListingReportBody {
  reason: ListingReportReason;
  details?: string;
  /** A photo only staff see (a screenshot of a chat asking for money, the real building). */
  photo?: File;
}

export function useReportListing(propertyId: string) {
  return useActionMutation({
    mutationFn: ({ photo, ...body }: ListingReportBody, key) => {
      if (!photo) {
        return api.post('/api/properties/{id}/reports', {
          params: { path: { id: propertyId } },
          body,
          ...idempotent(key),
        });
      }
      // With a photo, the report goes as one multipart form.
      const form = new FormData();
      form.append('reason', body.reason);
      if (body.details) form.append('details', body.details);
      form.append('photo', photo, photo.name);
      return uploadForm(`/api/properties/${encodeURIComponent(propertyId)}/reports`, form, {
        idempotencyKey: key,
      });
    },
  });
}
