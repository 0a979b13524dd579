/**
 * DATA_DIR on a full disk, for real: a small tmpfs filled to the brim (mounting one needs root,
 * so scripts/test-server.sh runs this folder only as root, as CI does). Writes are answered 507
 * with a readable message and leave no file behind, /health/ready and /metrics tell the free
 * space, the log says it once, and a server that cannot start says why in one line.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { files } from '../../src/db/profileSchema';
import { DISK_FULL } from '../../src/http/errors';
import { OutboxTransport } from '../../src/mail/outbox';
import { buildTestApp, registerAndConfirm } from '../helpers';
import { pngBytes } from '../imageFixtures';
import { PICTURE, uploadFile } from '../profiles/profileFixtures';
import { closedPort, SERVER, serverEnv, tempDir } from '../serverProcess';

const mounts: string[] = [];
after(() => {
  for (const dir of mounts) {
    execFileSync('umount', [dir]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A fresh tmpfs of `sizeMb`, unmounted when the file's tests end. */
function tmpfs(sizeMb: number): string {
  const dir = tempDir('matchboard-disk-');
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
  mounts.push(dir);
  return dir;
}

/** Fills the disk holding `dir` until `leaveBytes` remain. */
function fill(dir: string, leaveBytes: number): void {
  const stats = fs.statfsSync(dir);
  const free = stats.bavail * stats.bsize;
  fs.writeFileSync(path.join(dir, 'filler'), Buffer.alloc(Math.max(0, free - leaveBytes)));
}

/** Every file under `dir` except the filler, with its size. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name !== 'filler' && fs.statSync(path.join(dir, name)).isFile())
    .map((name) => `${name} (${fs.statSync(path.join(dir, name)).size} B)`);
}

describe('a full disk under DATA_DIR', () => {
  it('answers uploads 507 and keeps nothing; ready and metrics tell the free space; the log says it once a minute', async () => {
    const dataDir = tmpfs(8);
    const lines: string[] = [];
    const t = await buildTestApp(
      {
        DATA_DIR: dataDir,
        DATA_DIR_MIN_FREE_MB: '1',
        LOG_LEVEL: 'warn',
        METRICS_TOKEN: 'metrics-token-for-the-disk-test',
      },
      { logStream: { write: (line) => lines.push(line) } },
    );
    const candidate = await registerAndConfirm(t, 'candidate');
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    assert.equal(ready.statusCode, 200, ready.body);
    assert.ok(ready.json().diskFreeMb >= 7, ready.body);

    fill(dataDir, 64 * 1024);
    const [before] = await t.database.db.select({ value: count() }).from(files);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await uploadFile(
        t,
        candidate,
        PICTURE,
        pngBytes(320, 320, 1_000_000),
        'me.png',
      );
      assert.equal(refused.statusCode, 507, refused.body);
      assert.equal(refused.json().errors[0].detail, DISK_FULL);
      assert.equal(refused.json().errors[0].title, 'Insufficient Storage');
    }
    const [afterwards] = await t.database.db.select({ value: count() }).from(files);
    assert.equal(afterwards.value, before.value);
    assert.deepEqual(filesUnder(dataDir), []);

    // Readiness answers are reused for a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const full = await t.app.inject({ method: 'GET', url: '/health/ready' });
    assert.equal(full.statusCode, 503);
    assert.equal(full.json().checks.disk, 'unavailable');
    assert.equal(full.json().diskFreeMb, 0);
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-the-disk-test' },
    });
    const free = /^matchboard_data_dir_free_bytes (\d+)$/m.exec(metrics.body);
    assert.ok(free, 'no free-space gauge');
    assert.ok(Number(free[1]) <= 64 * 1024);

    const warnings = lines.filter((line) => line.includes('disk full'));
    assert.equal(warnings.length, 1, lines.join('\n'));
    assert.equal(
      lines.filter((line) => line.includes('"level":50')).length,
      0,
      'a full disk is no bug',
    );
  });

  it('leaves no empty or cut-off mail in the outbox', async () => {
    const dir = tmpfs(1);
    fs.mkdirSync(path.join(dir, 'outbox'));
    fill(dir, 0);
    const outbox = new OutboxTransport(path.join(dir, 'outbox'));
    await assert.rejects(
      outbox.deliver({
        from: 'Matchboard <noreply@matchboard.test>',
        to: 'ada@example.com',
        subject: 'Confirm your email',
        text: 'x'.repeat(20_000),
      }),
      (error: NodeJS.ErrnoException) => error.code === 'ENOSPC',
    );
    assert.deepEqual(fs.readdirSync(path.join(dir, 'outbox')), []);
  });

  it('stops a server that cannot create its database, in one line, leaving no broken folder', async () => {
    const dataDir = tmpfs(20);
    fill(dataDir, 5 * 1024 * 1024);
    const started = spawnSync(process.execPath, SERVER, {
      encoding: 'utf8',
      timeout: 60_000,
      env: serverEnv(await closedPort(), dataDir),
    });
    assert.equal(started.status, 1, started.stderr);
    assert.match(
      started.stderr.trim(),
      /^Invalid configuration:\n {2}- The disk holding DATA_DIR is full \([45] MB free, about 45 MB needed\)\.$/,
    );
    assert.equal(fs.existsSync(path.join(dataDir, 'pglite')), false);
  });
});
