import { useCallback, useEffect, useRef, useState } from 'react';
import {
  IMAGE_MIME_TYPES,
  LISTING_MESSAGES,
  MAX_UPLOAD_BYTES,
  type UploadedPhoto,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import type { DraftPhoto } from '../draft';
import { UPLOAD_PATHS, uploadListingFile } from '../upload';

/** A photo chosen from the device that is not stored yet. */
export interface UploadItem {
  key: string;
  file: File;
  status: 'queued' | 'uploading' | 'failed';
  /** Percent sent, while uploading. */
  progress: number;
  error?: string;
}

/** Refused before sending: the server would refuse it too (wrong type, over 5 MB). */
function precheck(file: File): string | undefined {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return LISTING_MESSAGES.photoType;
  if (file.size > MAX_UPLOAD_BYTES) return LISTING_MESSAGES.photoTooLarge;
  return undefined;
}

let counter = 0;

/**
 * Photos chosen in the wizard, uploaded one after another (a phone's connection is better
 * spent on one file at a time) with their progress; each stored photo is handed to `onStored`.
 * A failed one stays listed with its reason, to retry or remove.
 */
export function usePhotoUploads(onStored: (photo: DraftPhoto) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const stored = useRef(onStored);
  useEffect(() => {
    stored.current = onStored;
  });
  const inFlight = useRef(new Map<string, AbortController>());

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  useEffect(() => {
    if (items.some((i) => i.status === 'uploading')) return;
    const next = items.find((i) => i.status === 'queued');
    if (!next || inFlight.current.has(next.key)) return;
    const controller = new AbortController();
    inFlight.current.set(next.key, controller);
    patch(next.key, { status: 'uploading', progress: 0, error: undefined });
    uploadListingFile<UploadedPhoto>(UPLOAD_PATHS.photo, next.file, {
      signal: controller.signal,
      onProgress: (progress) => patch(next.key, { progress }),
    })
      .then((photo) => {
        setItems((list) => list.filter((i) => i.key !== next.key));
        stored.current({ image: photo, source: 'file', name: next.file.name });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return; // removed meanwhile
        patch(next.key, { status: 'failed', error: `Upload failed: ${errorMessage(err)}` });
      })
      .finally(() => inFlight.current.delete(next.key));
  }, [items]);

  // Leaving the wizard stops what is still being sent.
  useEffect(() => {
    const uploads = inFlight.current;
    return () => uploads.forEach((c) => c.abort());
  }, []);

  const add = useCallback((files: File[]) => {
    const added = files.map((file): UploadItem => {
      const error = precheck(file);
      return {
        key: `upload-${++counter}`,
        file,
        status: error ? 'failed' : 'queued',
        progress: 0,
        error: error && `Upload failed: ${error}`,
      };
    });
    setItems((list) => [...list, ...added]);
  }, []);

  const retry = useCallback((key: string) => patch(key, { status: 'queued', progress: 0 }), []);

  const remove = useCallback((key: string) => {
    inFlight.current.get(key)?.abort();
    setItems((list) => list.filter((i) => i.key !== key));
  }, []);

  /** Forget everything (after the listing is saved). */
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
