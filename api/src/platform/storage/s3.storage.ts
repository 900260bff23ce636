import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from './storage.config.js';
import {
  FileStorage,
  PRIVATE_FILES_PREFIX,
  PUBLIC_FILE_CACHE,
  PUBLIC_FILES_PREFIX,
} from './file-storage.js';
const PRIVATE_FILE_CACHE = 'private, no-store';

/** Keys the storage accepts: folders and names of word characters, dots and dashes, no '..'. */
const KEY = /^(?!.*\.\.)[\w.-]+(\/[\w.-]+)*$/;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…). Objects
 * are written without an ACL, so the bucket's own policy decides who reads them: only the
 * `properties/` folder may be public (see docs/0012); `private/` never is. Public files are
 * answered at /uploads/properties by the app (see serve-uploads.ts), from the bucket or by a
 * redirect to `publicUrl`, so listings keep the same `/uploads/…` paths whatever the store.
 */
export class S3Storage extends FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    super();
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: several S3-compatible stores reject the SDK's
      // default CRC32 trailers on uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  override publicUrl(key: string): string | undefined {
    return this.settings.publicUrl && `${this.settings.publicUrl}/${checked(key)}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checked(key),
        Body: body,
        ContentType: contentType,
        CacheControl: key.startsWith(PRIVATE_FILES_PREFIX) ? PRIVATE_FILE_CACHE : PUBLIC_FILE_CACHE,
      }),
    );
    return `${PUBLIC_FILES_PREFIX}/${key}`;
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: checked(key) }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as Error).name === 'NotFound') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checked(key) }),
    );
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
  return key;
}
