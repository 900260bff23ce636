/**
 * Where public files (listing photos) live. Local disk today; an S3-compatible store can
 * implement the same two methods later without touching the callers.
 */
export abstract class FileStorage {
  /** Stores `body` under `key` (e.g. 'properties/ab12….jpg') and returns its public URL path. */
  abstract put(key: string, body: Buffer, contentType: string): Promise<string>;
  abstract delete(key: string): Promise<void>;
}

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
