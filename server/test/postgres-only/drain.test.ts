/**
 * A drain a balancer can see: two servers behind Debian's HAProxy (its health check on
 * /health/ready, as `npm run scale` configures it), one of them told SIGTERM under load. HAProxy
 * takes it out because /health/ready says draining (HTTP 503), not because its port refused,
 * and no request fails meanwhile. Runs against a real PostgreSQL (DATABASE_URL), which the two
 * servers share; needs /usr/sbin/haproxy (.ci/run installs it).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { startBalancer } from '../../../scripts/services/haproxy';
import { closedPort, serverEnv, startServer, tempDir } from '../serverProcess';

const postgresUrl = process.env.DATABASE_URL ?? '';
if (!postgresUrl) throw new Error('These tests need DATABASE_URL (a PostgreSQL test database).');

describe('SIGTERM behind HAProxy', () => {
  it('is seen as draining by the balancer before the port closes, and no request fails', async (t) => {
    const folder = tempDir('matchboard-drain-');
    const env = async (name: string) => ({
      ...serverEnv(await closedPort(), path.join(folder, name)),
      DATABASE_URL: postgresUrl,
      SHUTDOWN_GRACE: '4',
      TRUST_PROXY: '127.0.0.1',
    });
    const leaving = await startServer(await env('a'));
    const staying = await startServer(await env('b'));
    const balancer = await startBalancer({
      port: await closedPort(),
      backends: [leaving.base, staying.base].map((base) => Number(new URL(base).port)),
      folder,
    });
    const answers: { status: number; by: string; at: number }[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        try {
          const response = await fetch(`${balancer.url}/api/jobs/search?_format=json&page=0`);
          await response.arrayBuffer();
          answers.push({
            status: response.status,
            by: response.headers.get('x-served-by') ?? '?',
            at: Date.now(),
          });
        } catch (error) {
          answers.push({ status: 0, by: String(error), at: Date.now() });
        }
      }
    };
    let clients: Promise<void>[] = [];
    let exitCode: number | null | undefined;
    let stoppedAt = 0;
    try {
      // Both in rotation first.
      const until = Date.now() + 15_000;
      while (Date.now() < until) {
        const seen = new Set<string>();
        for (let i = 0; i < 6; i += 1)
          seen.add((await fetch(`${balancer.url}/health/live`)).headers.get('x-served-by') ?? '?');
        if (seen.has('app1') && seen.has('app2')) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      clients = Array.from({ length: 4 }, client);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const signalled = Date.now();
      exitCode = await leaving.stop();
      stoppedAt = Date.now();
      t.diagnostic(`app1 exited ${stoppedAt - signalled} ms after SIGTERM`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      running = false;
      await Promise.all(clients);
      await balancer.stop();
      await staying.stop();
      await leaving.stop();
    }
    const log = fs.readFileSync(path.join(folder, 'haproxy.log'), 'utf8');
    fs.rmSync(folder, { recursive: true, force: true });
    assert.equal(exitCode, 0);
    const failed = answers.filter((answer) => answer.status !== 200);
    t.diagnostic(
      `${answers.length} requests, ${failed.length} failed; app1 served ${answers.filter((a) => a.by === 'app1').length}`,
    );
    assert.deepEqual(failed, []);
    // Taken out by its health check saying 503 (draining), not by a refused connection.
    const down = log.split('\n').find((line) => /Server servers\/app1 is DOWN/.test(line));
    assert.ok(down, `HAProxy never took app1 out:\n${log.slice(-2000)}`);
    assert.match(down, /Layer7 wrong status.*code: 503|HTTP status check returned code <503>/);
    // Nothing went to it after it left.
    assert.deepEqual(
      answers.filter((answer) => answer.by === 'app1' && answer.at > stoppedAt),
      [],
    );
  });
});
