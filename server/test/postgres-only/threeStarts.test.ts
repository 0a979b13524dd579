/**
 * Three servers started at once on an empty PostgreSQL with the demo seed on: every one of them
 * starts, the migrations are applied once and the demo data is seeded once. Before, the
 * migrations' bookkeeping table was created outside the lock (42710) and the seeds collided
 * (candidate_profiles_uid_key). Runs only against a real PostgreSQL (DATABASE_URL).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import pg from 'pg';
import { connectDatabase, queryRows } from '../../src/db/connect';
import { runMigrations, underMigrationLock } from '../../src/db/migrate';
import { seedDemo } from '../../src/seed';
import { createFileStore } from '../../src/files/stores';
import { sql } from 'drizzle-orm';

const postgresUrl = process.env.DATABASE_URL ?? '';
if (!postgresUrl) throw new Error('These tests need DATABASE_URL (a PostgreSQL test database).');

const TIMEOUTS = { connectMs: 3000, statementMs: 5000, startupMs: 0 };

describe('three servers started at once on an empty database', () => {
  it('all start; the migrations run once and the demo data is seeded once', async () => {
    const name = `matchboard_starts_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-starts-'));
    try {
      const starts = await Promise.allSettled(
        [1, 2, 3].map(async () => {
          const database = await connectDatabase({
            databaseUrl: url.toString(),
            pgliteDir: null,
            timeouts: TIMEOUTS,
          });
          try {
            const applied = await runMigrations(database);
            const store = createFileStore({ s3: null, dataDir });
            const seeded = await underMigrationLock(database, () => seedDemo(database.db, store));
            return { applied: applied.length, seeded: seeded !== null };
          } finally {
            await database.close();
          }
        }),
      );
      const failures = starts.filter((start) => start.status === 'rejected');
      assert.deepEqual(
        failures.map((failure) => String((failure as PromiseRejectedResult).reason)),
        [],
      );
      const results = starts.map(
        (start) => (start as PromiseFulfilledResult<{ applied: number; seeded: boolean }>).value,
      );
      assert.equal(results.filter((result) => result.applied > 0).length, 1);
      assert.equal(results.filter((result) => result.seeded).length, 1);
      const check = await connectDatabase({
        databaseUrl: url.toString(),
        pgliteDir: null,
        timeouts: TIMEOUTS,
      });
      try {
        const [{ n }] = await queryRows<{ n: number }>(
          check.db,
          sql`SELECT count(*)::int AS n FROM users WHERE mail = 'candidate@matchboard.test'`,
        );
        assert.equal(n, 1);
      } finally {
        await check.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
