import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../../server/src/config';

/** s3rver's one account; it checks every request's signature against this key pair. */
export const S3_SERVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface RunningS3Server {
  /** What the app needs in S3_* (and the credentials in AWS_*) to use the bucket. */
  settings: S3Settings;
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver: the S3 REST API over HTTP, SigV4 signatures checked,
 * objects on disk under `directory`) with one bucket. The tests, the e2e run and `npm run scale`
 * use it in place of AWS; the app talks to it through the same SDK calls as to AWS.
 */
export async function startS3Server({
  directory,
  port = 0,
  bucket = 'matchboard-files',
}: {
  directory: string;
  port?: number;
  bucket?: string;
}): Promise<RunningS3Server> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings: S3Settings = { bucket, endpoint, region: 'us-east-1', forcePathStyle: true };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3_SERVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_SERVER_CREDENTIALS.secretAccessKey,
    },
    close: () => server.close(),
  };
}
