import { useState } from 'react';
import { MessageOutlined, SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { formatMessageTime } from '@rentnaija/shared';
import type { ConversationDto } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { useAuth } from '../../auth';
import { useConversations } from '../queries';

/** The empty list's words, by who is looking. */
export function emptyListText(role: string | undefined): string {
  return role === 'landlord'
    ? 'Messages from tenants will appear here'
    : role === 'tenant'
      ? 'Use Message landlord on a listing to ask about it; your conversations will appear here'
      : 'Conversations between tenants and landlords appear here for their two parties only';
}

/** Conversations, newest activity first, searchable by the other party's name or email. */
export function ConversationList({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect(conversation: ConversationDto): void;
}) {
  const { user } = useAuth();
  const [q, setQ] = useState('');
  const list = useConversations(q.trim());
  const rows = list.data?.data ?? [];

  return (
    <div className="rn-conv-list">
      <div className="rn-conv-list__search">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder="Search conversations..."
          aria-label="Search conversations"
          value={q}
          maxLength={100}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <div className="rn-conv-list__items" aria-busy={list.isFetching}>
        {list.isError ? (
          <div className="rn-conv-empty" role="alert">
            <p>{errorMessage(list.error)}</p>
            <button type="button" className="rn-link-button" onClick={() => void list.refetch()}>
              Try again
            </button>
          </div>
        ) : list.isPending ? (
          <ul className="rn-conv-skeleton" aria-label="Loading conversations">
            {[0, 1, 2].map((i) => (
              <li key={i} />
            ))}
          </ul>
        ) : rows.length === 0 ? (
          <div className="rn-conv-empty">
            <MessageOutlined aria-hidden="true" className="rn-conv-empty__icon" />
            <p className="rn-conv-empty__title">
              {q.trim() ? 'No conversations match your search' : 'No conversations yet'}
            </p>
            {!q.trim() && <p>{emptyListText(user?.role)}</p>}
          </div>
        ) : (
          <ul className="rn-conv-items">
            {rows.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={`rn-conv-item${c.id === selectedId ? ' rn-conv-item--active' : ''}`}
                  aria-current={c.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(c)}
                >
                  <span className="rn-conv-item__avatar" aria-hidden="true">
                    {initials(c.otherParty.name)}
                  </span>
                  <span className="rn-conv-item__body">
                    <span className="rn-conv-item__top">
                      <strong className="rn-conv-item__name">{c.otherParty.name}</strong>
                      <time className="rn-conv-item__time" dateTime={c.lastMessageAt}>
                        {formatMessageTime(c.lastMessageAt)}
                      </time>
                    </span>
                    <span className="rn-conv-item__property">{c.property.title}</span>
                    <span className="rn-conv-item__bottom">
                      <span className="rn-conv-item__preview">
                        {c.lastMessageMine ? 'You: ' : ''}
                        {c.lastMessagePreview}
                      </span>
                      {c.unreadCount > 0 && (
                        <span
                          className="rn-conv-item__unread"
                          aria-label={`${c.unreadCount} unread`}
                        >
                          {c.unreadCount}
                        </span>
                      )}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    (parts[0]?.[0] ?? '?') + (parts.length > 1 ? parts[parts.length - 1][0] : '')
  ).toUpperCase();
}
