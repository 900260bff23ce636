import { Button, Progress } from 'antd';
import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import type { QueuedPhoto, usePhotoQueue } from './usePhotoQueue';
import './photo-queue.css';

/** What the bar says before the photo is being sent. */
const QUEUE_LABELS: Partial<Record<QueuedPhoto['status'], string>> = {
  queued: 'Waiting',
  preparing: 'Resizing',
};

/**
 * The photos of a queue (usePhotoQueue) not stored yet: each with its progress, or its reason
 * when it failed, to retry (when a retry can succeed) or remove.
 */
export function PhotoQueueList({
  queue,
  label,
  className,
  cancellable = false,
}: {
  queue: Pick<ReturnType<typeof usePhotoQueue>, 'items' | 'retry' | 'remove'>;
  label: string;
  /** The page's own class (its spacing). */
  className?: string;
  /** A photo may also be removed while it waits or is being sent (which stops it). */
  cancellable?: boolean;
}) {
  if (queue.items.length === 0) return null;
  return (
    <ul className={className ? `rn-photo-queue ${className}` : 'rn-photo-queue'} aria-label={label}>
      {queue.items.map((item) => (
        <li key={item.key} className="rn-photo-queue__item">
          <span className="rn-photo-queue__name">{item.file.name}</span>
          {item.status === 'failed' ? (
            <span className="rn-photo-queue__error" role="alert">
              {item.error}
            </span>
          ) : (
            <Progress
              percent={item.progress}
              size="small"
              status="active"
              strokeColor="var(--rn-brand)"
              aria-label={`Uploading ${item.file.name}`}
              format={(p) => QUEUE_LABELS[item.status] ?? `${p}%`}
            />
          )}
          {(item.status === 'failed' || cancellable) && (
            <span className="rn-photo-queue__actions">
              {item.status === 'failed' && item.retryable && (
                <Button
                  size="small"
                  icon={<ReloadOutlined aria-hidden="true" />}
                  onClick={() => queue.retry(item.key)}
                >
                  Retry
                </Button>
              )}
              <Button
                size="small"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={`Remove ${item.file.name}`}
                onClick={() => queue.remove(item.key)}
              >
                Remove
              </Button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
