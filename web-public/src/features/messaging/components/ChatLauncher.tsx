import { lazy, Suspense, useState } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import { useUnreadMessages } from '../queries';
import '../messaging.css';

const ChatPanel = lazy(() => import('./ChatPanel').then((m) => ({ default: m.ChatPanel })));

/**
 * The floating live-chat button of the tenant, landlord and admin dashboards, with the unread
 * total; it opens the messaging panel. A dashboard adds it with one line: `<ChatLauncher />`.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadMessages().data?.unreadCount ?? 0;
  return (
    <>
      {open && (
        <Suspense fallback={<div className="rn-chat-panel" aria-busy="true" />}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <button
        type="button"
        className="rn-chat-launcher"
        aria-expanded={open}
        aria-label={unread ? `Live chat, ${unread} unread messages` : 'Live chat'}
        onClick={() => setOpen((v) => !v)}
      >
        <MessageOutlined aria-hidden="true" />
        {unread > 0 && (
          <span className="rn-chat-launcher__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
    </>
  );
}
