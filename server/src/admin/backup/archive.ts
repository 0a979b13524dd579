import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';

/** What a backup archive says about itself (its `manifest.json`). */
export interface BackupManifest {
  format: 'matchboard-backup';
  formatVersion: 1;
  /** When the database was read: every write acknowledged before this is in the archive. */
  createdAt: string;
  /** The release that made it (package.json) and the last migration its database had. */
  appVersion: string;
  schemaVersion: string;
  /** `pglite`: PGlite's data folder as a tarball; `postgres`: a `pg_dump --format=custom`. */
  database: 'pglite' | 'postgres';
  /** `archive`: the uploads are under `files/`; `s3`: they stay in the bucket, backed up by its own means. */
  files: { where: 'archive'; count: number; bytes: number } | { where: 's3'; bucket: string };
}

export const MANIFEST = 'manifest.json';
export const DATABASE_ENTRY = {
  pglite: 'database/pglite.tar.gz',
  postgres: 'database/postgres.dump',
};
export const FILES_PREFIX = 'files/';

/** One entry to write: a buffer, or a file on disk streamed into the archive. */
export type ArchiveEntry = { name: string; data: Buffer } | { name: string; path: string };

/** An archive that is not a Matchboard backup, or is damaged: said in one line. */
export class BackupArchiveError extends Error {}

/**
 * Writes the archive to `target` through a temporary name and renames it when complete, so a
 * backup that fails half-way (a full disk, Ctrl-C) never leaves a file that looks like a backup.
 */
export async function writeArchive(
  target: string,
  manifest: BackupManifest,
  entries: ArchiveEntry[],
): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST);
  for (const entry of entries) {
    // Compressed data (the tarball, the dump, images, PDFs) gains nothing from deflating again.
    if ('data' in entry) zip.addBuffer(entry.data, entry.name, { compress: false });
    else zip.addFile(entry.path, entry.name, { compress: false });
  }
  zip.end();
  const temporary = `${target}.partial-${process.pid}`;
  try {
    await pipeline(zip.outputStream, fs.createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** An opened archive: its manifest, and each entry read on demand. */
export interface OpenedArchive {
  /** The archive's path. */
  source: string;
  manifest: BackupManifest;
  /** Names of every entry, in archive order. */
  names: string[];
  read(name: string): Promise<Buffer>;
  /** Streams an entry into a new file (a database dump may be larger than memory). */
  extract(name: string, target: string): Promise<void>;
  close(): void;
}

export async function openArchive(source: string): Promise<OpenedArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(source, { lazyEntries: true, autoClose: false }, (error, opened) =>
        error ? reject(error) : resolve(opened),
      ),
    );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupArchiveError(
      code === 'ENOENT'
        ? `There is no file ${source}.`
        : `${source} is not a Matchboard backup (not a readable ZIP archive).`,
    );
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    // yauzl refuses damaged archives and names that climb out of a folder (../).
    zip.close();
    throw new BackupArchiveError(`${source} is damaged (${(error as Error).message}).`);
  }
  const open = (name: string): Promise<Readable> => {
    const entry = entries.get(name);
    if (!entry) throw new BackupArchiveError(`The backup has no ${name}: it is incomplete.`);
    return new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
    );
  };
  const read = async (name: string): Promise<Buffer> => {
    const stream = await open(name);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse((await read(MANIFEST)).toString('utf8')) as BackupManifest;
  } catch {
    zip.close();
    throw new BackupArchiveError(`${source} is not a Matchboard backup (no readable manifest).`);
  }
  if (manifest.format !== 'matchboard-backup' || manifest.formatVersion !== 1) {
    zip.close();
    throw new BackupArchiveError(
      `${source} is not a backup this release can read (format ${String(manifest.format)} ${String(manifest.formatVersion)}).`,
    );
  }
  const extract = async (name: string, target: string): Promise<void> => {
    await pipeline(await open(name), fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  };
  return { source, manifest, names: [...entries.keys()], read, extract, close: () => zip.close() };
}
