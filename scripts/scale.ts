/**
 * `npm run scale`: Matchboard as it runs on several machines, on one machine. N server processes
 * (SCALE_PROCESSES, default 2) behind HAProxy (Debian's package) on PORT (default 8080), on one
 * PostgreSQL, one object store and one SMTP server:
 *
 * - PostgreSQL: DATABASE_URL, or a throwaway cluster from Debian's postgresql package;
 * - object store: the S3_BUCKET bucket (S3_ENDPOINT, AWS_* credentials), or a local S3-compatible
 *   server (s3rver) with a bucket in the scale folder;
 * - mail: SMTP_URL, or an SMTP sink that files every message in `{folder}/outbox`.
 *
 * The folder (SCALE_DIR, default a new temporary one) keeps the processes' data folders, the
 * bucket, the outbox and haproxy.log. Ctrl-C stops everything; a throwaway cluster is removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startScaledApp, type ScaledApp } from './services/scaledApp';

const processes = Number(process.env.SCALE_PROCESSES ?? 2);
const port = Number(process.env.PORT ?? 8080);
const folder = process.env.SCALE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-scale-'));
const say = (line: string) => console.info(`[scale] ${line}`);

async function main(): Promise<void> {
  if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
    throw new Error('SCALE_PROCESSES must be a whole number from 1 to 16.');
  }
  let stopping = false;
  // PORT is the balancer's; each process gets a free port of its own.
  const starting = startScaledApp({
    processes,
    port,
    folder,
    env: { PORT: '' },
    output: { stdout: process.stdout, stderr: process.stderr },
    onInfo: say,
  });
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // Stopped while starting: what was started is stopped once it is up (or failed and stopped).
    const running: ScaledApp | null = await starting.catch(() => null);
    await running?.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
  const app = await starting;
  if (stopping) return;
  const [first] = app.servers;
  say('');
  say(
    `Matchboard runs on ${processes} ${processes === 1 ? 'process' : 'processes'} behind HAProxy at ${app.url}`,
  );
  for (const server of app.servers) say(`  ${server.name}: ${server.url}`);
  say(
    `Metrics of one process: curl -H 'Authorization: Bearer ${app.metricsToken}' ${first.url}/metrics`,
  );
  say(`Data folders, bucket, outbox and haproxy.log: ${folder}`);
  say('Ctrl-C stops everything.');
}

main().catch((error: unknown) => {
  say((error as Error).message);
  process.exit(1);
});
