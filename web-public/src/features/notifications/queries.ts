/**
 * The bell's server state (see api/queryClient.ts): the first page of the signed-in user's
 * notifications with the unread total, kept current by `notification.created` pushed live.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationDto, NotificationsResponse } from '@rentnaija/shared';
import { api } from '../../api/client';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';
import { useRealtimeEvent } from '../realtime';
import { withAllRead, withNewNotification, withRead } from './lib';

export const BELL_PAGE_SIZE = 20;

export const notificationKeys = {
  all: [SIGNED_IN_ROOT, 'notifications'] as const,
  bell: () => [...notificationKeys.all, 'bell'] as const,
};

export const notificationQueries = {
  bell: () =>
    queryOptions({
      queryKey: notificationKeys.bell(),
      queryFn: ({ signal }) =>
        api.get('/api/notifications', { params: { query: { perPage: BELL_PAGE_SIZE } }, signal }),
    }),
};

/** The bell's notifications, updated live without a reload. */
export function useBell() {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  useRealtimeEvent('notification.created', (n) => {
    const key = notificationKeys.bell();
    if (queryClient.getQueryData(key)) {
      queryClient.setQueryData<NotificationsResponse>(key, (page) =>
        page ? withNewNotification(page, n) : page,
      );
    } else {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  });
  return useQuery({ ...notificationQueries.bell(), enabled: status === 'authenticated' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: NotificationDto) =>
      api.patch('/api/notifications/{id}/read', { params: { path: { id: n.id } } }),
    onSuccess: (read) =>
      queryClient.setQueryData<NotificationsResponse>(notificationKeys.bell(), (page) =>
        page ? withRead(page, read) : page,
      ),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/notifications/read-all'),
    onSuccess: () => {
      queryClient.setQueryData<NotificationsResponse>(notificationKeys.bell(), (page) =>
        page ? withAllRead(page, new Date().toISOString()) : page,
      );
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
