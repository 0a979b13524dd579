/**
 * A real PostgreSQL restart under load: the server keeps running, answers 503 with Retry-After
 * while the database is down, and answers 200 again once it is back, without a restart of its
 * own. Needs PG_CTL, a pg_ctl command line for the test cluster (.ci/run sets it), so
 * scripts/test-server.sh runs this folder only then.
 */
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { connectDatabase } from '../../src/db/connect';
import { testQueue } from '../helpers';

const pgCtl = process.env.PG_CTL ?? '';
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!pgCtl || !databaseUrl)
  throw new Error('These tests need PG_CTL and DATABASE_URL (see .ci/run).');

describe('a PostgreSQL restart under load', () => {
  it('is answered with 503 and Retry-After meanwhile, and with 200 once it is back', async () => {
    const database = await connectDatabase({
      databaseUrl,
      pgliteDir: null,
      timeouts: { connectMs: 1000, statementMs: 3000, startupMs: 0 },
    });
    const config = loadConfig({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-restart-')),
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({
      config,
      db: database.db,
      queue: await testQueue(),
      logger: false,
    });
    // Ready first: its start-up work (the reference terms) is not what the outage is about, and
    // on a busy machine it could still be running when PostgreSQL stops.
    await app.ready();
    const seen: { status: number; retryAfter: boolean; ms: number; phase: string }[] = [];
    let phase = 'before';
    let running = true;
    const client = async () => {
      while (running) {
        const started = Date.now();
        const response = await app.inject({ method: 'GET', url: '/api/jobs/search' });
        seen.push({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'] === '5',
          ms: Date.now() - started,
          phase,
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const clients = Array.from({ length: 4 }, client);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      phase = 'down';
      execSync(`${pgCtl} -m fast -w stop`, { stdio: 'ignore' });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      execSync(`${pgCtl} -w restart`, { stdio: 'ignore' });
      phase = 'back';
      const backAt = Date.now();
      while (
        !seen.some((s) => s.phase === 'back' && s.status === 200) &&
        Date.now() - backAt < 10_000
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
      running = false;
      await Promise.all(clients);
      const down = seen.filter((s) => s.phase === 'down');
      assert.ok(down.length > 0, 'requests were made while it was down');
      assert.ok(
        down.every((s) => s.status === 200 || (s.status === 503 && s.retryAfter)),
        `only 503 with Retry-After (or 200 before the stop took hold): ${JSON.stringify([...new Set(down.map((s) => s.status))])}`,
      );
      assert.ok(down.some((s) => s.status === 503));
      assert.ok(Math.max(...down.map((s) => s.ms)) < 4000, 'no request waited out the outage');
      const firstOk = seen.find((s) => s.phase === 'back' && s.status === 200);
      assert.ok(firstOk, 'answers 200 again without a restart of the server');
      assert.ok(Date.now() - backAt < 12_000);
    } finally {
      running = false;
      await app.close();
      await database.close();
    }
  });
});
