import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { UploadOptions } from '../../api/upload';
import { PhotoPreparationError, preparePhoto, type PreparePhotoOptions } from './preparePhoto';
import { isRetryableUpload } from './retry';

/** A photo chosen from the device that is not stored yet. */
export interface QueuedPhoto {
  key: string;
  file: File;
  /** The resized copy that is sent (kept, so a retry does not resize again). */
  prepared?: File;
  status: 'queued' | 'preparing' | 'uploading' | 'failed';
  /** Percent sent, while uploading. */
  progress: number;
  error?: string;
  /** A retry can succeed (the network or the server failed, not the photo). */
  retryable?: boolean;
}

let counter = 0;

/**
 * Photos chosen on the device, each made to fit (preparePhoto) and then uploaded, one after
 * another (a phone's connection is better spent on one file at a time), with its progress.
 * Each stored photo is handed to `onStored`. A failed one stays listed with its reason, to
 * remove, or to retry when a retry can succeed. `check` refuses a file before anything is done
 * (a wrong type).
 */
export function usePhotoQueue<T>({
  upload,
  onStored,
  check,
  prepare,
}: {
  upload: (file: File, options: UploadOptions) => Promise<T>;
  onStored: (stored: T, item: QueuedPhoto) => void;
  check?: (file: File) => string | undefined;
  prepare?: PreparePhotoOptions;
}) {
  const [items, setItems] = useState<QueuedPhoto[]>([]);
  const latest = useRef({ upload, onStored, prepare });
  useEffect(() => {
    latest.current = { upload, onStored, prepare };
  });
  const inFlight = useRef(new Map<string, AbortController>());

  const patch = (key: string, change: Partial<QueuedPhoto>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  useEffect(() => {
    if (items.some((i) => i.status === 'uploading' || i.status === 'preparing')) return;
    const next = items.find((i) => i.status === 'queued');
    if (!next || inFlight.current.has(next.key)) return;
    const controller = new AbortController();
    inFlight.current.set(next.key, controller);
    const { upload: send, onStored: stored, prepare: options } = latest.current;
    const run = async () => {
      let file = next.prepared;
      if (!file) {
        patch(next.key, { status: 'preparing', progress: 0, error: undefined });
        file = await preparePhoto(next.file, options);
        if (controller.signal.aborted) return;
      }
      patch(next.key, { status: 'uploading', progress: 0, error: undefined, prepared: file });
      const result = await send(file, {
        signal: controller.signal,
        onProgress: (progress) => patch(next.key, { progress }),
      });
      setItems((list) => list.filter((i) => i.key !== next.key));
      stored(result, { ...next, prepared: file });
    };
    run()
      .catch((err: unknown) => {
        if (controller.signal.aborted) return; // removed meanwhile
        const retryable = isRetryableUpload(err);
        const reason = err instanceof PhotoPreparationError ? err.message : errorMessage(err);
        patch(next.key, { status: 'failed', retryable, error: `Upload failed: ${reason}` });
      })
      .finally(() => inFlight.current.delete(next.key));
  }, [items]);

  // Leaving the page stops what is still being sent.
  useEffect(() => {
    const uploads = inFlight.current;
    return () => uploads.forEach((c) => c.abort());
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): QueuedPhoto => {
        const error = check?.(file);
        return {
          key: `photo-${++counter}`,
          file,
          status: error ? 'failed' : 'queued',
          progress: 0,
          retryable: false,
          error: error && `Upload failed: ${error}`,
        };
      });
      setItems((list) => [...list, ...added]);
    },
    [check],
  );

  /** Only a failure a retry can mend is sent again. */
  const retry = useCallback(
    (key: string) =>
      setItems((list) =>
        list.map((i) =>
          i.key === key && i.status === 'failed' && i.retryable
            ? { ...i, status: 'queued', progress: 0, error: undefined }
            : i,
        ),
      ),
    [],
  );

  const remove = useCallback((key: string) => {
    inFlight.current.get(key)?.abort();
    setItems((list) => list.filter((i) => i.key !== key));
  }, []);

  /** Forget everything (after the photos are saved). */
  const clear = useCallback(() => {
    inFlight.current.forEach((c) => c.abort());
    setItems([]);
  }, []);

  return {
    items,
    add,
    retry,
    remove,
    clear,
    inProgress: items.filter((i) => i.status !== 'failed').length,
    failed: items.filter((i) => i.status === 'failed').length,
  };
}
