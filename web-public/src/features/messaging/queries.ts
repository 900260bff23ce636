/**
 * Conversations' server state (see api/queryClient.ts). The list, each thread and the unread
 * total come from REST; `message.created` and `conversation.read` pushed live update the open
 * thread in place and refetch the list and counts.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { MessagesPageResponse } from '@rentnaija/shared';
import { api } from '../../api/client';
import { idempotent, useActionMutation } from '../../api/actions';
import { SIGNED_IN_ROOT } from '../../api/queryClient';
import { useAuth } from '../auth';
import { useRealtimeEvent } from '../realtime';
import { type ThreadData, withMessage, withRead } from './lib/thread';

export const CONVERSATIONS_PAGE_SIZE = 50;

export const messagingKeys = {
  all: [SIGNED_IN_ROOT, 'messaging'] as const,
  lists: () => [...messagingKeys.all, 'list'] as const,
  list: (q: string) => [...messagingKeys.lists(), q] as const,
  conversation: (id: string) => [...messagingKeys.all, 'conversation', id] as const,
  thread: (id: string) => [...messagingKeys.all, 'thread', id] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
};

export const messagingQueries = {
  list: (q: string) =>
    queryOptions({
      queryKey: messagingKeys.list(q),
      queryFn: ({ signal }) =>
        api.get('/api/conversations', {
          params: { query: { q: q || undefined, perPage: CONVERSATIONS_PAGE_SIZE } },
          signal,
        }),
      placeholderData: (previous) => previous,
    }),
  conversation: (id: string) =>
    queryOptions({
      queryKey: messagingKeys.conversation(id),
      queryFn: ({ signal }) =>
        api.get('/api/conversations/{id}', { params: { path: { id } }, signal }),
    }),
  thread: (id: string) =>
    infiniteQueryOptions({
      queryKey: messagingKeys.thread(id),
      queryFn: ({ signal, pageParam }) =>
        api.get('/api/conversations/{id}/messages', {
          params: { path: { id }, query: { before: pageParam } },
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page: MessagesPageResponse) =>
        page.hasMore ? page.data[0]?.id : undefined,
    }),
  unread: () =>
    queryOptions({
      queryKey: messagingKeys.unread(),
      queryFn: ({ signal }) => api.get('/api/conversations/unread-count', { signal }),
    }),
};

function refreshSummaries(queryClient: QueryClient, conversationId?: string) {
  void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
  if (conversationId) {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
  }
}

/** Keeps threads, lists and counts current from live events; mount once where messages show. */
export function useMessagingLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent('message.created', ({ conversationId, message }) => {
    queryClient.setQueryData<ThreadData>(messagingKeys.thread(conversationId), (data) =>
      data ? withMessage(data, message) : data,
    );
    refreshSummaries(queryClient, conversationId);
  });
  useRealtimeEvent('conversation.read', (event) => {
    queryClient.setQueryData<ThreadData>(messagingKeys.thread(event.conversationId), (data) =>
      data ? withRead(data, event) : data,
    );
    refreshSummaries(queryClient, event.conversationId);
  });
}

const useSignedIn = () => useAuth().status === 'authenticated';

export function useConversations(q: string) {
  return useQuery({ ...messagingQueries.list(q), enabled: useSignedIn() });
}

export function useConversation(id: string | null) {
  return useQuery({ ...messagingQueries.conversation(id ?? ''), enabled: useSignedIn() && !!id });
}

export function useThread(id: string) {
  return useInfiniteQuery({ ...messagingQueries.thread(id), enabled: useSignedIn() });
}

/** Unread messages in all conversations (the chat button's badge). */
export function useUnreadMessages() {
  return useQuery({ ...messagingQueries.unread(), enabled: useSignedIn() });
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (content: string, key) =>
      api.post('/api/conversations/{id}/messages', {
        params: { path: { id: conversationId } },
        body: { content },
        ...idempotent(key),
      }),
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadData>(messagingKeys.thread(conversationId), (data) =>
        data ? withMessage(data, message) : data,
      );
      refreshSummaries(queryClient, conversationId);
    },
  });
}

export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/api/conversations/{id}/read', { params: { path: { id: conversationId } } }),
    onSuccess: (event) => {
      queryClient.setQueryData<ThreadData>(messagingKeys.thread(conversationId), (data) =>
        data ? withRead(data, event) : data,
      );
      refreshSummaries(queryClient, conversationId);
    },
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: { propertyId: string; message: string; tenantId?: string }, key) =>
      api.post('/api/conversations', { body, ...idempotent(key) }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      refreshSummaries(queryClient);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.thread(conversation.id) });
    },
  });
}

export function useReportConversation(conversationId: string) {
  return useActionMutation({
    mutationFn: (reason: string, key) =>
      api.post('/api/conversations/{id}/report', {
        params: { path: { id: conversationId } },
        body: { reason },
        ...idempotent(key),
      }),
  });
}
