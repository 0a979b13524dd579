/**
 * `npm run admin -- backup` and `restore` on the embedded database: a running server hands over
 * a consistent copy, the restore finds every write acknowledged before the backup began, and
 * every refusal is one line that changes nothing.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import yazl from 'yazl';
import { adminCommand, closedPort, serverEnv, startServer, tempDir } from '../serverProcess';
import { assertHeld, backupUnderWrites } from './backupScenario';

const root = tempDir('matchboard-backup-');
after(() => fs.rmSync(root, { recursive: true, force: true }));

const embeddedEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  S3_BUCKET: '',
});

describe('backup of a running server on the embedded database', () => {
  it('holds every write acknowledged before it began, and the files, restored into a fresh folder', async (t) => {
    const port = await closedPort();
    const source = path.join(root, 'source');
    const archive = path.join(root, 'running.zip');
    const outcome = await backupUnderWrites({
      serverEnv: serverEnv(port, source),
      restoreEnv: embeddedEnv(path.join(root, 'restored')),
      archive,
    });
    assertHeld(outcome, (line) => t.diagnostic(line));
    assert.match(outcome.backupOutput, /database: pglite, schema 0\d\d_[a-z_]+/);
    assert.match(outcome.backupOutput, /files: \d+ \(/);
    assert.match(outcome.restoreOutput, /schema: current/);

    // Into a folder that holds a database: refused, and nothing there changes.
    const restoredAgain = adminCommand(embeddedEnv(path.join(root, 'restored')), [
      'restore',
      archive,
    ]);
    assert.equal(restoredAgain.status, 2);
    assert.match(
      restoredAgain.stderr,
      /holds files already: restore into an empty DATA_DIR, or add --force/,
    );

    // --force moves the database aside (never deletes it) and restores over it.
    const forced = adminCommand(embeddedEnv(path.join(root, 'restored')), [
      'restore',
      archive,
      '--force',
    ]);
    assert.equal(forced.status, 0, forced.stderr);
    const aside = fs
      .readdirSync(path.join(root, 'restored'))
      .filter((name) => name.startsWith('pglite.replaced-'));
    assert.equal(aside.length, 1);
    assert.match(forced.stdout, /the database that was there is kept in .*pglite\.replaced-/);

    // A backup never overwrites a file.
    const again = adminCommand(embeddedEnv(source), ['backup', archive]);
    assert.equal(again.status, 2);
    assert.equal(again.stderr.trim(), `${archive} exists already: give a new name.`);
  });

  it('refuses to restore under a running server, in one line', async () => {
    const port = await closedPort();
    const dataDir = path.join(root, 'busy');
    const server = await startServer(serverEnv(port, dataDir));
    try {
      const archive = path.join(root, 'busy.zip');
      assert.equal(adminCommand(embeddedEnv(dataDir), ['backup', archive]).status, 0);
      const refused = adminCommand(embeddedEnv(dataDir), ['restore', archive, '--force']);
      assert.equal(refused.status, 1);
      assert.match(
        refused.stderr.trim(),
        /^The embedded database in .*pglite is in use by process \d+ .*Stop that server first/,
      );
      assert.equal(refused.stderr.trim().split('\n').length, 1);
      assert.equal((await fetch(`${server.base}/health/ready`)).status, 200);
    } finally {
      await server.stop();
    }
  });
});

/** A ZIP with the given entries, as a doctored or foreign archive would be. */
async function zipOf(target: string, entries: Record<string, string>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  fs.writeFileSync(target, Buffer.concat(chunks));
}

const manifest = (changes: Record<string, unknown>) =>
  JSON.stringify({
    format: 'matchboard-backup',
    formatVersion: 1,
    createdAt: '2026-11-29T10:00:00.000Z',
    appVersion: '9.9.9',
    schemaVersion: '023_greenhouse_board_once',
    database: 'pglite',
    files: { where: 'archive', count: 0, bytes: 0 },
    ...changes,
  });

describe('restore refuses what it cannot trust', () => {
  const refused = (archive: string, dataDir = path.join(root, `empty-${Math.random()}`)) => {
    const result = adminCommand(embeddedEnv(dataDir), ['restore', archive]);
    assert.notEqual(result.status, 0);
    assert.equal(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')), false);
    return result.stderr.trim();
  };

  it('a file that is not a backup, or none', async () => {
    const text = path.join(root, 'notes.txt');
    fs.writeFileSync(text, 'hello');
    assert.equal(refused(text), `${text} is not a Matchboard backup (not a readable ZIP archive).`);
    const missing = path.join(root, 'missing.zip');
    assert.equal(refused(missing), `There is no file ${missing}.`);
    const other = path.join(root, 'other.zip');
    await zipOf(other, { 'readme.txt': 'not ours' });
    assert.equal(refused(other), `${other} is not a Matchboard backup (no readable manifest).`);
  });

  it('a backup from a newer release', async () => {
    const future = path.join(root, 'future.zip');
    await zipOf(future, { 'manifest.json': manifest({ schemaVersion: '999_from_the_future' }) });
    assert.match(
      refused(future),
      /^This backup was made by a newer release \(9\.9\.9, schema 999_from_the_future\); this one knows schemas up to 0\d\d_/,
    );
  });

  it('a PostgreSQL backup without DATABASE_URL', async () => {
    const postgres = path.join(root, 'postgres.zip');
    await zipOf(postgres, { 'manifest.json': manifest({ database: 'postgres' }) });
    assert.equal(
      refused(postgres),
      'This backup holds a PostgreSQL database: set DATABASE_URL to the database to restore it into.',
    );
  });

  it('an archive without its database', async () => {
    const partial = path.join(root, 'partial.zip');
    await zipOf(partial, { 'manifest.json': manifest({}), 'files/notes.txt': 'not a stored file' });
    const dataDir = path.join(root, 'partial-target');
    assert.equal(
      refused(partial, dataDir),
      'The backup has no database/pglite.tar.gz: it is incomplete.',
    );
    assert.equal(fs.existsSync(path.join(dataDir, 'files', 'notes.txt')), false);
  });
});
