/**
 * The server outlives its database: lost connections, an unreachable server, a second process
 * on the embedded database's folder, and the settings that point at them.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { connectDatabase, DatabaseUnreachableError } from '../src/db/connect';
import { DataFolderInUseError, lockDataFolder } from '../src/db/dataFolderLock';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { buildTestApp, testDatabase, testQueue } from './helpers';
import { closedPort, SERVER, serverEnv, tempDir as makeTempDir } from './serverProcess';

const tempDir = () => makeTempDir('matchboard-resilience-');

describe('health endpoints', () => {
  it('answers live and ready without signing in, and ready turns 503 while a check fails', async () => {
    const { app } = await buildTestApp();
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    assert.equal(live.statusCode, 200);
    assert.deepEqual(live.json(), { status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    assert.equal(ready.statusCode, 200);
    const { diskFreeMb, ...readiness } = ready.json() as { diskFreeMb: number };
    assert.deepEqual(readiness, {
      status: 'ok',
      checks: { database: 'ok', files: 'ok', disk: 'ok' },
    });
    assert.ok(Number.isInteger(diskFreeMb) && diskFreeMb > 0);
    assert.equal(ready.headers['cache-control'], 'no-store');

    // Another app over the same database, whose database check fails and then passes again.
    let down = true;
    const config = loadConfig({
      DATA_DIR: tempDir(),
      LOG_LEVEL: 'silent',
      CHECK_RESPONSES: 'true',
    });
    const { db } = await testDatabase();
    const flaky = await buildApp({
      config,
      db: db,
      queue: await testQueue(),
      logger: false,
      readiness: {
        database: async () => {
          if (down) throw new Error('connection refused');
        },
      },
    });
    try {
      const failing = await flaky.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(failing.statusCode, 503);
      assert.equal(failing.headers['retry-after'], '5');
      assert.deepEqual(failing.json().checks, { database: 'unavailable', disk: 'ok' });
      assert.equal(failing.json().status, 'unavailable');
      down = false;
      // Answers are reused for a second, so polling costs one check a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const back = await flaky.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(back.statusCode, 200);
    } finally {
      await flaky.close();
    }
  });

  it('refuses requests read while the app closes with 503, Retry-After and Connection: close', async () => {
    const { app } = await buildTestApp();
    app.draining = true;
    try {
      const refused = await app.inject({
        method: 'GET',
        url: `/api/node/job_posting/${randomUUID()}`,
      });
      assert.equal(refused.statusCode, 503);
      assert.equal(refused.headers['retry-after'], '5');
      assert.equal(refused.headers.connection, 'close');
      assert.match(refused.json<{ errors: { detail: string }[] }>().errors[0].detail, /restarting/);
      const token = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'password', username: 'a@example.test', password: 'x' },
      });
      assert.equal(token.statusCode, 503);
      assert.equal(token.json<{ error: string }>().error, 'server_error');
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json(), { status: 'draining' });
      // The process itself is still alive until it exits.
      assert.equal((await app.inject({ method: 'GET', url: '/health/live' })).statusCode, 200);
      const page = await app.inject({
        method: 'GET',
        url: '/jobs',
        headers: { accept: 'text/html' },
      });
      assert.equal(page.statusCode, 503);
      assert.equal(page.headers.connection, 'close');
      assert.match(page.body, /^Matchboard is restarting/);
    } finally {
      app.draining = false;
    }
  });
});

describe('an unavailable database', () => {
  it('recognizes outages among database errors, wrapped or not, and nothing else', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    assert.equal(isDatabaseUnavailable(terminated), true);
    assert.equal(isDatabaseUnavailable(new Error('Failed query', { cause: terminated })), true);
    assert.equal(
      isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })),
      true,
    );
    assert.equal(isDatabaseUnavailable(new Error('Connection terminated unexpectedly')), true);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' })), true);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' })), false);
    assert.equal(isDatabaseUnavailable(new TypeError('undefined is not a function')), false);
  });

  it('gives up at start after the configured wait with one line that names no password', async () => {
    const port = await closedPort();
    const said: string[] = [];
    const started = Date.now();
    await assert.rejects(
      connectDatabase({
        databaseUrl: `postgres://user:s3cret@127.0.0.1:${port}/matchboard`,
        pgliteDir: null,
        timeouts: { connectMs: 500, statementMs: 1000, startupMs: 1200 },
        onWaiting: (message) => said.push(message),
      }),
      (error: Error) => {
        assert.ok(error instanceof DatabaseUnreachableError);
        assert.equal(
          error.message,
          `PostgreSQL at 127.0.0.1:${port}/matchboard is unreachable (connection refused) after 1 s of retrying.`,
        );
        return true;
      },
    );
    assert.ok(Date.now() - started < 5000);
    assert.deepEqual(said, [
      `Waiting for PostgreSQL at 127.0.0.1:${port}/matchboard (connection refused); retrying for up to 1 s…`,
    ]);
    assert.ok(!said.join().includes('s3cret'));
  });
});

describe('a port in use', () => {
  it('stops the server before it touches the database, in one line', async () => {
    const net = await import('node:net');
    const holder = net.createServer();
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)),
    );
    const dataDir = tempDir();
    try {
      const started = spawnSync(process.execPath, SERVER, {
        encoding: 'utf8',
        timeout: 60_000,
        env: serverEnv(port, dataDir),
      });
      assert.equal(started.status, 1, started.stderr);
      assert.equal(
        started.stderr.trim(),
        `Invalid configuration:\n  - Port ${port} on 127.0.0.1 is in use by another program: stop what holds it, or set PORT to another port.`,
      );
      // Nothing was migrated or seeded first.
      assert.equal(fs.existsSync(path.join(dataDir, 'pglite')), false);
    } finally {
      holder.close();
    }
  });
});

/** The status a server at `base` answers for a path; 0 when nothing listens. */
const statusAt = (base: string) => async (url: string) => {
  try {
    return (await fetch(`${base}${url}`)).status;
  } catch {
    return 0; // refused: nothing listens
  }
};

