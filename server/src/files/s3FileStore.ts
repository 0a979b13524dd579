import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import type { FileStore, StoredFile } from './fileStore';
import { FileNotFoundError, FileStoreUnavailableError, isStoreKey } from './fileStore';

/**
 * Bounds on one call to the object store. An upload is at most a few MB, so 30 s covers a slow
 * link; a store that does not even accept the connection in 3 s is treated as down (503).
 */
export const S3_TIMEOUTS = { connectionMs: 3_000, requestMs: 30_000 } as const;

/** A key no file ever has (store keys are uuids): its 404 shows the bucket answers. */
const HEALTH_PROBE_KEY = 'matchboard-health-probe';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Cloudflare R2, s3rver in the
 * tests), through the official SDK. The bucket stays private: browsers never get a bucket URL,
 * they fetch files through the app's signed `/system/files/...` URLs, which check access and
 * stream the object from here. Keys are the same as the local store's, so `npm run admin --
 * files copy-to-s3` copies a local store into a bucket one to one.
 */
export class S3FileStore implements FileStore {
  readonly bucket: string;
  readonly holder = null;
  /** Where the bucket is, for messages: the endpoint's origin (never its credentials), or AWS. */
  readonly where: string;
  private readonly client: S3Client;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.where = settings.endpoint
      ? new URL(settings.endpoint).origin
      : `AWS S3 ${settings.region}`;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Credentials: the SDK's standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY,
      // a profile, an instance or task role), never a variable of ours.
      requestHandler: {
        connectionTimeout: S3_TIMEOUTS.connectionMs,
        requestTimeout: S3_TIMEOUTS.requestMs,
      },
      maxAttempts: 3,
    });
  }

  async save(data: Uint8Array, ext: string): Promise<StoredFile> {
    if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`Invalid file extension ${ext}`);
    const key = `${randomUUID()}.${ext}`;
    // A PUT is atomic in S3: the object appears whole or not at all.
    await this.put(key, data);
    return { key, size: data.length, holder: null };
  }

  /** Stores `data` under `key` as it is (the copy from a local store keeps its keys). */
  async put(key: string, data: Uint8Array): Promise<void> {
    if (!isStoreKey(key)) throw new FileNotFoundError(key);
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          // Served by the app with the type it checked; the bucket holds bytes only.
          ContentType: 'application/octet-stream',
        }),
      ),
    );
  }

  async read(key: string): Promise<Readable> {
    if (!isStoreKey(key)) throw new FileNotFoundError(key);
    const answer = await this.call(
      () => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })),
      key,
    );
    const body = answer.Body;
    if (!(body instanceof Readable))
      throw new FileStoreUnavailableError(`an empty answer; ${this.named()}`);
    return body;
  }

  async delete(key: string): Promise<void> {
    if (!isStoreKey(key)) return;
    // S3 answers 204 for a key that is not there: deleting twice is not an error.
    await this.call(() =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  async exists(key: string): Promise<boolean> {
    return (await this.sizeOf(key)) !== null;
  }

  /** The stored size of `key`, or null when there is no such object. */
  async sizeOf(key: string): Promise<number | null> {
    if (!isStoreKey(key)) return null;
    try {
      const head = await this.call(
        () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
        key,
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (error instanceof FileNotFoundError) return null;
      throw error;
    }
  }

  /**
   * For /health/ready: the bucket exists and these credentials may read it. A GET of a key that
   * is never stored answers NoSuchKey (a missing bucket NoSuchBucket) and needs no permission the
   * store does not use anyway.
   */
  async check(): Promise<void> {
    await this.call(() =>
      this.client
        .send(new GetObjectCommand({ Bucket: this.bucket, Key: HEALTH_PROBE_KEY }))
        .then((answer) => answer.Body?.transformToByteArray())
        .catch((error: unknown) => {
          if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
          throw error;
        }),
    );
  }

  close(): void {
    this.client.destroy();
  }

  /**
   * Runs one SDK call: a missing object becomes FileNotFoundError (when `key` is given), an
   * unreachable or failing store FileStoreUnavailableError (answered 503), and a refusal of
   * these credentials or this bucket an error an operator reads in the log.
   */
  private async call<T>(send: () => Promise<T>, key?: string): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof FileNotFoundError || error instanceof FileStoreUnavailableError) {
        throw error;
      }
      if (error instanceof S3ServiceException) {
        const status = error.$metadata.httpStatusCode ?? 0;
        if (key !== undefined && (error.name === 'NoSuchKey' || error.name === 'NotFound')) {
          throw new FileNotFoundError(key);
        }
        if (status >= 500 || status === 0) {
          throw new FileStoreUnavailableError(`HTTP ${status}; ${this.named()}`, error);
        }
        // A wrong key, a missing bucket, a policy that forbids the call: the operator's to fix.
        const what = error.name === 'Unknown' ? '' : ` ${error.name}`;
        throw new Error(
          `The object store refused the request (HTTP ${status}${what}) for ${this.named()}: check S3_BUCKET, S3_ENDPOINT and the credentials`,
          { cause: error },
        );
      }
      // Connection refused, reset, timed out: the store is down, not the request wrong.
      const code = (error as { code?: string; name?: string }).code ?? (error as Error).name;
      throw new FileStoreUnavailableError(`${code ?? 'error'}; ${this.named()}`, error);
    }
  }

  private named(): string {
    return `bucket ${this.bucket} at ${this.where}`;
  }
}
