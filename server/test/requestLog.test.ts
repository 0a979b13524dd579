/**
 * The server's log as an operator reads it: the process's standard output, written by pino's
 * asynchronous destination (app.ts), complete even for the requests answered just before a stop.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import fs from 'node:fs';
import { closedPort, serverEnv, startServer, tempDir } from './serverProcess';

describe('request logs on standard output', () => {
  const dataDir = tempDir();
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('has a line for every request answered, the last ones included, once the server stopped', async () => {
    const port = await closedPort();
    const server = await startServer({ ...serverEnv(port, dataDir), LOG_LEVEL: 'info' });
    const asked = 40;
    for (let i = 0; i < asked; i++) {
      const response = await fetch(`${server.base}/api/node/job_posting/not-a-uuid-${i}`, {
        headers: { Accept: 'application/vnd.api+json' },
      });
      assert.ok(response.status >= 400 && response.status < 500, String(response.status));
    }
    assert.equal(await server.stop(), 0);
    // The start-up banner is plain text; log lines are JSON.
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    const incoming = lines.filter((line) => line.msg === 'incoming request' && line.req?.url);
    assert.equal(incoming.length, asked);
    // The route's pattern, never the path the client sent (http/logging.ts).
    assert.ok(incoming.every((line) => line.req?.url === '/api/node/job_posting/:uuid'));
    assert.equal(lines.filter((line) => line.msg === 'request completed').length, asked);
  });
});
