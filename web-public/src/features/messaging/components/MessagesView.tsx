import { ArrowLeftOutlined, MessageOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { dashboardPathFor, useAuth } from '../../auth';
import { useMessagingLive } from '../queries';
import { ConversationList } from './ConversationList';
import { MessageThread } from './MessageThread';
import '../messaging.css';

/**
 * /messages: conversations on the left (600 px), the open one on the
 * right; on phones the list and the thread are two views. The open conversation is in the
 * address (`?conversation=`), so links from emails and notifications open it.
 */
export function MessagesView() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const selected = params.get('conversation');
  useMessagingLive();
  const select = (id: string | null) =>
    setParams(id ? { conversation: id } : {}, { replace: !!selected === !!id });

  return (
    <div className="rn-container rn-section">
      <div className="rn-messages__top">
        <h1 className="rn-section__title">Messages</h1>
        <LinkButton
          to={dashboardPathFor(user?.role)}
          icon={<ArrowLeftOutlined aria-hidden="true" />}
        >
          Back to Dashboard
        </LinkButton>
      </div>
      <div className={`rn-messages${selected ? ' rn-messages--thread' : ''}`}>
        <div className="rn-messages__list">
          <ConversationList selectedId={selected} onSelect={(c) => select(c.id)} />
        </div>
        <div className="rn-messages__thread">
          {selected ? (
            <MessageThread key={selected} conversationId={selected} onBack={() => select(null)} />
          ) : (
            <div className="rn-thread-placeholder">
              <MessageOutlined aria-hidden="true" className="rn-conv-empty__icon" />
              <h2 className="rn-thread-placeholder__title">Select a Conversation</h2>
              <p>Choose a conversation from the list to read and reply.</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
