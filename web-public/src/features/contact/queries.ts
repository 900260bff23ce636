/** The contact form's request (see api/queryClient.ts for the conventions). */
import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@rentnaija/shared';
import { api } from '../../api/client';

export const useSendContactMessage = () =>
  useMutation({ mutationFn: (body: ContactRequest) => api.post('/api/contact', { body }) });
