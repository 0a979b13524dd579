import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startBalancer } from './haproxy';
import { freePort, startCluster } from './pgCluster';
import { startS3Server } from './s3Server';
import { startSmtpSink } from './smtpSink';

const root = path.resolve(__dirname, '..', '..');

export interface ScaledApp {
  /** The balancer's address (APP_URL of every process). */
  url: string;
  /** Each process's own address, for its /metrics. */
  servers: { name: string; url: string; child: ChildProcess }[];
  metricsToken: string;
  /** Stops the balancer, the processes and whatever was started for them, in that order. */
  stop(): Promise<void>;
}

export interface ScaleOptions {
  processes: number;
  /** The balancer's port. */
  port: number;
  /** Holds each process's DATA_DIR, the local bucket, the outbox and haproxy.log. */
  folder: string;
  /**
   * Settings for every process on top of this process's environment. DATABASE_URL, S3_BUCKET
   * and SMTP_URL, when set (here or in the environment), are used; when not, a throwaway
   * PostgreSQL cluster, a local S3 server and an SMTP sink are started.
   */
  env?: Record<string, string>;
  /** 'local': each process keeps files on its own disk (one process only; for comparisons). */
  files?: 's3' | 'local';
  /** Where the processes' output goes; each line is prefixed with the process's name. */
  output?: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream } | null;
  /** Told what was started, one line each. */
  onInfo?: (line: string) => void;
}

/** Prefixes each line a process writes with its name, so N logs read as one. */
function prefixed(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WritableStream) {
  let rest = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

/**
 * Matchboard as it runs on several machines, on this one: `processes` server processes behind
 * HAProxy, on one PostgreSQL, one object store and one SMTP server. Each process has its own
 * DATA_DIR (nothing is shared through the disk), APP_URL is the balancer's address, and the
 * processes trust HAProxy's X-Forwarded-For and X-Request-Id.
 */
export async function startScaledApp(options: ScaleOptions): Promise<ScaledApp> {
  const { processes, port, folder, files = 's3', output = null } = options;
  const info = options.onInfo ?? (() => {});
  const given = { ...process.env, ...options.env };
  if (files === 'local' && processes > 1) {
    throw new Error('Files on local disk work with one process only: use the S3 store.');
  }
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        info(`while stopping: ${(error as Error).message}`);
      }
    }
  };
  try {
    fs.mkdirSync(folder, { recursive: true });
    const url = `http://127.0.0.1:${port}`;
    let databaseUrl = given.DATABASE_URL || '';
    if (!databaseUrl) {
      const cluster = await startCluster();
      cleanups.push(() => cluster.destroy());
      databaseUrl = cluster.url;
      info(`PostgreSQL: a throwaway cluster at ${cluster.url}`);
    } else info('PostgreSQL: DATABASE_URL');

    let storage: Record<string, string> = {};
    if (files === 'local') {
      storage = { S3_BUCKET: '' };
      info('Files: on the local disk of the one process');
    } else if (!given.S3_BUCKET) {
      const s3 = await startS3Server({ directory: path.join(folder, 's3') });
      cleanups.push(() => s3.close());
      storage = s3.env;
      info(`Files: bucket ${s3.settings.bucket} on a local S3 server at ${s3.settings.endpoint}`);
    } else info(`Files: bucket ${given.S3_BUCKET}`);

    let smtpUrl = given.SMTP_URL || '';
    if (!smtpUrl) {
      const sink = await startSmtpSink({ outbox: path.join(folder, 'outbox') });
      cleanups.push(() => sink.close());
      smtpUrl = sink.url;
      info(`Mail: an SMTP sink at ${sink.url} filing into ${folder}/outbox`);
    } else info('Mail: SMTP_URL');

    const metricsToken = given.METRICS_TOKEN || randomBytes(18).toString('base64url');
    const env: Record<string, string> = {
      ...(given as Record<string, string>),
      ...storage,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      APP_URL: url,
      // HAProxy on loopback is the one proxy whose X-Forwarded-For and X-Request-Id count.
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN: metricsToken,
      SEED_DEMO: given.SEED_DEMO ?? 'true',
      HOST: '127.0.0.1',
    };

    const servers: ScaledApp['servers'] = [];
    // One at a time: the first migrates, seeds and builds the SPA; the others find it done.
    for (let index = 1; index <= processes; index += 1) {
      const name = `app${index}`;
      const serverPort = await freePort();
      const dataDir = path.join(folder, `process-${index}`);
      fs.mkdirSync(dataDir, { recursive: true });
      // The start script builds the SPA when it is missing or stale.
      const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
        cwd: root,
        stdio: ['ignore', output ? 'pipe' : 'ignore', output ? 'pipe' : 'ignore'],
        env: { ...env, PORT: String(serverPort), DATA_DIR: dataDir },
      });
      if (output) {
        prefixed(name, child.stdout, output.stdout);
        prefixed(name, child.stderr, output.stderr);
      }
      let stopping = false;
      child.once('exit', (code, signal) => {
        if (!stopping) info(`${name} exited (${signal ?? code}); the balancer routes around it.`);
      });
      cleanups.push(
        () =>
          new Promise<void>((resolve) => {
            stopping = true;
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      );
      const serverUrl = `http://127.0.0.1:${serverPort}`;
      const deadline = Date.now() + 300_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`${name} exited during start-up`);
        try {
          if ((await fetch(`${serverUrl}/health/ready`)).ok) break;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) throw new Error(`${name} did not become ready in 5 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      servers.push({ name, url: serverUrl, child });
    }
    const balancer = await startBalancer({
      port,
      backends: servers.map((server) => Number(new URL(server.url).port)),
      folder,
    });
    cleanups.push(() => balancer.stop());
    return { url, servers, metricsToken, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
