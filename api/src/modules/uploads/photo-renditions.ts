import { PHOTO_WIDTHS, type PhotoVariant, type UploadedPhoto } from '@rentnaija/shared';
import type { Sharp } from 'sharp';
import type { FileStorage } from '../../platform/storage/file-storage.js';

/** The JPEG every browser and link preview can show: at most this size, never enlarged. */
const LARGE = { width: 1600, height: 1200 };
const THUMB = { width: 480, height: 360 };
const WIDEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];

/**
 * WebP widths for a photo `width` pixels wide: the standard widths clearly narrower than it
 * (a 20% margin, so 850 px does not get both 800 and 850) and the photo itself up to 1600 px.
 * Never wider than the photo.
 */
export function renditionWidths(width: number): number[] {
  const top = Math.min(width, WIDEST);
  return [...PHOTO_WIDTHS.filter((w) => w * 1.2 <= top), top];
}

/** The encoded files of one photo, before they are stored. */
export interface RenderedPhoto {
  large: { data: Buffer; width: number; height: number };
  thumb: Buffer;
  webps: { data: Buffer; width: number; height: number }[];
}

/**
 * Encodes a listing photo once: the JPEG fallback, a 4:3 JPEG thumbnail, and the WebP renditions
 * of `renditionWidths`. `image` is a sharp pipeline (already rotated and flattened by the
 * caller); everything is re-encoded, so no metadata (EXIF, GPS) survives. Throws when the image
 * cannot be decoded. `fast` trades a few percent of file size for about a third of the encoding
 * time (the demo seed's flat drawings, rendered at first start); uploads use the best settings.
 */
export async function renderPhoto(image: Sharp, { fast = false } = {}): Promise<RenderedPhoto> {
  const jpeg = { mozjpeg: !fast };
  const webp = { quality: 78, effort: fast ? 2 : 4 };
  const { data, info } = await image
    .clone()
    .resize({ ...LARGE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, ...jpeg })
    .toBuffer({ resolveWithObject: true });
  const [thumb, ...webps] = await Promise.all([
    image
      .clone()
      .resize({ ...THUMB, fit: 'cover' })
      .jpeg({ quality: 76, ...jpeg })
      .toBuffer(),
    ...renditionWidths(info.width).map(async (w) => {
      const rendition = await image
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp(webp)
        .toBuffer({ resolveWithObject: true });
      return { data: rendition.data, width: rendition.info.width, height: rendition.info.height };
    }),
  ]);
  return { large: { data, width: info.width, height: info.height }, thumb, webps };
}

/** Stores a rendered photo under `properties/<name>…` and returns its image fields. */
export async function storePhoto(
  storage: FileStorage,
  photo: RenderedPhoto,
  name: string,
): Promise<UploadedPhoto> {
  const [url, thumbnailUrl, ...variantUrls] = await Promise.all([
    storage.put(`properties/${name}.jpg`, photo.large.data, 'image/jpeg'),
    storage.put(`properties/${name}-thumb.jpg`, photo.thumb, 'image/jpeg'),
    ...photo.webps.map((w) =>
      storage.put(`properties/${name}-${w.width}.webp`, w.data, 'image/webp'),
    ),
  ]);
  const variants: PhotoVariant[] = photo.webps.map((w, i) => ({
    url: variantUrls[i],
    width: w.width,
    height: w.height,
  }));
  return { url, thumbnailUrl, width: photo.large.width, height: photo.large.height, variants };
}