/** Waits (two minutes at most) until /health/ready answers 200. */
async function untilReady(status: (url: string) => Promise<number>): Promise<void> {
  const deadline = Date.now() + 120_000;
  while ((await status('/health/ready')) !== 200) {
    assert.ok(Date.now() < deadline, 'the server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('SIGTERM', () => {
  it('keeps serving while /health/ready says draining for SHUTDOWN_GRACE, then closes and exits 0', async () => {
    const port = await closedPort();
    const dataDir = tempDir();
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, SERVER, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...serverEnv(port, dataDir), SHUTDOWN_GRACE: '3', LOG_LEVEL: 'warn' },
    });
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    const base = `http://127.0.0.1:${port}`;
    const status = statusAt(base);
    try {
      await untilReady(status);
      const signalled = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Within the grace: the balancer is told, and every request is still served.
      const ready = await fetch(`${base}/health/ready`);
      assert.equal(ready.status, 503);
      assert.deepEqual(await ready.json(), { status: 'draining' });
      assert.equal(await status('/api'), 200);
      assert.equal(await status('/api/jobs/search?_format=json&page=0'), 200);
      assert.equal(await exited, 0);
      // Not before the grace was over.
      assert.ok(Date.now() - signalled >= 3000, `${Date.now() - signalled} ms`);
      assert.equal(await status('/api'), 0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

describe('stopping what npm start started', () => {
  /**
   * `npm start` in a process group of its own, signalled as a supervisor does: only the npm
   * process (Docker, many process managers), or the whole group (systemd's default,
   * `kill -- -PGID`). Either way the server drains: /health/ready says so while requests are
   * still served for SHUTDOWN_GRACE, then it stops, and nothing is left behind.
   */
  for (const how of ['the npm process', 'the process group'] as const) {
    it(`drains when ${how} is sent SIGTERM`, async () => {
      const port = await closedPort();
      const dataDir = tempDir();
      const { spawn } = await import('node:child_process');
      const npm = spawn('npm', ['start'], {
        cwd: path.resolve(__dirname, '../..'),
        detached: true,
        stdio: 'ignore',
        env: { ...serverEnv(port, dataDir), SHUTDOWN_GRACE: '2', LOG_LEVEL: 'warn' },
      });
      const status = statusAt(`http://127.0.0.1:${port}`);
      try {
        await untilReady(status);
        const signalled = Date.now();
        process.kill(
          how === 'the npm process' ? (npm.pid as number) : -(npm.pid as number),
          'SIGTERM',
        );
        await new Promise((resolve) => setTimeout(resolve, 700));
        assert.equal(await status('/health/ready'), 503);
        assert.equal(await status('/api'), 200);
        while ((await status('/api')) !== 0) {
          assert.ok(Date.now() - signalled < 30_000, 'the server did not stop');
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        assert.ok(Date.now() - signalled >= 2000, `stopped after ${Date.now() - signalled} ms`);
        // And no process of the group is left (npm start's own script exits with the server).
        const alive = () => {
          try {
            process.kill(-(npm.pid as number), 0);
            return true;
          } catch {
            return false;
          }
        };
        while (alive()) {
          assert.ok(Date.now() - signalled < 35_000, 'a process of npm start was left running');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        // Whatever is left of the group goes.
        try {
          process.kill(-(npm.pid as number), 'SIGKILL');
        } catch {
          // Nothing left.
        }
      }
    });
  }
});

describe('the embedded database folder', () => {
  it('is refused to a second process while held, and taken over once its holder is gone', () => {
    const dir = path.join(tempDir(), 'pglite');
    const release = lockDataFolder(dir);
    try {
      assert.throws(() => lockDataFolder(dir), DataFolderInUseError);
      const script = `
        const { lockDataFolder } = require(${JSON.stringify(path.resolve(__dirname, '../src/db/dataFolderLock.ts'))});
        try { lockDataFolder(${JSON.stringify(dir)}); console.log('opened'); }
        catch (error) { console.log(error.message); process.exit(3); }`;
      const second = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
        encoding: 'utf8',
      });
      assert.equal(second.status, 3, second.stderr);
      assert.match(
        second.stdout,
        new RegExp(`in use by process ${process.pid} \\(since .*\\)\\. Stop that server first`),
      );
    } finally {
      release();
    }
    // A lock left behind by a process that died (its pid no longer runs) is taken over.
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    fs.writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: Number(dead.stdout.trim()), host: os.hostname(), startedAt: 'then' }),
    );
    const again = lockDataFolder(dir);
    assert.equal(JSON.parse(fs.readFileSync(`${dir}.lock`, 'utf8')).pid, process.pid);
    again();
    assert.equal(fs.existsSync(`${dir}.lock`), false);
  });

  it('keeps a second embedded database from opening the same folder', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const first = await connectDatabase({ databaseUrl: null, pgliteDir: dir });
    try {
      await assert.rejects(
        connectDatabase({ databaseUrl: null, pgliteDir: dir }),
        DataFolderInUseError,
      );
    } finally {
      await first.close();
    }
    const reopened = await connectDatabase({ databaseUrl: null, pgliteDir: dir });
    await reopened.close();
  });
});

