import { Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { IMAGE_MIME_TYPES, type UploadedPhoto } from '@rentnaija/shared';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../../common/exceptions/domain.exception.js';
import { FileStorage } from '../storage/file-storage.js';
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
    const type = await fileTypeFromBuffer(buffer);
    if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
      throw new UnsupportedMediaTypeException(
        'Only JPG, PNG or WebP photos are accepted (the file content is not one of these).',
      );
    }
    let photo: RenderedPhoto;
    try {
      photo = await renderPhoto(
        sharp(buffer, { failOn: 'error', limitInputPixels: 50_000_000 })
          .rotate()
          .flatten({ background: '#ffffff' }),
      );
    } catch {
      throw badRequest('The photo could not be read; it may be damaged.', [
        { field: 'file', message: 'The photo could not be read' },
      ]);
    }
    return storePhoto(this.storage, photo, randomUUID());
  }
}
