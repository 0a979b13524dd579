import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/connect';
import { files } from '../db/profileSchema';
import type { LocalFileStore } from './localFileStore';
import type { S3FileStore } from './s3FileStore';

/** How many files are in flight at once: enough to fill a link, few enough for a small bucket. */
const PARALLEL = 8;

export interface CopyReport {
  /** Local files put into the bucket now, and their bytes. */
  copied: number;
  bytes: number;
  /** Local files the bucket already held with the same size (an earlier, interrupted run). */
  present: number;
  /** Files the database refers to that are in the bucket neither before nor after the copy. */
  missing: string[];
}

/**
 * Copies every file of a local store into a bucket under the same key, so the database's
 * storage keys stay valid. Idempotent: an object already there with the same size is not sent
 * again, so an interrupted copy is finished by running it again. Nothing is deleted locally.
 */
export async function copyLocalFilesToS3(
  db: Db,
  local: LocalFileStore,
  bucket: S3FileStore,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, present: 0, missing: [] };
  const keys = await local.keys();
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++];
      const data = await readFile(join(local.root, key));
      if ((await bucket.sizeOf(key)) === data.length) {
        report.present += 1;
        continue;
      }
      await bucket.put(key, data);
      report.copied += 1;
      report.bytes += data.length;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  const copied = new Set(keys);
  const referenced = await db.select({ key: files.storageKey }).from(files);
  for (const { key } of referenced) {
    if (!copied.has(key) && !(await bucket.exists(key))) report.missing.push(key);
  }
  report.missing.sort();
  return report;
}
