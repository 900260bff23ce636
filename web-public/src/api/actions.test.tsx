import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiError, withFakeServer } from '../app/testServer';
import { testQueryClient } from '../app/testUtils';
import { idempotent, useActionMutation } from './actions';
import { api } from './client';

const server = withFakeServer();
const keysSent = () =>
  server.callsTo('POST /api/contact').map((c) => c.headers.get('Idempotency-Key'));

const message = (subject: string) => ({
  fullName: 'Halima Sani',
  email: 'halima@example.com',
  category: 'tenant-support' as const,
  subject,
  message: 'Can I view the flat this Saturday?',
});
type Message = ReturnType<typeof message>;

function useSend() {
  return useActionMutation({
    mutationFn: (body: Message, key) => api.post('/api/contact', { body, ...idempotent(key) }),
  });
}

function renderSend() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(useSend, { wrapper }).result;
}

/** Answers in turn: each call takes the next reply. */
function answers(...replies: { status: number; body?: unknown }[]) {
  let n = 0;
  server.on('POST /api/contact', () => replies[Math.min(n++, replies.length - 1)]);
}
const sent = { status: 201, body: { message: 'Thanks' } };

describe('the key of a user action', () => {
  it('sends each new action with a new key once the last one succeeded', async () => {
    answers(sent);
    const send = renderSend();
    await act(() => send.current.mutateAsync(message('Parking')));
    await act(() => send.current.mutateAsync(message('Parking')));
    const [first, second] = keysSent();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('sends a second tap of the action on its way as nothing more, and both get its answer', async () => {
    let open = () => {};
    const answered = new Promise<void>((resolve) => (open = resolve));
    server.on('POST /api/contact', async () => {
      await answered;
      return sent;
    });
    const send = renderSend();
    let both: Promise<unknown[]> = Promise.resolve([]);
    act(() => {
      both = Promise.all([
        send.current.mutateAsync(message('Parking')),
        send.current.mutateAsync(message('Parking')),
      ]);
    });
    await waitFor(() => expect(send.current.isPending).toBe(true));
    open();
    await act(async () => {
      await expect(both).resolves.toEqual([sent.body, sent.body]);
    });
    expect(keysSent()).toHaveLength(1);
  });

  it('tries again with the same key after a server fault, and with a new one after a refusal', async () => {
    answers(
      apiError(503, 'SERVICE_UNAVAILABLE', 'Briefly unavailable'),
      apiError(400, 'VALIDATION_FAILED', 'Subject is required'),
      sent,
    );
    const send = renderSend();
    for (let i = 0; i < 3; i++) {
      await act(() => send.current.mutateAsync(message('Parking')).catch(() => undefined));
    }
    const [failed, retried, afterRefusal] = keysSent();
    expect(retried).toBe(failed);
    expect(afterRefusal).not.toBe(retried);
  });

  it('keeps two different actions apart, each with its own key', async () => {
    answers(sent);
    const send = renderSend();
    await act(() =>
      Promise.all([
        send.current.mutateAsync(message('Parking')),
        send.current.mutateAsync(message('Water')),
      ]),
    );
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });
});
