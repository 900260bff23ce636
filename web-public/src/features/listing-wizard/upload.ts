/**
 * Listing photos and panoramas are sent as one file in the multipart field `file`, through the
 * client's upload (api/upload.ts: XMLHttpRequest, so the bar can show how much has gone).
 */
import { uploadForm, type UploadOptions } from '../../api/upload';

export const UPLOAD_PATHS = {
  photo: '/api/uploads/property-images',
  panorama: '/api/uploads/property-panoramas',
} as const;

export function uploadListingFile<T>(
  path: (typeof UPLOAD_PATHS)[keyof typeof UPLOAD_PATHS],
  file: File,
  options?: UploadOptions,
): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadForm<T>(path, form, options);
}
