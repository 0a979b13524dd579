import type { Readable } from 'node:stream';

/** A stored file as the rest of the server refers to it. */
export interface StoredFile {
  /** Storage key: a random name with the file's extension, never the client's file name. */
  key: string;
  size: number;
}

/**
 * Where uploaded files live. Small on purpose: local disk implements it today, and an object
 * store (S3 and the like) can implement the same four calls when several servers share files.
 */
export interface FileStore {
  /** Stores `data` under a new random key ending in `.{ext}`; the file appears whole or not at all. */
  save(data: Uint8Array, ext: string): Promise<StoredFile>;
  /** A stream of the file's bytes; fails with `FileNotFoundError` when there is no such key. */
  read(key: string): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Asked for a key that is not stored (or not a key this store could have made). */
export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file ${JSON.stringify(key)}`);
    this.name = 'FileNotFoundError';
  }
}
