/** The phone and text-message channels of the signed-in user (see api/queryClient.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TextChannel, TextPreferencesDto } from '@rentnaija/shared';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';

export const textChannelKeys = { all: [SIGNED_IN_ROOT, 'text-channels'] as const };

export function useTextChannels() {
  return useQuery({
    queryKey: textChannelKeys.all,
    queryFn: ({ signal }) => api.get('/api/users/me/text-channels', { signal }),
  });
}

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (body: { phone?: string; channel: TextChannel }) =>
      api.post('/api/users/me/phone/verify', { body }),
  });
}

export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/users/me/phone/confirm', { body: { code } }),
    onSuccess: (prefs) => queryClient.setQueryData<TextPreferencesDto>(textChannelKeys.all, prefs),
  });
}

export function useUpdateTextChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Record<TextChannel, boolean>>) =>
      api.patch('/api/users/me/text-channels', { body }),
    onSuccess: (prefs) => queryClient.setQueryData<TextPreferencesDto>(textChannelKeys.all, prefs),
  });
}
