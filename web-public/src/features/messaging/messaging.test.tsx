import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConversationDto, MessageDto, UserDto } from '@rentnaija/shared';
import { formatMessageTime } from '@rentnaija/shared';
import { apiError, withFakeServer } from '../../app/testServer';
import { TENANT, fakeAuth, renderWithProviders } from '../../app/testUtils';
import { dispatchRealtime } from '../realtime';
import { emptyListText } from './components/ConversationList';
import { messageLandlordMode } from './components/MessageLandlordButton';
import { MessagesView } from './index';
import {
  canSend,
  sendsOnKey,
  threadMessages,
  unreadFrom,
  withMessage,
  withRead,
} from './lib/thread';

const LANDLORD: UserDto = { ...TENANT, id: 'l1', name: 'Bola Landlord', role: 'landlord' };

const conversation = (over: Partial<ConversationDto> = {}): ConversationDto => ({
  id: 'c1',
  property: { id: 'p1', title: 'Yaba studio', location: 'Yaba, Lagos', image: null },
  tenantId: TENANT.id,
  landlordId: LANDLORD.id,
  otherParty: {
    id: LANDLORD.id,
    name: 'Bola Landlord',
    email: 'bola@example.com',
    role: 'landlord',
  },
  lastMessageAt: new Date().toISOString(),
  lastMessagePreview: 'Is it available?',
  lastMessageMine: true,
  unreadCount: 0,
  createdAt: new Date().toISOString(),
  ...over,
});

const message = (id: string, senderId: string, over: Partial<MessageDto> = {}): MessageDto => ({
  id,
  conversationId: 'c1',
  senderId,
  content: `Message ${id}`,
  type: 'text',
  readAt: null,
  createdAt: new Date().toISOString(),
  ...over,
});

const server = withFakeServer();
/** The signed-in user's conversations and the open one's messages, as the server keeps them. */
let conversations: ConversationDto[] = [];
let messages: MessageDto[] = [];

beforeEach(() => {
  conversations = [];
  messages = [];
  server.on('GET /api/conversations', () => ({
    body: {
      data: conversations,
      pagination: { currentPage: 1, lastPage: 1, perPage: 20, total: conversations.length },
      unreadTotal: conversations.reduce((sum, c) => sum + c.unreadCount, 0),
    },
  }));
  server.on('GET /api/conversations/unread-count', () => ({
    body: { unreadCount: conversations.reduce((sum, c) => sum + c.unreadCount, 0) },
  }));
  server.on('GET /api/conversations/:id', ({ params }) => {
    const found = conversations.find((c) => c.id === params.id);
    return found ? { body: found } : apiError(404, 'NOT_FOUND', 'Conversation not found');
  });
  server.on('GET /api/conversations/c1/messages', () => ({
    body: { data: messages, hasMore: false },
  }));
  server.on('POST /api/conversations/c1/read', () => ({
    body: {
      conversationId: 'c1',
      readerId: TENANT.id,
      readAt: new Date().toISOString(),
      messageIds: [],
    },
  }));
  server.on('POST /api/conversations/c1/messages', ({ body }) => {
    const { content } = body as { content: string };
    const sent = message(`sent-${messages.length}`, TENANT.id, { content });
    messages.push(sent);
    return { status: 201, body: sent };
  });
});

const renderPage = (user: UserDto, route = '/messages') =>
  renderWithProviders(<MessagesView />, {
    auth: fakeAuth({ user, status: 'authenticated' }),
    route,
  });

