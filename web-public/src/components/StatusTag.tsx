import type { ReactNode } from 'react';
import './status-tag.css';

/** The kinds of state a tag shows, each with its AA colours in both themes (status-tag.css). */
export const STATUS_TONES = ['neutral', 'success', 'warning', 'danger', 'info', 'accent'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/**
 * The colour names the features' state maps use (antd's preset names), by tone: green for done,
 * gold and orange for waiting, red for refused or failed, blue for in progress.
 */
const TONE_OF: Record<string, StatusTone> = {
  default: 'neutral',
  green: 'success',
  success: 'success',
  lime: 'success',
  gold: 'warning',
  orange: 'warning',
  warning: 'warning',
  red: 'danger',
  volcano: 'danger',
  error: 'danger',
  magenta: 'danger',
  blue: 'info',
  geekblue: 'info',
  cyan: 'info',
  processing: 'info',
  purple: 'accent',
};

/** The tone of a colour name (or a tone); neutral for anything else. */
export const toneOf = (color?: string): StatusTone =>
  (STATUS_TONES as readonly string[]).includes(color ?? '')
    ? (color as StatusTone)
    : (TONE_OF[color ?? 'default'] ?? 'neutral');

/**
 * The one way a state is shown (an application's status, a payment's, a viewing's, a listing's
 * review): a small tag whose text and tint reach 4.5:1 in the light and the dark theme. `color`
 * takes a tone or one of antd's preset colour names.
 */
export function StatusTag({
  color,
  className,
  children,
}: {
  color?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`rn-status-tag rn-status-tag--${toneOf(color)}${className ? ` ${className}` : ''}`}
    >
      {children}
    </span>
  );
}
