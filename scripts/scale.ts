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
 * Each process gets its own DATA_DIR (nothing is shared through the disk), APP_URL is the
 * balancer's address, and the processes trust HAProxy's X-Forwarded-For and X-Request-Id. The
 * folder (SCALE_DIR, default a new temporary one) keeps the processes' data folders, the bucket,
 * the outbox and haproxy.log. Ctrl-C stops everything; a throwaway cluster is removed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBalancer, type RunningBalancer } from './services/haproxy';
import { freePort, startCluster, type Cluster } from './services/pgCluster';
import { startS3Server, type RunningS3Server } from './services/s3Server';
import { startSmtpSink, type RunningSmtpSink } from './services/smtpSink';

const root = path.resolve(__dirname, '..');
const processes = Number(process.env.SCALE_PROCESSES ?? 2);
const port = Number(process.env.PORT ?? 8080);
const folder = process.env.SCALE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-scale-'));

interface Server {
  index: number;
  port: number;
  child: ChildProcess;
}

const cleanups: (() => Promise<void> | void)[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`[scale] while stopping: ${(error as Error).message}`);
      }
    }
  }
  process.exit(code);
}

/** Prefixes each line a process writes with its name, so N logs read as one. */
function prefixed(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) {
  let rest = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

async function startProcess(index: number, env: Record<string, string>): Promise<Server> {
  const serverPort = await freePort();
  const dataDir = path.join(folder, `process-${index}`);
  fs.mkdirSync(dataDir, { recursive: true });
  // The start script builds the SPA when it is missing or stale (the first process does it).
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  prefixed(`app${index}`, child.stdout, process.stdout);
  prefixed(`app${index}`, child.stderr, process.stderr);
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `[scale] app${index} exited (${signal ?? code}); the balancer routes around it.`,
      );
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app${index} exited during start-up`);
    try {
      if ((await fetch(`http://127.0.0.1:${serverPort}/health/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`app${index} did not become ready in 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { index, port: serverPort, child };
}

async function main(): Promise<void> {
  if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
    throw new Error('SCALE_PROCESSES must be a whole number from 1 to 16.');
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll(0));
  const url = `http://127.0.0.1:${port}`;

  let databaseUrl = process.env.DATABASE_URL || '';
  if (!databaseUrl) {
    const cluster: Cluster = await startCluster();
    cleanups.push(() => cluster.destroy());
    databaseUrl = cluster.url;
    console.info(`[scale] PostgreSQL: a throwaway cluster at ${cluster.url}`);
  } else console.info('[scale] PostgreSQL: DATABASE_URL');

  let storage: Record<string, string> = {};
  if (!process.env.S3_BUCKET) {
    const s3: RunningS3Server = await startS3Server({ directory: path.join(folder, 's3') });
    cleanups.push(() => s3.close());
    storage = s3.env;
    console.info(
      `[scale] Files: bucket ${s3.settings.bucket} on a local S3 server at ${s3.settings.endpoint}`,
    );
  } else console.info(`[scale] Files: bucket ${process.env.S3_BUCKET}`);

  let smtpUrl = process.env.SMTP_URL || '';
  if (!smtpUrl) {
    const sink: RunningSmtpSink = await startSmtpSink({ outbox: path.join(folder, 'outbox') });
    cleanups.push(() => sink.close());
    smtpUrl = sink.url;
    console.info(`[scale] Mail: an SMTP sink at ${sink.url} filing into ${folder}/outbox`);
  } else console.info('[scale] Mail: SMTP_URL');

  const metricsToken = process.env.METRICS_TOKEN || randomBytes(18).toString('base64url');
  const env: Record<string, string> = {
    ...storage,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    APP_URL: url,
    // HAProxy on loopback is the one proxy whose X-Forwarded-For and X-Request-Id count.
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN: metricsToken,
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    // Several processes share one file-URL key; the database keeps it when this is unset.
    ...(process.env.FILE_URL_SECRET ? { FILE_URL_SECRET: process.env.FILE_URL_SECRET } : {}),
  };

  const servers: Server[] = [];
  // One at a time: the first migrates, seeds and builds the SPA; the others find it done.
  for (let index = 1; index <= processes; index += 1) {
    const server = await startProcess(index, env);
    servers.push(server);
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
          server.child.once('exit', () => resolve());
          server.child.kill('SIGTERM');
        }),
    );
  }
  const balancer: RunningBalancer = await startBalancer({
    port,
    backends: servers.map((server) => server.port),
    folder,
  });
  cleanups.push(() => balancer.stop());

  console.info(
    [
      '',
      `[scale] Matchboard runs on ${processes} ${processes === 1 ? 'process' : 'processes'} behind HAProxy at ${url}`,
      ...servers.map((s) => `[scale]   app${s.index}: 127.0.0.1:${s.port}`),
      `[scale] Metrics of one process: curl -H 'Authorization: Bearer ${metricsToken}' http://127.0.0.1:${servers[0].port}/metrics`,
      `[scale] Data, bucket, outbox and haproxy.log: ${folder}`,
      '[scale] Ctrl-C stops everything.',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  console.error(`[scale] ${(error as Error).message}`);
  await stopAll(1);
});
