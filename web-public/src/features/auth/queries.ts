/**
 * The accounts pages' requests as mutations (see api/queryClient.ts for the conventions). The
 * signed-in user and the session live in AuthContext; these change the account on the server.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RegisterRequest } from '@rentnaija/shared';
import { api } from '../../api/client';

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterRequest) => api.post('/api/auth/register', { body }) });

export const useConfirmEmail = () =>
  useMutation({
    mutationFn: (token: string) => api.post('/api/auth/confirm-email', { body: { token } }),
  });

export const useResendConfirmation = () =>
  useMutation({
    mutationFn: (email: string) => api.post('/api/auth/resend-confirmation', { body: { email } }),
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => api.post('/api/auth/forgot-password', { body: { email } }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post('/api/auth/reset-password', { body }),
  });

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: (body: { name: string; phone: string | null }) =>
      api.patch('/api/users/me', { body }),
  });

export const authKeys = {
  all: ['auth'] as const,
  resetLink: (token: string) => [...authKeys.all, 'reset-link', token] as const,
};

/** Whether an emailed reset link can still be used; asked once, as soon as it is opened. */
export const useResetLinkCheck = (token: string | null) =>
  useQuery({
    queryKey: authKeys.resetLink(token ?? ''),
    queryFn: () => api.post('/api/auth/reset-password/check', { body: { token: token! } }),
    enabled: !!token,
    staleTime: Infinity,
  });
