/**
 * `npm run admin -- backup` and `restore` on PostgreSQL (pg_dump in one snapshot, pg_restore in
 * one transaction): a backup taken under writes, restored into a fresh database, holds every
 * write acknowledged before it began; a database that holds data is refused, or replaced with
 * --force. Runs only against a real PostgreSQL (DATABASE_URL).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { assertHeld, backupUnderWrites } from '../admin/backupScenario';
import { adminCommand, closedPort, serverEnv, tempDir } from '../serverProcess';

const postgresUrl = process.env.DATABASE_URL ?? '';
if (!postgresUrl) throw new Error('These tests need DATABASE_URL (a PostgreSQL test database).');

const root = tempDir('matchboard-backup-pg-');
const names = [`matchboard_backup_a_${process.pid}`, `matchboard_backup_b_${process.pid}`];
const urlOf = (name: string) => {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer(work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

after(async () => {
  await onServer(async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  fs.rmSync(root, { recursive: true, force: true });
});

describe('backup of a running server on PostgreSQL', () => {
  it('holds every write acknowledged before it began, restored into a fresh database', async (t) => {
    await onServer(async (client) => {
      for (const name of names) {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${name}`);
      }
    });
    const archive = path.join(root, 'postgres.zip');
    const restoreEnv = {
      ...process.env,
      DATA_DIR: path.join(root, 'restored'),
      DATABASE_URL: urlOf(names[1]),
      S3_BUCKET: '',
    };
    const outcome = await backupUnderWrites({
      serverEnv: {
        ...serverEnv(await closedPort(), path.join(root, 'source')),
        DATABASE_URL: urlOf(names[0]),
      },
      restoreEnv,
      archive,
    });
    assertHeld(outcome, (line) => t.diagnostic(line));
    assert.match(outcome.backupOutput, /database: postgres, schema 0\d\d_/);
    // The password is never on pg_dump's command line, nor in what the command prints.
    const password = new URL(postgresUrl).password;
    if (password) assert.ok(!outcome.backupOutput.includes(password));

    // A database that holds data: refused, and left as it was.
    const count = async () => {
      const client = new pg.Client({ connectionString: urlOf(names[1]) });
      await client.connect();
      try {
        return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]
          .n;
      } finally {
        await client.end();
      }
    };
    const users = await count();
    const refused = adminCommand({ ...restoreEnv, DATA_DIR: path.join(root, 'other') }, [
      'restore',
      archive,
    ]);
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /The database DATABASE_URL names holds tables already/);
    assert.equal(await count(), users);

    // --force replaces everything there with the backup, in one transaction.
    const client = new pg.Client({ connectionString: urlOf(names[1]) });
    await client.connect();
    await client.query('CREATE TABLE written_after_restore (x int)');
    await client.query(`UPDATE users SET mail = 'changed-' || mail WHERE mail LIKE 'backup-%'`);
    await client.end();
    const forced = adminCommand({ ...restoreEnv, DATA_DIR: path.join(root, 'forced') }, [
      'restore',
      archive,
      '--force',
    ]);
    assert.equal(forced.status, 0, forced.stderr);
    assert.equal(await count(), users);
    const check = new pg.Client({ connectionString: urlOf(names[1]) });
    await check.connect();
    try {
      const tables = await check.query(
        `SELECT 1 FROM pg_tables WHERE tablename = 'written_after_restore'`,
      );
      assert.equal(tables.rowCount, 0);
      const changed = await check.query(`SELECT 1 FROM users WHERE mail LIKE 'changed-%'`);
      assert.equal(changed.rowCount, 0);
    } finally {
      await check.end();
    }
  });
});
