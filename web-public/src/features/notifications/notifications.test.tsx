import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationDto, NotificationsResponse } from '@rentnaija/shared';
import { apiError, withFakeServer } from '../../app/testServer';
import { TENANT, fakeAuth, renderWithProviders } from '../../app/testUtils';
import { dispatchRealtime } from '../realtime';
import { NotificationBell } from './index';
import { badgeText, withAllRead, withNewNotification, withRead } from './lib';

const note = (id: string, over: Partial<NotificationDto> = {}): NotificationDto => ({
  id,
  type: 'listing.approved',
  message: `Notification ${id}`,
  link: `/property/${id}`,
  readAt: null,
  createdAt: new Date().toISOString(),
  ...over,
});

const page = (data: NotificationDto[]): NotificationsResponse => ({
  data,
  pagination: { currentPage: 1, lastPage: 1, perPage: 20, total: data.length },
  unreadCount: data.filter((n) => !n.readAt).length,
});

const server = withFakeServer();
/** The signed-in user's notifications as the server keeps them. */
let list: NotificationDto[] = [];

beforeEach(() => {
  list = [];
  server.on('GET /api/notifications', () => ({ body: page(list) }));
  server.on('PATCH /api/notifications/:id/read', ({ params }) => {
    const n = list.find((x) => x.id === params.id);
    if (!n) return apiError(404, 'NOT_FOUND', 'Notification not found');
    n.readAt = new Date().toISOString();
    return { body: n };
  });
  server.on('POST /api/notifications/read-all', () => {
    const unread = list.filter((n) => !n.readAt);
    for (const n of unread) n.readAt = new Date().toISOString();
    return { body: { updated: unread.length } };
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBell() {
  return renderWithProviders(
    <>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { auth: fakeAuth({ user: TENANT, status: 'authenticated' }) },
  );
}

describe('the notification bell', () => {
  it('shows the unread count on its badge and lists the notifications newest first', async () => {
    list = [note('a'), note('b'), note('c', { readAt: '2026-01-01T00:00:00Z' })];
    renderBell();
    expect(await screen.findByTestId('bell-badge')).toHaveTextContent('2');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('heading', { name: 'Notifications' });
    const items = within(panel.parentElement!.parentElement!).getAllByRole('button', {
      name: /Notification [abc]/,
    });
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Notification a'),
      expect.stringContaining('Notification b'),
      expect.stringContaining('Notification c'),
    ]);
  });

  it("says 'No notifications' when there are none, and shows no badge", async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByTestId('bell-badge')).toBeNull();
  });

  it('marks a notification read when clicked and opens its link', async () => {
    list = [note('a', { link: '/messages?conversation=c1' }), note('b')];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: /Notification a/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/messages'));
    expect(server.callsTo('PATCH /api/notifications/a/read')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('bell-badge')).toHaveTextContent('1'));
  });

  it("marks every notification read with 'Mark all read'", async () => {
    list = [note('a'), note('b')];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('bell-badge')).toBeNull());
    expect(server.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
  });

  it('puts a notification pushed live at the top and counts it, without a reload', async () => {
    list = [note('a')];
    renderBell();
    expect(await screen.findByTestId('bell-badge')).toHaveTextContent('1');
    const calls = server.calls.length;
    act(() => dispatchRealtime('notification.created', note('live', { message: 'Pushed now' })));
    expect(await screen.findByTestId('bell-badge')).toHaveTextContent('2');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const first = (await screen.findAllByRole('button', { name: /Pushed now|Notification a/ }))[0];
    expect(first).toHaveTextContent('Pushed now');
    expect(server.calls.length).toBe(calls);
  });
});

describe("the bell's cache updates", () => {
  it('counts a pushed notification once, however often it arrives', () => {
    const start = page([note('a')]);
    const once = withNewNotification(start, note('b'));
    expect(withNewNotification(once, note('b'))).toBe(once);
    expect(once.unreadCount).toBe(2);
    expect(once.pagination.total).toBe(2);
    expect(once.data.map((n) => n.id)).toEqual(['b', 'a']);
  });

  it('lowers the count only for a notification that was unread', () => {
    const start = page([note('a'), note('b', { readAt: '2026-01-01T00:00:00Z' })]);
    const read = withRead(start, { ...note('a'), readAt: '2026-01-02T00:00:00Z' });
    expect(read.unreadCount).toBe(0);
    expect(withRead(read, { ...note('b'), readAt: '2026-01-03T00:00:00Z' }).unreadCount).toBe(0);
    expect(withAllRead(page([note('x'), note('y')]), 'now').data.every((n) => n.readAt)).toBe(true);
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});
