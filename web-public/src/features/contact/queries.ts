/** The contact form's request (see api/queryClient.ts for the conventions). */
import type { ContactRequest } from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';

export const useSendContactMessage = () =>
  useActionMutation({
    mutationFn: (body: ContactRequest, key) =>
      api.post('/api/contact', { body, ...idempotent(key) }),
  });
