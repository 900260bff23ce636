/**
 * Toasts shown top-right with the spec's durations (TOAST_DURATIONS: 4 s default, 3 s success,
 * 5 s error). Callable from anywhere, including the API client and auth context: the
 * `ToastBridge` inside antd's <App> hands over the themed notification instance.
 */
import { createElement } from 'react';
import { Button } from 'antd';
import { TOAST_DURATIONS } from '@rentnaija/shared';
import type { NotificationInstance } from 'antd/es/notification/interface';

let instance: NotificationInstance | null = null;

export function setToastInstance(next: NotificationInstance | null): void {
  instance = next;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, text: string, duration: number): void {
  instance?.[kind]({
    title: text,
    placement: 'topRight',
    duration,
    key: `${kind}:${text}`,
  });
}

export const toast = {
  /** A success toast with one action (Undo), shown a little longer so it can be used. */
  withAction(text: string, label: string, onAction: () => void): void {
    const key = `action:${text}:${Date.now()}`;
    instance?.success({
      title: text,
      placement: 'topRight',
      duration: TOAST_DURATIONS.default * 2,
      key,
      actions: createElement(
        Button,
        {
          size: 'small',
          type: 'primary',
          onClick: () => {
            instance?.destroy(key);
            onAction();
          },
        },
        label,
      ),
    });
  },
  success: (text: string) => show('success', text, TOAST_DURATIONS.success),
  error: (text: string) => show('error', text, TOAST_DURATIONS.error),
  info: (text: string) => show('info', text, TOAST_DURATIONS.default),
  warning: (text: string) => show('warning', text, TOAST_DURATIONS.default),
};