describe('connection settings', () => {
  it('refuses malformed DATABASE_URL and SMTP_URL by name, without echoing them', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ SMTP_URL: 'not a url' }, /^SMTP_URL is not a valid URL/],
      [
        { SMTP_URL: 'smtp://user:hunter22@mail.example.org:notaport' },
        /^SMTP_URL is not a valid URL/,
      ],
      [
        { SMTP_URL: 'http://mail.example.org' },
        /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
      ],
      [{ DATABASE_URL: 'postgress//oops' }, /^DATABASE_URL is not a valid URL/],
      [{ DATABASE_URL: 'mysql://u:hunter22@db/x' }, /^DATABASE_URL must start with postgres:\/\//],
    ];
    for (const [env, expected] of cases) {
      assert.throws(
        () => loadConfig(env),
        (error: ConfigError) => {
          assert.equal(error.problems.length, 1);
          assert.match(error.problems[0], expected);
          assert.ok(!error.message.includes('hunter22'));
          return true;
        },
      );
    }
    assert.equal(
      loadConfig({ DATABASE_URL: 'postgres:///matchboard?host=/var/run/postgresql' }).databaseUrl,
      'postgres:///matchboard?host=/var/run/postgresql',
    );
    assert.equal(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org:465' }).smtpUrl,
      'smtps://u:p@mail.example.org:465',
    );
  });

  it('reads the database timeouts and the shutdown deadline, with bounded defaults', () => {
    const defaults = loadConfig({});
    assert.deepEqual(defaults.database, {
      connectTimeoutMs: 3000,
      statementTimeoutMs: 5000,
      startupTimeoutMs: 60_000,
    });
    assert.equal(defaults.shutdownTimeout, 10);
    assert.equal(defaults.shutdownGrace, 5);
    const set = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_STARTUP_TIMEOUT_MS: '0',
      SHUTDOWN_TIMEOUT: '3',
    });
    assert.deepEqual(set.database, {
      connectTimeoutMs: 1000,
      statementTimeoutMs: 2000,
      startupTimeoutMs: 0,
    });
    assert.equal(set.shutdownTimeout, 3);
    assert.throws(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }), ConfigError);
  });
});
