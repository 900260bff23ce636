/**
 * Where files live: public ones (listing photos, under `properties/`, served at /uploads) and
 * private ones (identity documents, under `private/`, never served by the public route: only
 * read back through an authorised endpoint). Local disk (LocalDiskStorage) by default, an
 * S3-compatible bucket (S3Storage) when S3_BUCKET is set; callers do not know which.
 */
export abstract class FileStorage {
  /** Stores `body` under `key` (e.g. 'properties/ab12….jpg') and returns its public URL path. */
  abstract put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The stored bytes of `key`, or null when there is no such file. */
  abstract read(key: string): Promise<Buffer | null>;
  abstract delete(key: string): Promise<void>;

  /**
   * The address where anyone reads a public file directly, when the store has one (an S3
   * bucket behind S3_PUBLIC_URL); otherwise the app serves it at /uploads.
   */
  publicUrl(key: string): string | undefined {
    void key;
    return undefined;
  }
}

/** Public files never change under their random names: any cache may keep them for a year. */
export const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable';

/** The folder of files that are never public; keys under it are read only through `read()`. */
export const PRIVATE_FILES_PREFIX = 'private/';

/** The public URL prefix of stored files. */
export const PUBLIC_FILES_PREFIX = '/uploads';

/**
 * The storage the app booted with, for the demo seed (which runs outside dependency injection).
 * Set by the storage module when its provider is created.
 */
let current: FileStorage | undefined;
export const setSeedStorage = (storage: FileStorage) => {
  current = storage;
};
export const getSeedStorage = (): FileStorage | undefined => current;
