import { useCallback, useEffect, useRef } from 'react';
import { Button, Image } from 'antd';
import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import {
  DEPOSIT_MAX_PHOTOS,
  type DepositPhotoDto,
  TENANCY_PROBLEM_PHOTO_MESSAGES,
  TENANCY_PROBLEM_PHOTO_TYPES,
} from '@rentnaija/shared';
import type { UploadOptions } from '../../../api/upload';
import {
  PhotoQueueList,
  type PreparePhotoOptions,
  usePhotoQueue,
} from '../../../components/photo-upload';
import { useDepositPhoto, useUploadDepositPhoto } from '../deposit-queries';
import { DisputePhoto, type PhotoReader } from './DisputePhotos';

const readDepositPhoto = useDepositPhoto as PhotoReader;

const ACCEPT = [...TENANCY_PROBLEM_PHOTO_TYPES, '.jpg', '.jpeg', '.png'].join(',');
/** The server keeps deposit photos as JPG or PNG: a resized photo is sent as a JPEG. */
const DEPOSIT_PHOTO: PreparePhotoOptions = {
  accepted: TENANCY_PROBLEM_PHOTO_TYPES,
  encodeAs: ['image/jpeg'],
};

/** Refused before anything is done: not a picture. A large one is made smaller instead. */
const precheck = (file: File) =>
  file.type.startsWith('image/') || /\.(jpe?g|png)$/i.test(file.name)
    ? undefined
    : TENANCY_PROBLEM_PHOTO_MESSAGES.notAPhoto;

/**
 * A deduction's evidence photos, picked on the phone: each made to fit and uploaded at once,
 * one after another, with its progress; a stored photo shows as a thumbnail with a remove
 * button. `onUploading` is told how many are still on their way (the form waits for them).
 */
export function DeductionPhotos({
  tenancyId,
  rowId,
  index,
  photos,
  onChange,
  onUploading,
}: {
  tenancyId: string;
  /** The deduction's row in the form (the callbacks name it). */
  rowId: string;
  /** The deduction's number, in labels. */
  index: number;
  photos: DepositPhotoDto[];
  onChange: (rowId: string, update: (photos: DepositPhotoDto[]) => DepositPhotoDto[]) => void;
  onUploading: (rowId: string, count: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { mutateAsync } = useUploadDepositPhoto(tenancyId);
  const upload = useCallback(
    (file: File, options: UploadOptions) => mutateAsync({ file, options }),
    [mutateAsync],
  );
  const stored = useCallback(
    (photo: DepositPhotoDto) => onChange(rowId, (list) => [...list, photo]),
    [onChange, rowId],
  );
  const queue = usePhotoQueue({
    upload,
    onStored: stored,
    check: precheck,
    prepare: DEPOSIT_PHOTO,
  });
  useEffect(() => onUploading(rowId, queue.inProgress), [queue.inProgress, onUploading, rowId]);
  // A removed deduction has nothing on its way.
  useEffect(() => () => onUploading(rowId, 0), [onUploading, rowId]);
  const room = DEPOSIT_MAX_PHOTOS - photos.length - queue.items.length;
  const label = `Evidence photos of deduction ${index}`;

  return (
    <div className="rn-photos rt-propose__photos">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-label={`Add photos to deduction ${index}`}
        onChange={(e) => {
          const picked = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (picked.length) queue.add(picked.slice(0, Math.max(room, 0)));
        }}
      />
      <div className="rn-photos__head">
        <Button
          icon={<CameraOutlined aria-hidden="true" />}
          disabled={room <= 0}
          onClick={() => input.current?.click()}
        >
          Add photos
        </Button>
        <span className="rn-muted">
          {photos.length} of {DEPOSIT_MAX_PHOTOS} · large photos are made smaller
        </span>
      </div>
      <PhotoQueueList
        queue={queue}
        label={`Photos of deduction ${index} being uploaded`}
        cancellable
      />
      {photos.length > 0 && (
        <Image.PreviewGroup>
          <ul className="rn-photos__grid" aria-label={label}>
            {photos.map((photo) => (
              <li key={photo.id} className="rn-photos__item">
                <DisputePhoto
                  tenancyId={tenancyId}
                  photo={photo}
                  label={label}
                  read={readDepositPhoto}
                />
                <Button
                  size="small"
                  shape="circle"
                  className="rn-photos__remove"
                  icon={<CloseOutlined aria-hidden="true" />}
                  aria-label={`Remove ${photo.fileName}`}
                  onClick={() => onChange(rowId, (list) => list.filter((p) => p.id !== photo.id))}
                />
              </li>
            ))}
          </ul>
        </Image.PreviewGroup>
      )}
    </div>
  );
}
