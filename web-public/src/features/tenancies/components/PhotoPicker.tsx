import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'antd';
import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import {
  KYC_MESSAGES,
  MAX_UPLOAD_BYTES,
  TENANCY_PROBLEM_MAX_PHOTOS,
  TENANCY_PROBLEM_PHOTO_MESSAGES,
  TENANCY_PROBLEM_PHOTO_TYPES,
} from '@rentnaija/shared';
import { preparePhoto, type PreparePhotoOptions } from '../../../components/photo-upload';

const ACCEPT = [...TENANCY_PROBLEM_PHOTO_TYPES, '.jpg', '.jpeg', '.png'].join(',');
const EXTENSIONS = /\.(jpe?g|png)$/i;
/** Stored as sent: a resized photo stays a JPEG, which the server takes. */
const PROBLEM_PHOTO: PreparePhotoOptions = {
  accepted: TENANCY_PROBLEM_PHOTO_TYPES,
  encodeAs: ['image/jpeg'],
};

/**
 * The first check of picked photos, before anything is sent: JPG or PNG (by type or name), at
 * most 5 MB each, at most TENANCY_PROBLEM_MAX_PHOTOS in all. The server decides by the bytes.
 */
export function checkPhotos(files: File[]): string | null {
  if (files.length > TENANCY_PROBLEM_MAX_PHOTOS) return TENANCY_PROBLEM_PHOTO_MESSAGES.tooMany;
  for (const file of files) {
    const known = (TENANCY_PROBLEM_PHOTO_TYPES as readonly string[]).includes(file.type);
    if (!known && !EXTENSIONS.test(file.name)) return TENANCY_PROBLEM_PHOTO_MESSAGES.notAPhoto;
    if (file.size > MAX_UPLOAD_BYTES) return KYC_MESSAGES.fileTooLarge;
  }
  return null;
}

/**
 * Photos picked from the phone's camera or gallery, shown as thumbnails each with a remove
 * button, up to TENANCY_PROBLEM_MAX_PHOTOS. `onChange` gets the new list and its problem (null
 * when it may be sent).
 */
export function PhotoPicker({
  photos,
  onChange,
  disabled = false,
  label = 'Add photos',
}: {
  photos: File[];
  onChange: (photos: File[], problem: string | null) => void;
  disabled?: boolean;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(p)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = photos.length >= TENANCY_PROBLEM_MAX_PHOTOS;
  const set = (next: File[]) => onChange(next, checkPhotos(next));
  const [preparing, setPreparing] = useState(false);
  /** A phone's camera photos over 5 MB are made smaller first, so each fits the limit. */
  const addPicked = async (picked: File[]) => {
    const tooLarge = (file: File) =>
      file.size > MAX_UPLOAD_BYTES &&
      (TENANCY_PROBLEM_PHOTO_TYPES as readonly string[]).includes(file.type);
    if (!picked.some(tooLarge)) {
      set([...photos, ...picked]);
      return;
    }
    setPreparing(true);
    try {
      const ready = await Promise.all(
        picked.map((file) =>
          tooLarge(file) ? preparePhoto(file, PROBLEM_PHOTO).catch(() => file) : file,
        ),
      );
      set([...photos, ...ready]);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <div className="rt-photos">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-label={label}
        onChange={(e) => {
          const picked = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (picked.length) void addPicked(picked);
        }}
      />
      <div className="rt-photos__head">
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
          {photos.length} of {TENANCY_PROBLEM_MAX_PHOTOS} · JPG or PNG (large photos are made
          smaller)
        </span>
      </div>
      {photos.length > 0 && (
        <ul className="rt-photos__grid" aria-label="Photos to send">
          {photos.map((photo, i) => (
            <li key={`${photo.name}-${i}`} className="rt-photos__item">
              <img src={previews[i]} alt={photo.name} />
              <Button
                size="small"
                shape="circle"
                className="rt-photos__remove"
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
