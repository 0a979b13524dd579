import type { Config } from '../config';
import type { FileStore } from './fileStore';
import { LocalFileStore } from './localFileStore';
import { S3FileStore } from './s3FileStore';

/** The store the configuration names: the S3_BUCKET bucket when set, else DATA_DIR/files. */
export function createFileStore(config: Pick<Config, 's3' | 'dataDir'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.dataDir);
}

/** How the start-up line and the admin command name the store. */
export function describeFileStore(config: Pick<Config, 's3' | 'dataDir'>): string {
  if (!config.s3) return `files in ${config.dataDir}/files`;
  const where = config.s3.endpoint ?? `AWS S3 ${config.s3.region}`;
  return `files in bucket ${config.s3.bucket} at ${where}`;
}