describe('the messages page', () => {
  it('tells a landlord with no conversations where they will appear', async () => {
    renderPage(LANDLORD);
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Messages from tenants will appear here')).toBeInTheDocument();
    expect(screen.getByText('Select a Conversation')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search conversations...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/landlord-dashboard',
    );
  });

  it('opens a conversation, marks it read, and sends with Enter but not Shift+Enter', async () => {
    conversations = [conversation({ unreadCount: 1, lastMessageMine: false })];
    messages = [message('m1', LANDLORD.id), message('m2', TENANT.id)];
    renderPage(TENANT);
    fireEvent.click(await screen.findByRole('button', { name: /Bola Landlord/ }));
    expect(await screen.findByText('Message m1')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/conversations/c1/read')).toHaveLength(1));

    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Can I view it tomorrow?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(server.callsTo('POST /api/conversations/c1/messages')).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(server.callsTo('POST /api/conversations/c1/messages').map((c) => c.body)).toEqual([
        { content: 'Can I view it tomorrow?' },
      ]),
    );
    expect(await screen.findByText('Can I view it tomorrow?')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('turns the tick of an own message to read when the other party reads it, live', async () => {
    conversations = [conversation()];
    messages = [message('m1', TENANT.id)];
    renderPage(TENANT, '/messages?conversation=c1');
    const tick = await screen.findByRole('img', { name: 'Sent, not read yet' });
    expect(tick).toHaveAttribute('data-state', 'unread');
    act(() =>
      dispatchRealtime('conversation.read', {
        conversationId: 'c1',
        readerId: LANDLORD.id,
        readAt: new Date().toISOString(),
        messageIds: ['m1'],
      }),
    );
    expect(await screen.findByRole('img', { name: 'Read' })).toHaveAttribute('data-state', 'read');
  });

  it('shows a message pushed live in the open conversation', async () => {
    conversations = [conversation()];
    messages = [message('m1', TENANT.id)];
    renderPage(TENANT, '/messages?conversation=c1');
    await screen.findByText('Message m1');
    act(() =>
      dispatchRealtime('message.created', {
        conversationId: 'c1',
        message: message('m9', LANDLORD.id, { content: 'Yes, come at 10.' }),
      }),
    );
    expect(await screen.findByText('Yes, come at 10.')).toBeInTheDocument();
  });
});

describe('thread rules', () => {
  const data = () => ({
    pages: [
      { data: [message('c', 'x'), message('d', 'me')], hasMore: true },
      { data: [message('a', 'x'), message('b', 'me')], hasMore: false },
    ],
    pageParams: [undefined, 'c'],
  });

  it('keeps messages oldest first across pages and adds a pushed one once', () => {
    expect(threadMessages(data()).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
    const once = withMessage(data(), message('e', 'x'));
    expect(withMessage(once, message('e', 'x'))).toBe(once);
    expect(threadMessages(once).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('marks only the named messages read and counts what the viewer has not read', () => {
    const read = withRead(data(), {
      conversationId: 'c1',
      readerId: 'x',
      readAt: 'then',
      messageIds: ['b'],
    });
    expect(threadMessages(read).map((m) => m.readAt)).toEqual([null, 'then', null, null]);
    expect(unreadFrom(threadMessages(read), 'me')).toBe(2);
  });

  it('sends only text that is not blank and not over 4000 characters, once at a time', () => {
    expect(canSend('  ', false)).toBe(false);
    expect(canSend(' hi ', false)).toBe(true);
    expect(canSend('hi', true)).toBe(false);
    expect(canSend(`${'a'.repeat(4000)}  `, false)).toBe(true);
    expect(canSend('a'.repeat(4001), false)).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });

  it('shows the time of day under 24 hours, else the date, in West Africa Time', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatMessageTime('2026-03-10T08:30:00Z', now)).toBe('09:30');
    expect(formatMessageTime('2026-03-09T12:30:00Z', now)).toBe('13:30');
    expect(formatMessageTime('2026-03-09T11:59:00Z', now)).toBe('9 Mar 2026');
  });

  it("shows 'Message landlord' to tenants, asks visitors to sign in, hides it from others", () => {
    expect(messageLandlordMode('authenticated', 'tenant')).toBe('write');
    expect(messageLandlordMode('anonymous', undefined)).toBe('sign-in');
    expect(messageLandlordMode('authenticated', 'landlord')).toBeNull();
    expect(messageLandlordMode('authenticated', 'support')).toBeNull();
    expect(messageLandlordMode('loading', undefined)).toBeNull();
    expect(emptyListText('tenant')).toMatch(/Message landlord/);
  });
});
