import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'antd';
import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { KYC_MESSAGES, MAX_UPLOAD_BYTES, TENANCY_PROBLEM_PHOTO_TYPES } from '@rentnaija/shared';
import { preparePhoto, type PreparePhotoOptions } from './preparePhoto';
import './photo-picker.css';

/** JPG or PNG: what the API stores as private photos (disputes, reports). */
const TYPES = TENANCY_PROBLEM_PHOTO_TYPES;
const ACCEPT = [...TYPES, '.jpg', '.jpeg', '.png'].join(',');
const EXTENSIONS = /\.(jpe?g|png)$/i;
/** Stored as sent: a resized photo stays a JPEG, which the server takes. */
const PRIVATE_PHOTO: PreparePhotoOptions = { accepted: TYPES, encodeAs: ['image/jpeg'] };

/** What a picker says when too many photos, or something else than a photo, are picked. */
export interface PhotoPickerMessages {
  tooMany: string;
  notAPhoto: string;
}

/**
 * The first check of picked photos, before anything is sent: JPG or PNG (by type or name), at
 * most 5 MB each, at most `max` in all. The server decides by the bytes.
 */
export function checkPhotos(
  files: File[],
  max: number,
  messages: PhotoPickerMessages,
): string | null {
  if (files.length > max) return messages.tooMany;
  for (const file of files) {
    const known = (TYPES as readonly string[]).includes(file.type);
    if (!known && !EXTENSIONS.test(file.name)) return messages.notAPhoto;
    if (file.size > MAX_UPLOAD_BYTES) return KYC_MESSAGES.fileTooLarge;
  }
  return null;
}

/**
 * Photos picked from the phone's camera or gallery (JPG or PNG), shown as thumbnails each with a
 * remove button, up to `max`. `onChange` gets the new list and its problem (null when it may be
 * sent).
 */
export function PhotoPicker({
  photos,
  onChange,
  max,
  messages,
  disabled = false,
  label = 'Add photos',
  hint,
}: {
  photos: File[];
  onChange: (photos: File[], problem: string | null) => void;
  max: number;
  messages: PhotoPickerMessages;
  disabled?: boolean;
  label?: string;
  /** Said beside the button after the count (default: the accepted types). */
  hint?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(p)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = photos.length >= max;
  const set = (next: File[]) => onChange(next, checkPhotos(next, max, messages));
  const [preparing, setPreparing] = useState(false);
  /** A phone's camera photos over 5 MB are made smaller first, so each fits the limit. */
  const addPicked = async (picked: File[]) => {
    const tooLarge = (file: File) =>
      file.size > MAX_UPLOAD_BYTES && (TYPES as readonly string[]).includes(file.type);
    if (!picked.some(tooLarge)) {
      set([...photos, ...picked]);
      return;
    }
    setPreparing(true);
    try {
      const ready = await Promise.all(
        picked.map((file) =>
          tooLarge(file) ? preparePhoto(file, PRIVATE_PHOTO).catch(() => file) : file,
        ),
      );
      set([...photos, ...ready]);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <div className="rn-photos">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={max > 1}
        hidden
        aria-label={label}
        onChange={(e) => {
          const picked = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (picked.length) void addPicked(picked);
        }}
      />
      <div className="rn-photos__head">
        <Button
          icon={<CameraOutlined aria-hidden="true" />}
          disabled={disabled || full}
          loading={preparing}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {label}
        </Button>
        <span id={hintId} className="rn-muted">
          {max > 1 ? `${photos.length} of ${max} · ` : ''}
          {hint ?? 'JPG or PNG (large photos are made smaller)'}
        </span>
      </div>
      {photos.length > 0 && (
        <ul className="rn-photos__grid" aria-label="Photos to send">
          {photos.map((photo, i) => (
            <li key={`${photo.name}-${i}`} className="rn-photos__item">
              <img src={previews[i]} alt={photo.name} />
              <Button
                size="small"
                shape="circle"
                className="rn-photos__remove"
                icon={<CloseOutlined aria-hidden="true" />}
                aria-label={`Remove ${photo.name}`}
                disabled={disabled}
                onClick={() => set(photos.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
