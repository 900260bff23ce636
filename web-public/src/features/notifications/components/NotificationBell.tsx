import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatMessageTime } from '@rentnaija/shared';
import type { NotificationDto } from '@rentnaija/shared';
import { buttonClass } from '../../../components/LinkButton';
import { badgeText } from '../lib';
import { useBell, useMarkAllNotificationsRead, useMarkNotificationRead } from '../queries';
import '../notifications.css';

/**
 * The header's bell, for signed-in users: the unread count on a badge, and a dropdown titled
 * Notifications, newest first. Clicking one marks it read and opens its link; new ones arrive
 * live at the top. The button keeps the size of the slot the header reserves for it.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const bell = useBell();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = bell.data?.unreadCount ?? 0;
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications, none unread';

  const openOne = (n: NotificationDto) => {
    setOpen(false);
    if (!n.readAt) markRead.mutate(n);
    if (n.link) navigate(n.link);
  };

  const content = (
    <div className="rn-bell-panel">
      <div className="rn-bell-panel__head">
        <h2 className="rn-bell-panel__title">Notifications</h2>
        {unread > 0 && (
          <button
            type="button"
            className={buttonClass('text', 'middle', 'rn-bell-panel__all')}
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all read
          </button>
        )}
      </div>
      {bell.isError ? (
        <p className="rn-bell-panel__empty" role="alert">
          Notifications could not be loaded.{' '}
          <button
            type="button"
            className="rn-bell-panel__retry"
            onClick={() => void bell.refetch()}
          >
            Try again
          </button>
        </p>
      ) : !bell.data ? (
        <p className="rn-bell-panel__empty">Loading…</p>
      ) : bell.data.data.length === 0 ? (
        <p className="rn-bell-panel__empty">No notifications</p>
      ) : (
        <ul className="rn-bell-list">
          {bell.data.data.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={`rn-bell-item${n.readAt ? '' : ' rn-bell-item--unread'}`}
                onClick={() => openOne(n)}
              >
                <span className="rn-bell-item__text">{n.message}</span>
                <time className="rn-bell-item__time" dateTime={n.createdAt}>
                  {formatMessageTime(n.createdAt)}
                </time>
                {!n.readAt && <span className="rn-visually-hidden"> (unread)</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
    >
      <button
        type="button"
        className={buttonClass('text', 'middle', 'rn-btn--icon rn-btn--circle rn-bell')}
        aria-label={label}
        title="Notifications"
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <BellOutlined aria-hidden="true" />
        {unread > 0 && (
          <span className="rn-bell__badge" aria-hidden="true" data-testid="bell-badge">
            {badgeText(unread)}
          </span>
        )}
      </button>
    </Popover>
  );
}
