import { Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { IMAGE_MIME_TYPES, type UploadedPhoto } from '@rentnaija/shared';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../../common/exceptions/domain.exception.js';
import { FileStorage } from '../storage/file-storage.js';

const LARGE = { width: 1600, height: 1200 };
const THUMB = { width: 480, height: 360 };

/**
 * Listing photos: the bytes decide the type (never the name or the declared type); the image is
 * decoded and re-encoded, which drops EXIF (GPS position, camera) and anything hidden after the
 * image data; it is stored twice under a random name, large and as a thumbnail.
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
    let large: Buffer;
    let thumb: Buffer;
    try {
      const source = sharp(buffer, { failOn: 'error', limitInputPixels: 50_000_000 })
        .rotate()
        .flatten({ background: '#ffffff' });
      [large, thumb] = await Promise.all([
        source
          .clone()
          .resize({ ...LARGE, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer(),
        source
          .clone()
          .resize({ ...THUMB, fit: 'cover' })
          .jpeg({ quality: 76, mozjpeg: true })
          .toBuffer(),
      ]);
    } catch {
      throw badRequest('The photo could not be read; it may be damaged.', [
        { field: 'file', message: 'The photo could not be read' },
      ]);
    }
    const name = randomUUID();
    const [url, thumbnailUrl] = await Promise.all([
      this.storage.put(`properties/${name}.jpg`, large, 'image/jpeg'),
      this.storage.put(`properties/${name}-thumb.jpg`, thumb, 'image/jpeg'),
    ]);
    return { url, thumbnailUrl };
  }
}
