/**
 * Several processes starting at once on one PostgreSQL: the first to take the migration lock
 * applies what is pending, the others wait for it — longer than the statement timeout if need
 * be — and find nothing left. Runs only against a real PostgreSQL (DATABASE_URL).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { connectDatabase } from '../../src/db/connect';
import { runMigrations } from '../../src/db/migrate';
import { testDatabase } from '../helpers';

const postgresUrl = process.env.DATABASE_URL ?? '';
if (!postgresUrl) throw new Error('These tests need DATABASE_URL (a PostgreSQL test database).');

/** The key runMigrations locks (db/migrate.ts). */
const MIGRATION_LOCK = 72616001;
const TIMEOUTS = { connectMs: 3000, statementMs: 1000, startupMs: 0 };

describe('migrations under the advisory lock', () => {
  it('wait for another process holding the lock past the statement timeout, then apply nothing twice', async () => {
    await testDatabase(); // migrated already
    const holder = new pg.Client({ connectionString: postgresUrl });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const starters = await Promise.all(
      [1, 2, 3].map(() =>
        connectDatabase({ databaseUrl: postgresUrl, pgliteDir: null, timeouts: TIMEOUTS }),
      ),
    );
    try {
      const started = Date.now();
      const runs = starters.map((database) => runMigrations(database));
      // Three times the statement timeout: the waits are not statements that time out.
      setTimeout(() => void holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]), 3000);
      const applied = await Promise.all(runs);
      assert.ok(Date.now() - started >= 2900, 'the starts waited for the lock');
      assert.deepEqual(applied, [[], [], []]);
      // The lock is free again: every pooled connection let go of it.
      const { rows } = await holder.query(
        'SELECT count(*)::int AS held FROM pg_locks WHERE locktype = $1 AND objid = $2',
        ['advisory', MIGRATION_LOCK],
      );
      assert.equal(rows[0].held, 0);
    } finally {
      await holder.end();
      await Promise.all(starters.map((database) => database.close()));
    }
  });
});
