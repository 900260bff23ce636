/**
 * Toasts shown top-right for a fixed time by kind (TOAST_DURATIONS: 4 s default, 3 s success,
 * 5 s error). Callable from anywhere, including the API client and auth context.
 *
 * antd's notification code is not part of the first load: the first toast asks the shell to
 * mount `ToastHost` (loaded then, inside the theme), and toasts asked for meanwhile are shown as
 * soon as it hands over its instance.
 */
import { createElement } from 'react';
import { TOAST_DURATIONS } from '@rentnaija/shared';
import type { NotificationInstance } from 'antd/es/notification/interface';

type Show = (api: NotificationInstance) => void;

let instance: NotificationInstance | null = null;
let pending: Show[] = [];
let wanted = false;
const listeners = new Set<() => void>();

/** Called by ToastHost once mounted (and with null when it unmounts). */
export function setToastInstance(next: NotificationInstance | null): void {
  instance = next;
  if (!next) return;
  const queued = pending;
  pending = [];
  queued.forEach((show) => show(next));
}

/** For the shell: whether a toast has been asked for, so the host must be mounted. */
export const toastHostWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};

function withInstance(show: Show): void {
  if (instance) {
    show(instance);
    return;
  }
  pending.push(show);
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, text: string, duration: number): void {
  withInstance((api) =>
    api[kind]({ title: text, placement: 'topRight', duration, key: `${kind}:${text}` }),
  );
}

export const toast = {
  success: (text: string) => show('success', text, TOAST_DURATIONS.success),
  error: (text: string) => show('error', text, TOAST_DURATIONS.error),
  info: (text: string) => show('info', text, TOAST_DURATIONS.default),
  warning: (text: string) => show('warning', text, TOAST_DURATIONS.default),
  /** A success toast with one action (Undo), shown a little longer so it can be used. */
  withAction(text: string, label: string, onAction: () => void): void {
    const key = `action:${text}:${Date.now()}`;
    withInstance((api) =>
      api.success({
        title: text,
        placement: 'topRight',
        duration: TOAST_DURATIONS.default * 2,
        key,
        actions: createElement(
          'button',
          {
            type: 'button',
            className: 'rn-btn rn-btn--primary rn-btn--small',
            onClick: () => {
              api.destroy(key);
              onAction();
            },
          },
          label,
        ),
      }),
    );
  },
};
