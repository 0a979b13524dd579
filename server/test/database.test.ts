import { TRIAL_EMPLOYER } from '../src/candidates/demoCandidates';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { Semaphore } from '../src/auth/semaphore';
import { queryRows, WORK_MEM } from '../src/db/connect';
import { preparedQuery } from '../src/db/prepared';
import { runMigrations, tidyAfterMigrations } from '../src/db/migrate';
import { hitRateLimit } from '../src/http/rateLimitRepository';
import { notATestDatabase, resetDatabase } from '../src/db/reset';
import { users } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/seed';
import { verifyPassword } from '../src/auth/password';
import { LocalFileStore } from '../src/files/localFileStore';
import { testDatabase } from './helpers';

describe('database', () => {
  before(async () => {
    await resetDatabase((await testDatabase()).db);
  });

  it('gives every connection the work_mem the candidate search is sized for', async () => {
    const { db } = await testDatabase();
    // Several at once, so a pool opens more than one connection.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        queryRows<{ work_mem: string }>(db, sql`SELECT current_setting('work_mem') AS work_mem`),
      ),
    );
    assert.deepEqual(
      answers.map((rows) => rows[0]?.work_mem),
      Array<string>(4).fill(WORK_MEM),
    );
  });

  it('runs a prepared query on every connection and in transactions, with current rows', async () => {
    const { db } = await testDatabase();
    const built: unknown[] = [];
    const userByMail = preparedQuery((handle) => {
      built.push(handle);
      return handle
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.mail, sql.placeholder('mail')))
        .prepare('test_user_by_mail');
    });
    const mail = 'prepared@matchboard.test';
    assert.deepEqual(await userByMail(db).execute({ mail }), []);
    const now = new Date();
    const [made] = await db
      .insert(users)
      .values({
        uuid: '6f9b5a4e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
        name: 'prepared',
        mail,
        passHash: 'x',
        status: true,
        roles: ['candidate'],
        created: now,
        changed: now,
      })
      .returning({ id: users.id });
    // Many at once, so a pool runs it on connections that have not prepared it yet.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => userByMail(db).execute({ mail })),
    );
    for (const rows of answers) assert.deepEqual(rows, [{ id: made.id, name: 'prepared' }]);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'renamed' }).where(eq(users.id, made.id));
      assert.deepEqual(await userByMail(tx).execute({ mail }), [{ id: made.id, name: 'renamed' }]);
    });
    // Built once for the database and once for the transaction, not once per call.
    assert.equal(built.length, 2);
    await db.delete(users).where(eq(users.id, made.id));
  });

  it('records applied migrations and applies nothing twice', async () => {
    const database = await testDatabase();
    const versions = await queryRows<{ version: string }>(
      database.db,
      sql`SELECT version FROM schema_migrations ORDER BY version`,
    );
    assert.ok(versions.some((v) => v.version === '001_accounts'));
    assert.deepEqual(await runMigrations(database), []);
  });

  it('vacuums an embedded database after migrations, which PGlite never does by itself', async () => {
    const database = await testDatabase();
    const { db } = database;
    // Without autovacuum on PostgreSQL too, so only tidyAfterMigrations can vacuum it.
    await db.execute(sql`CREATE TABLE vacuum_probe (n int) WITH (autovacuum_enabled = false)`);
    try {
      await db.execute(sql`INSERT INTO vacuum_probe SELECT generate_series(1, 2000)`);
      await db.execute(sql`DELETE FROM vacuum_probe`);
      const pages = async () =>
        Number(
          (
            await queryRows<{ size: string }>(
              db,
              sql`SELECT pg_relation_size('vacuum_probe') AS size`,
            )
          )[0].size,
        );
      await tidyAfterMigrations(database, []);
      assert.ok((await pages()) > 0, 'nothing applied, no vacuum');
      await tidyAfterMigrations(database, ['009_candidate_flag_facets']);
      // VACUUM hands the empty pages at the end of a table back: on PGlite, which has no
      // autovacuum; PostgreSQL's own autovacuum is left to do it there.
      if (database.kind === 'pglite') assert.equal(await pages(), 0);
      else assert.ok((await pages()) > 0);
    } finally {
      await db.execute(sql`DROP TABLE vacuum_probe`);
    }
  });

  it('seeds the confirmed demo accounts once, only into an empty database', async () => {
    const { db } = await testDatabase();
    const store = new LocalFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-seed-')));
    const lines = await seedDemo(db, store);
    assert.ok(lines);
    assert.ok(lines.join('\n').includes(DEMO_PASSWORD));
    const rows = await db.select().from(users);
    const roleOf = new Map(rows.map((r) => [r.mail, r.roles]));
    for (const account of DEMO_ACCOUNTS) assert.deepEqual(roleOf.get(account.mail), [account.role]);
    // The candidate database a newcomer searches, and the employer with demo access only.
    const candidates = rows.filter((r) => r.mail.endsWith('@candidates.matchboard.test'));
    assert.equal(candidates.length, 24);
    assert.deepEqual(roleOf.get(TRIAL_EMPLOYER), ['employer']);
    const demo = rows.find((r) => r.mail === DEMO_ACCOUNTS[0].mail);
    assert.equal(await verifyPassword(demo?.passHash ?? '', DEMO_PASSWORD), true);
    const seeded = rows.length;
    assert.equal(await seedDemo(db, store), null);
    assert.equal((await db.select({ n: count() }).from(users))[0].n, seeded);
  });

  it('refuses to empty a database that is not marked as a test database', async () => {
    const database = await testDatabase();
    const marked = await queryRows<{ marked: boolean }>(
      database.db,
      sql`SELECT to_regclass('matchboard_test_database') IS NOT NULL AS marked`,
    );
    const [{ name }] = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT current_database() AS name`,
    );
    if (!/test/i.test(name)) {
      // Unmark it for a moment: the reset must refuse and leave the accounts in place.
      assert.equal(marked[0].marked, true);
      await database.db.execute(sql`DROP TABLE matchboard_test_database`);
      try {
        const before = (await database.db.select({ n: count() }).from(users))[0].n;
        await assert.rejects(resetDatabase(database.db), /not a test database/);
        assert.equal((await database.db.select({ n: count() }).from(users))[0].n, before);
      } finally {
        await database.db.execute(sql`CREATE TABLE matchboard_test_database (marked boolean)`);
      }
    } else {
      assert.equal(await notATestDatabase(database.db), null);
    }
  });

  it('resets every table but keeps the migrations', async () => {
    const database = await testDatabase();
    await resetDatabase(database.db);
    assert.equal((await database.db.select({ n: count() }).from(users))[0].n, 0);
    assert.deepEqual(await runMigrations(database), []);
  });

  it('counts concurrent rate-limit hits without losing any, and restarts after the window', async () => {
    const { db } = await testDatabase();
    const limit = { max: 100, windowSeconds: 60 };
    const now = new Date();
    const counts = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(db, 'test:concurrent', limit, now)),
    );
    assert.deepEqual(
      [...counts].sort((a, b) => a - b),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    const later = new Date(now.getTime() + 61_000);
    assert.equal(await hitRateLimit(db, 'test:concurrent', limit, later), 1);
  });
});

describe('Semaphore', () => {
  it('never runs more tasks at once than its limit, and runs them all', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return 1;
    };
    const results = await Promise.all(Array.from({ length: 7 }, () => semaphore.use(task)));
    assert.equal(results.length, 7);
    assert.equal(peak, 2);
    assert.equal(semaphore.running, 0);
  });

  it('releases its slot when a task fails', async () => {
    const semaphore = new Semaphore(1);
    await assert.rejects(semaphore.use(() => Promise.reject(new Error('boom'))));
    assert.equal(await semaphore.use(async () => 'next'), 'next');
  });
});
