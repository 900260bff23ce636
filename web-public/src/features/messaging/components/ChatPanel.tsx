import { useState } from 'react';
import { CloseOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth';
import { useMessagingLive } from '../queries';
import { ConversationList } from './ConversationList';
import { MessageThread } from './MessageThread';
import '../messaging.css';

/** The dashboards' messaging panel: the list with search, a thread and its send box. */
export function ChatPanel({ onClose }: { onClose(): void }) {
  const { user } = useAuth();
  const [selected, setSelected] = useState<string | null>(null);
  useMessagingLive();
  const staff = user?.role === 'admin' || user?.role === 'support';
  return (
    <div className="rn-chat-panel" role="dialog" aria-label="Messages">
      <header className="rn-chat-panel__head">
        <h2 className="rn-chat-panel__title">Messages</h2>
        <Link
          to={selected ? `/messages?conversation=${selected}` : '/messages'}
          className="rn-chat-panel__full"
        >
          Open Messages
        </Link>
        <button
          type="button"
          className="rn-chat-panel__close"
          onClick={onClose}
          aria-label="Close messages"
        >
          <CloseOutlined aria-hidden="true" />
        </button>
      </header>
      {staff ? (
        <div className="rn-thread-placeholder">
          <MessageOutlined aria-hidden="true" className="rn-conv-empty__icon" />
          <h3 className="rn-thread-placeholder__title">No conversation selected</h3>
          <p>
            Conversations belong to their tenant and landlord. Staff read one only when a party
            reports it: see <a href="/admin/conversation-reports">Reported conversations</a> in the
            console.
          </p>
        </div>
      ) : (
        <div className={`rn-chat-panel__body${selected ? ' rn-chat-panel__body--thread' : ''}`}>
          <div className="rn-chat-panel__list">
            <ConversationList selectedId={selected} onSelect={(c) => setSelected(c.id)} />
          </div>
          <div className="rn-chat-panel__thread">
            {selected ? (
              <MessageThread
                key={selected}
                conversationId={selected}
                onBack={() => setSelected(null)}
                compact
              />
            ) : (
              <div className="rn-thread-placeholder">
                <h3 className="rn-thread-placeholder__title">No conversation selected</h3>
                <p>Pick a conversation to read and reply.</p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
