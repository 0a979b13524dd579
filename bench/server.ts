import { SERVER_ARGS } from '../scripts/serverNode.mjs';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server's own process (its RSS is what the upload bench reads). */
  pid: number;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /**
   * true: `npm start` (build the SPA when stale, serve it with the API; the server is a child
   * of the start script). false: the API server alone, started directly, without demo data.
   */
  spa?: boolean;
  /** A data folder prepared by the caller (its database seeded already); removed on stop. */
  dataDir?: string;
}

/**
 * Boots the server on a free-ish port with a throwaway embedded database (or
 * `BENCH_DATABASE_URL`'s PostgreSQL when the caller passes it as `DATABASE_URL`), and resolves
 * once the API answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  {
    spa = true,
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'matchboard-bench-')),
  }: StartOptions = {},
): Promise<RunningServer> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_ARGS: Node options for the API server alone, e.g. `--cpu-prof` to see where it
  // spends its time.
  const nodeOptions = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const args = spa ? ['scripts/start.mjs'] : [...nodeOptions, ...SERVER_ARGS];
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      DATABASE_URL: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...(spa ? {} : { STATIC_DIR: path.join(dataDir, 'no-dist'), SEED_DEMO: 'false' }),
      ...env,
    },
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 4 minutes');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The p-th percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}
