import type { NotificationDto, NotificationsResponse } from '@rentnaija/shared';

/** The bell's first page with a notification just pushed live: on top, counted once. */
export function withNewNotification(
  page: NotificationsResponse,
  n: NotificationDto,
): NotificationsResponse {
  if (page.data.some((x) => x.id === n.id)) return page;
  const total = page.pagination.total + 1;
  return {
    ...page,
    data: [n, ...page.data].slice(0, page.pagination.perPage),
    pagination: {
      ...page.pagination,
      total,
      lastPage: Math.max(1, Math.ceil(total / page.pagination.perPage)),
    },
    unreadCount: page.unreadCount + (n.readAt ? 0 : 1),
  };
}

/** The page after one notification was read. */
export function withRead(
  page: NotificationsResponse,
  read: NotificationDto,
): NotificationsResponse {
  const before = page.data.find((x) => x.id === read.id);
  const wasUnread = before ? before.readAt === null : false;
  return {
    ...page,
    data: page.data.map((x) => (x.id === read.id ? read : x)),
    unreadCount: Math.max(0, page.unreadCount - (wasUnread && read.readAt ? 1 : 0)),
  };
}

/** The page after 'Mark all read'. */
export function withAllRead(page: NotificationsResponse, at: string): NotificationsResponse {
  return {
    ...page,
    data: page.data.map((x) => (x.readAt ? x : { ...x, readAt: at })),
    unreadCount: 0,
  };
}

/** What the badge says: the count, or 99+. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
