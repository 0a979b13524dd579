import type { Readable } from 'node:stream';
import { DependencyUnavailableError } from '../http/errors';

const FILES_UNAVAILABLE =
  'File storage is briefly unavailable. Nothing was changed; please try again in a few seconds.';

/** A stored file as the rest of the server refers to it. */
export interface StoredFile {
  /** Storage key: a random name with the file's extension, never the client's file name. */
  key: string;
  size: number;
  /** Which server's disk holds it (`host:folder`), for a local store; null for a bucket. */
  holder: string | null;
}

/**
 * Where uploaded files live: local disk (LocalFileStore, the default) or an S3-compatible bucket
 * (S3FileStore, when several servers share files). Both pass the same tests
 * (server/test/files/fileStore.test.ts).
 */
export interface FileStore {
  /** This store's `StoredFile.holder`: host and folder of a local store, null for a bucket. */
  readonly holder: string | null;
  /** Stores `data` under a new random key ending in `.{ext}`; the file appears whole or not at all. */
  save(data: Uint8Array, ext: string): Promise<StoredFile>;
  /** A stream of the file's bytes; fails with `FileNotFoundError` when there is no such key. */
  read(key: string): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Resolves when the store can take files now (/health/ready); rejects with the reason. */
  check(): Promise<void>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): void;
}

/** The only keys the stores make: a uuid and a short lower-case extension. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

/** Whether `key` is one a store could have made (so it cannot name anything else). */
export function isStoreKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Asked for a key that is not stored (or not a key this store could have made). */
export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file ${JSON.stringify(key)}`);
    this.name = 'FileNotFoundError';
  }
}

/** The store cannot be reached or failed: the request is answered 503, nothing is changed. */
export class FileStoreUnavailableError extends DependencyUnavailableError {
  constructor(reason: string, cause?: unknown) {
    super(`The file store is unavailable (${reason})`, FILES_UNAVAILABLE, { cause });
    this.name = 'FileStoreUnavailableError';
  }
}
