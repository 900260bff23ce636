import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ArrowLeftOutlined, CheckOutlined, FlagOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input, Modal } from 'antd';
import { Link } from 'react-router-dom';
import { formatMessageTime, MESSAGE_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from '@rentnaija/shared';
import type { ConversationDto, MessageDto } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useAuth } from '../../auth';
import { canSend, sendsOnKey, threadMessages, unreadFrom } from '../lib/thread';
import {
  useConversation,
  useMarkConversationRead,
  useReportConversation,
  useSendMessage,
  useThread,
} from '../queries';

/**
 * One conversation: messages in time order (own on the right with a read tick), older ones on
 * request, and the send box (Enter sends, Shift+Enter breaks the line). Opening it marks the
 * other party's messages read, and so does a message arriving while it is open and in view.
 */
export function MessageThread({
  conversationId,
  onBack,
  compact = false,
}: {
  conversationId: string;
  onBack?: () => void;
  compact?: boolean;
}) {
  const { user } = useAuth();
  const conversation = useConversation(conversationId);
  const thread = useThread(conversationId);
  const messages = threadMessages(thread.data);
  const unread = user ? unreadFrom(messages, user.id) : 0;
  const markRead = useMarkConversationRead(conversationId);
  const { mutate: readNow, isPending: reading } = markRead;

  useEffect(() => {
    if (unread === 0 || reading) return;
    if (document.visibilityState === 'visible') {
      readNow();
      return;
    }
    const onVisible = () => document.visibilityState === 'visible' && readNow();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [unread, reading, readNow]);

  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages[messages.length - 1]?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const c = conversation.data;
  return (
    <section
      className={`rn-thread${compact ? ' rn-thread--compact' : ''}`}
      aria-label="Conversation"
    >
      <header className="rn-thread__head">
        {onBack && (
          <button
            type="button"
            className="rn-thread__back"
            onClick={onBack}
            aria-label="Back to conversations"
          >
            <ArrowLeftOutlined aria-hidden="true" />
          </button>
        )}
        <div className="rn-thread__who">
          <h2 className="rn-thread__name">{c?.otherParty.name ?? ' '}</h2>
          {c && (
            <Link to={`/property/${c.property.id}`} className="rn-thread__property">
              {c.property.title}
            </Link>
          )}
        </div>
        {c && <ReportButton conversation={c} />}
      </header>
      <div className="rn-thread__messages" ref={scroller} aria-live="polite">
        {thread.hasNextPage && (
          <button
            type="button"
            className="rn-link-button rn-thread__older"
            disabled={thread.isFetchingNextPage}
            onClick={() => void thread.fetchNextPage()}
          >
            {thread.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
          </button>
        )}
        {thread.isError && (
          <p className="rn-thread__note" role="alert">
            {errorMessage(thread.error)}{' '}
            <button type="button" className="rn-link-button" onClick={() => void thread.refetch()}>
              Try again
            </button>
          </p>
        )}
        {thread.isPending && <p className="rn-thread__note">Loading messages…</p>}
        <ol className="rn-bubbles">
          {messages.map((m) => (
            <Bubble key={m.id} message={m} mine={m.senderId === user?.id} />
          ))}
        </ol>
      </div>
      <Composer conversationId={conversationId} />
    </section>
  );
}

function Bubble({ message, mine }: { message: MessageDto; mine: boolean }) {
  return (
    <li className={`rn-bubble${mine ? ' rn-bubble--mine' : ''}`}>
      <p className="rn-bubble__text">{message.content}</p>
      <span className="rn-bubble__meta">
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {mine && (
          <span
            className={`rn-tick${message.readAt ? ' rn-tick--read' : ''}`}
            role="img"
            aria-label={message.readAt ? 'Read' : 'Sent, not read yet'}
            data-state={message.readAt ? 'read' : 'unread'}
          >
            <CheckOutlined aria-hidden="true" />
            {message.readAt && <CheckOutlined aria-hidden="true" className="rn-tick__second" />}
          </span>
        )}
      </span>
    </li>
  );
}

function Composer({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const ready = canSend(text, send.isPending);
  const submit = () => {
    if (!ready) return;
    send.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: (error) => toast.error(errorMessage(error, 'Failed to send message')),
    });
  };
  return (
    <form
      className="rn-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (
            sendsOnKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })
          ) {
            e.preventDefault();
            submit();
          }
        }}
        placeholder="Type a message..."
        aria-label="Message"
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <Button
        type="primary"
        htmlType="submit"
        icon={<SendOutlined aria-hidden="true" />}
        disabled={!ready}
        loading={send.isPending}
        aria-label="Send"
      />
    </form>
  );
}

function ReportButton({ conversation }: { conversation: ConversationDto }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportConversation(conversation.id);
  return (
    <>
      <button
        type="button"
        className="rn-thread__report"
        onClick={() => setOpen(true)}
        title="Report this conversation"
      >
        <FlagOutlined aria-hidden="true" /> <span>Report</span>
      </button>
      <Modal
        title="Report this conversation"
        open={open}
        okText="Send report"
        okButtonProps={{ disabled: !reason.trim(), loading: report.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() =>
          report.mutate(reason.trim(), {
            onSuccess: () => {
              setOpen(false);
              setReason('');
              toast.success('Thank you. Our team will look at this conversation.');
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        <p>
          Tell us what went wrong, for example a request to pay outside RentNaija. Our team will
          read this conversation with {conversation.otherParty.name} to look into it.
        </p>
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-label="What happened"
          autoSize={{ minRows: 3, maxRows: 6 }}
          maxLength={REPORT_REASON_MAX_LENGTH}
        />
      </Modal>
    </>
  );
}
