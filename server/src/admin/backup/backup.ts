import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../../config';
import { connectDatabase, PGLITE_EXTENSIONS, SCRIPT_TIMEOUTS } from '../../db/connect';
import { DataFolderInUseError, lockDataFolder } from '../../db/dataFolderLock';
import { knownMigrations, runMigrations } from '../../db/migrate';
import { isStoreKey } from '../../files/fileStore';
import { LocalFileStore } from '../../files/localFileStore';
import { S3FileStore } from '../../files/s3FileStore';
import { UsageError } from '../commands';
import {
  DATABASE_ENTRY,
  FILES_PREFIX,
  openArchive,
  writeArchive,
  type ArchiveEntry,
  type BackupManifest,
} from './archive';
import { lastMigration, requestLiveDump } from './liveDump';
import { runPostgresTool } from './postgresTools';

const APP_VERSION = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../package.json'), 'utf8')) as {
    version: string;
  }
).version;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `npm run admin -- backup FILE`: one archive with the database as of now and the uploads.
 * A running server on the embedded database hands over its own dump (liveDump.ts); PostgreSQL
 * is read by pg_dump in one snapshot. The files are copied after the database, so every file
 * the database refers to is there (housekeeping may delete one in between, as it would anyway).
 */
export async function backup(config: Config, target: string | undefined): Promise<string> {
  if (!target) throw new UsageError('Give the file to write the backup to.');
  if (fs.existsSync(target)) throw new UsageError(`${target} exists already: give a new name.`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const createdAt = new Date().toISOString();
  const entries: ArchiveEntry[] = [];
  const temporary: string[] = [];
  let schemaVersion: string;
  let databaseBytes: number;
  try {
    if (config.databaseUrl) {
      const dumpPath = `${target}.dump-${process.pid}`;
      temporary.push(dumpPath);
      schemaVersion = await postgresSchemaVersion(config.databaseUrl);
      await runPostgresTool('pg_dump', config.databaseUrl, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${dumpPath}`,
      ]);
      databaseBytes = fs.statSync(dumpPath).size;
      entries.push({ name: DATABASE_ENTRY.postgres, path: dumpPath });
    } else {
      const dump = await embeddedDump(config.dataDir);
      schemaVersion = dump.schemaVersion;
      databaseBytes = dump.tarball.length;
      entries.push({ name: DATABASE_ENTRY.pglite, data: dump.tarball });
    }
    let files: BackupManifest['files'];
    if (config.s3) {
      files = { where: 's3', bucket: config.s3.bucket };
    } else {
      const store = new LocalFileStore(config.dataDir);
      let bytes = 0;
      const keys = await store.keys();
      for (const key of keys) {
        const file = path.join(store.root, key);
        bytes += fs.statSync(file).size;
        entries.push({ name: `${FILES_PREFIX}${key}`, path: file });
      }
      files = { where: 'archive', count: keys.length, bytes };
    }
    const manifest: BackupManifest = {
      format: 'matchboard-backup',
      formatVersion: 1,
      createdAt,
      appVersion: APP_VERSION,
      schemaVersion,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      files,
    };
    await writeArchive(target, manifest, entries);
    return [
      `Backup written to ${target} (${megabytes(fs.statSync(target).size)}), as of ${createdAt}.`,
      `  database: ${manifest.database}, schema ${schemaVersion}, ${megabytes(databaseBytes)}`,
      files.where === 'archive'
        ? `  files: ${files.count} (${megabytes(files.bytes)})`
        : `  files: not in the archive: they stay in bucket ${files.bucket}; back the bucket up by its own means (versioning or replication).`,
    ].join('\n');
  } finally {
    for (const file of temporary) fs.rmSync(file, { force: true });
  }
}

/** The embedded database as of now: from the server running on it, else opened here. */
async function embeddedDump(dataDir: string) {
  const live = await requestLiveDump(dataDir);
  if (live) return live;
  const folder = path.join(dataDir, 'pglite');
  if (!fs.existsSync(path.join(folder, 'PG_VERSION')))
    throw new UsageError(`There is no database in ${folder} to back up.`);
  let release: () => void;
  try {
    release = lockDataFolder(folder);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    throw new DataFolderInUseError(
      `${error.message.split('. Stop')[0]}, and that server does not answer on ${dataDir}/admin.sock: ` +
        'restart it with this release, or stop it and back up again.',
    );
  }
  const client = new PGlite(folder, { extensions: PGLITE_EXTENSIONS });
  try {
    await client.waitReady;
    const schemaVersion = await lastMigration(client);
    const tarball = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    return { tarball, schemaVersion };
  } finally {
    await client.close();
    release();
  }
}

async function postgresSchemaVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await lastMigration({
      query: async <T>(text: string) => ({ rows: (await client.query(text)).rows as T[] }),
    } as Pick<PGlite, 'query'>);
  } finally {
    await client.end();
  }
}

/**
 * `npm run admin -- restore FILE [--force]`: puts a backup's database and files back, then
 * applies the migrations this release has beyond it. The server must be stopped. A target that
 * holds data is refused unless --force; then an embedded database is moved aside (never deleted)
 * and PostgreSQL's objects are replaced, in one transaction.
 */
export async function restore(config: Config, args: string[]): Promise<string> {
  const force = args.includes('--force');
  const source = args.find((arg) => arg !== '--force');
  if (!source) throw new UsageError('Give the backup file to restore.');
  const archive = await openArchive(source);
  try {
    const { manifest } = archive;
    const known = knownMigrations();
    if (!known.includes(manifest.schemaVersion))
      throw new UsageError(
        `This backup was made by a newer release (${manifest.appVersion}, schema ${manifest.schemaVersion}); ` +
          `this one knows schemas up to ${known.at(-1)}. Restore it with that release or a later one.`,
      );
    if (manifest.database === 'pglite' && config.databaseUrl)
      throw new UsageError(
        'This backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    if (manifest.database === 'postgres' && !config.databaseUrl)
      throw new UsageError(
        'This backup holds a PostgreSQL database: set DATABASE_URL to the database to restore it into.',
      );
    // First, before anything is read or written: a server running on the embedded database.
    const folder = path.join(config.dataDir, 'pglite');
    const release = manifest.database === 'pglite' ? lockDataFolder(folder) : () => {};
    let lines: string[];
    try {
      lines = await restoreInto(config, archive, force, folder);
    } finally {
      release();
    }
    lines.push(
      `  schema: ${await migrate(
        manifest.database === 'pglite'
          ? { databaseUrl: null, pgliteDir: folder }
          : { databaseUrl: config.databaseUrl, pgliteDir: null },
      )}`,
    );
    return lines.join('\n');
  } finally {
    archive.close();
  }
}

/** The database and then the files, under the lock of an embedded database's folder. */
async function restoreInto(config: Config, archive: Archive, force: boolean, folder: string) {
  const { manifest } = archive;
  const fileNames = archive.names.filter((name) => name.startsWith(FILES_PREFIX));
  const local = config.s3 ? null : new LocalFileStore(config.dataDir);
  if (local && fileNames.length > 0 && (await local.keys()).length > 0 && !force)
    throw new UsageError(
      `${local.root} holds files already: restore into an empty DATA_DIR, or add --force to add the backup's files to them.`,
    );

  const lines = [
    `Restored ${archive.source} (made ${manifest.createdAt} by ${manifest.appVersion}):`,
  ];
  if (manifest.database === 'pglite')
    lines.push(...(await restoreEmbedded(folder, archive, force)));
  else await restorePostgres(config.databaseUrl as string, archive, force);
  lines.push(
    `  database: ${manifest.database === 'pglite' ? folder : 'PostgreSQL (DATABASE_URL)'}`,
  );

  const bucket = config.s3 ? new S3FileStore(config.s3) : null;
  try {
    for (const name of fileNames) {
      const key = name.slice(FILES_PREFIX.length);
      // Only names a store makes: an entry like files/../../etc cannot write outside the store.
      if (!isStoreKey(key)) continue;
      const data = await archive.read(name);
      if (bucket) await bucket.put(key, data);
      else writeWhole(path.join((local as LocalFileStore).root, key), data);
    }
  } finally {
    bucket?.close();
  }
  lines.push(
    manifest.files.where === 'archive'
      ? `  files: ${fileNames.length} put back into ${config.s3 ? `bucket ${config.s3.bucket}` : `${config.dataDir}/files`}`
      : `  files: this backup left them in bucket ${manifest.files.bucket}; restore that bucket by its own means.`,
  );
  return lines;
}

function writeWhole(target: string, data: Buffer): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.restore-${process.pid}`;
  fs.writeFileSync(temporary, data, { mode: 0o640 });
  fs.renameSync(temporary, target);
}

type Archive = Awaited<ReturnType<typeof openArchive>>;

/** Into `folder`, whose lock the caller holds; a database there is moved aside with --force. */
async function restoreEmbedded(folder: string, archive: Archive, force: boolean) {
  const said: string[] = [];
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    if (!force)
      throw new UsageError(
        `${folder} holds a database already: restore into an empty DATA_DIR, or add --force to move it aside and restore over it.`,
      );
    const aside = `${folder}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(folder, aside);
    said.push(`  the database that was there is kept in ${aside}`);
  }
  const tarball = await archive.read(DATABASE_ENTRY.pglite);
  fs.mkdirSync(folder, { recursive: true });
  const client = new PGlite(folder, {
    loadDataDir: new Blob([tarball]),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.waitReady;
  await client.close();
  return said;
}

async function restorePostgres(
  databaseUrl: string,
  archive: Archive,
  force: boolean,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0 && !force)
      throw new UsageError(
        'The database DATABASE_URL names holds tables already: restore into an empty database, or add --force to replace what the backup holds.',
      );
  } finally {
    await client.end();
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-restore-'));
  const dumpPath = path.join(folder, 'postgres.dump');
  try {
    await archive.extract(DATABASE_ENTRY.postgres, dumpPath);
    if (!force) {
      await runPostgresTool('pg_restore', databaseUrl, [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        dumpPath,
      ]);
      return;
    }
    // Over a database that holds data: its schemas are dropped and the backup's script run in
    // one transaction, so a restore that fails half-way leaves the database as it was.
    // (pg_restore --clean cannot drop the job queue's partitioned tables one by one.)
    const script = path.join(folder, 'restore.sql');
    await runPostgresTool('pg_restore', null, [
      '--no-owner',
      '--no-privileges',
      `--file=${script}`,
      dumpPath,
    ]);
    const prelude = path.join(folder, 'prelude.sql');
    fs.writeFileSync(
      prelude,
      `DO $$ DECLARE s text; BEGIN
  FOR s IN SELECT nspname FROM pg_namespace
    WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s);
  END LOOP;
  CREATE SCHEMA public;
END $$;
`,
    );
    await runPostgresTool('psql', databaseUrl, [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      `--file=${prelude}`,
      `--file=${script}`,
    ]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Brings a restored database to this release's schema; says what it applied. */
async function migrate(options: { databaseUrl: string | null; pgliteDir: string | null }) {
  const database = await connectDatabase({ ...options, timeouts: SCRIPT_TIMEOUTS });
  try {
    const applied = await runMigrations(database);
    return applied.length > 0 ? `migrated forward: ${applied.join(', ')}` : 'current';
  } finally {
    await database.close();
  }
}
