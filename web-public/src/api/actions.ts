/**
 * Mutations that create something are sent with an `Idempotency-Key` (the API's convention,
 * Stripe's header), so one action of the user creates one thing however many times it reaches
 * the server: a double click, or a retry after a lost answer.
 *
 * `useActionMutation` is `useMutation` whose `mutationFn` also receives the key of the action.
 * The key is made when the action starts and kept until it has a final answer:
 * - a second tap of the same action (the same variables) while it is on its way sends nothing
 *   more: it shares the first call's answer (and its success is shown once);
 * - after a failure worth another try (no answer, a server fault, the first still running) the
 *   same action tries again with the same key, so the server gives the first answer if it had
 *   one;
 * - after a success or a refusal the next action gets a new key.
 */
import {
  type MutateOptions,
  useMutation,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { hasCode, isRetryable } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A new random key (128 bits, hex): `crypto.randomUUID` is missing outside secure contexts. */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The request options that send `key`: `api.post(path, { body, ...idempotent(key) })`. */
export const idempotent = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

/** Worth sending again with the same key: the first answer may yet be given. */
const keepsKey = (error: unknown) => isRetryable(error) || hasCode(error, 'REQUEST_IN_PROGRESS');

interface Action<TData> {
  key: string;
  running?: Promise<TData>;
}

/** The action of these variables (one per JSON of them), made with a new key if there is none. */
function actionOf<TData>(actions: Map<string, Action<TData>>, variables: unknown) {
  const id = JSON.stringify(variables ?? null);
  let action = actions.get(id);
  if (!action) {
    action = { key: newIdempotencyKey() };
    actions.set(id, action);
  }
  return { id, action };
}

type ActionOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  /** Sends the action; pass `idempotent(key)` to the API client. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

export function useActionMutation<TData = unknown, TVariables = void>(
  options: ActionOptions<TData, TVariables>,
): UseMutationResult<TData, Error, TVariables> {
  // One entry per action under way or to be retried, by its variables (JSON).
  const actions = useRef(new Map<string, Action<TData>>());
  // Actions on their way: the button is busy from the first tap, before the query layer's
  // own state (which it announces a moment later) says so.
  const [sending, setSending] = useState(0);

  const { mutationFn } = options;
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) =>
      mutationFn(variables, actionOf(actions.current, variables).action.key),
  });

  const run = mutation.mutateAsync;
  const mutateAsync = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
      const { id, action } = actionOf(actions.current, variables);
      if (action.running) return action.running;
      setSending((n) => n + 1);
      action.running = run(variables, callbacks)
        .then(
          (data) => {
            actions.current.delete(id);
            return data;
          },
          (error: unknown) => {
            if (keepsKey(error)) action.running = undefined;
            else actions.current.delete(id);
            throw error;
          },
        )
        .finally(() => setSending((n) => n - 1));
      return action.running;
    },
    [run],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
      // As useMutation's own mutate: errors reach the callbacks and the state, not the caller.
      mutateAsync(variables, callbacks).catch(() => undefined);
    },
    [mutateAsync],
  );

  return {
    ...mutation,
    isPending: mutation.isPending || sending > 0,
    mutate,
    mutateAsync,
  } as UseMutationResult<TData, Error, TVariables>;
}
