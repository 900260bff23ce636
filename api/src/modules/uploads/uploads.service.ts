import { Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import {
  IMAGE_MIME_TYPES,
  isPanoramaShape,
  LISTING_MESSAGES,
  type UploadedPanorama,
  type UploadedPhoto,
} from '@rentnaija/shared';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../../common/exceptions/domain.exception.js';
import { FileStorage } from '../../platform/storage/file-storage.js';
import { type RenderedPhoto, renderPhoto, storePhoto } from './photo-renditions.js';

/**
 * Listing photos: the bytes decide the type (never the name or the declared type); the image is
 * decoded and re-encoded, which drops EXIF (GPS position, camera) and anything hidden after the
 * image data; it is stored under a random name as a JPEG, a thumbnail and WebP renditions for
 * `srcset` (see renderPhoto).
 */
@Injectable()
export class UploadsService {
  constructor(private readonly storage: FileStorage) {}

  async storePropertyImage(buffer: Buffer): Promise<UploadedPhoto> {
    await checkImageType(buffer);
    let photo: RenderedPhoto;
    try {
      photo = await renderPhoto(decode(buffer));
    } catch {
      throw unreadable();
    }
    return storePhoto(this.storage, photo, randomUUID());
  }

  /**
   * A panorama for the 360° view: shown whole by the viewer, so one JPEG (re-encoded, no
   * metadata) at most PANORAMA_MAX wide, and refused unless it is 2:1.
   */
  async storePanorama(buffer: Buffer): Promise<UploadedPanorama> {
    await checkImageType(buffer);
    let encoded: { data: Buffer; info: { width: number; height: number } };
    try {
      encoded = await decode(buffer)
        .resize({ ...PANORAMA_MAX, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unreadable();
    }
    const { width, height } = encoded.info;
    if (!isPanoramaShape(width, height)) {
      throw badRequest(LISTING_MESSAGES.panoramaShape, [
        {
          field: 'file',
          message: `${LISTING_MESSAGES.panoramaShape}; this one is ${width}×${height}`,
        },
      ]);
    }
    const url = await this.storage.put(
      `properties/${randomUUID()}-panorama.jpg`,
      encoded.data,
      'image/jpeg',
    );
    return { url, width, height };
  }
}

/** Panoramas are kept up to this size: sharp enough to pan around, small enough for phones. */
const PANORAMA_MAX = { width: 4096, height: 2048 };

/** The bytes decide the type: JPG, PNG or WebP. */
async function checkImageType(buffer: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new UnsupportedMediaTypeException(
      'Only JPG, PNG or WebP photos are accepted (the file content is not one of these).',
    );
  }
}

/** Decodes strictly, turned upright, transparency on white. */
function decode(buffer: Buffer) {
  return sharp(buffer, { failOn: 'error', limitInputPixels: 50_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' });
}

const unreadable = () =>
  badRequest('The photo could not be read; it may be damaged.', [
    { field: 'file', message: 'The photo could not be read' },
  ]);
