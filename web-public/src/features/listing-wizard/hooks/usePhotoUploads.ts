import { useCallback } from 'react';
import { LISTING_MESSAGES, type UploadedPhoto } from '@rentnaija/shared';
import type { UploadOptions } from '../../../api/upload';
import { usePhotoQueue } from '../../../components/photo-upload';
import type { DraftPhoto } from '../draft';
import { UPLOAD_PATHS, uploadListingFile } from '../upload';

/** Refused before anything is done: not a picture at all. Size is mended by resizing. */
function precheck(file: File): string | undefined {
  return file.type.startsWith('image/') ? undefined : LISTING_MESSAGES.photoType;
}

const uploadPhoto = (file: File, options: UploadOptions) =>
  uploadListingFile<UploadedPhoto>(UPLOAD_PATHS.photo, file, options);

/**
 * The wizard's photos from the device: made to fit on the phone, uploaded one after another
 * with their progress (usePhotoQueue); each stored photo is handed to `onStored`.
 */
export function usePhotoUploads(onStored: (photo: DraftPhoto) => void) {
  const stored = useCallback(
    (image: UploadedPhoto, item: { file: File }) =>
      onStored({ image, source: 'file', name: item.file.name }),
    [onStored],
  );
  return usePhotoQueue({ upload: uploadPhoto, onStored: stored, check: precheck });
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
