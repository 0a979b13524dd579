/**
 * The server and the admin commands as an operator runs them: in processes of their own, over
 * real ports, folders and databases.
 */
import { SERVER_ARGS } from '../../scripts/serverNode.mjs';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const tempDir = (prefix = 'matchboard-process-') =>
  fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A local port where nothing listens (bound, read, closed). */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The server as `npm start` starts it. */
export const SERVER = [...SERVER_ARGS];

/** The environment of a server process on `port`, over an embedded database in `dataDir`. */
export const serverEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'false',
  STATIC_DIR: path.join(dataDir, 'no-dist'),
});

export interface RunningServer {
  base: string;
  /** SIGTERM, and the exit code once it is gone. */
  stop(): Promise<number | null>;
  /** What the process wrote to its standard output so far (its log lines). */
  output(): string;
}

/** Starts a server process and waits until /health/ready answers 200. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const child = spawn(process.execPath, SERVER, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { SHUTDOWN_GRACE: '0', LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${String(env.PORT)}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    assert.equal(child.exitCode, null, `the server exited: ${stderr}`);
    assert.ok(Date.now() < deadline, `the server did not become ready: ${stderr}`);
    try {
      if ((await fetch(`${base}/health/ready`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    output: () => stdout,
  };
}

/** `npm run admin -- …args` with `env`, to its end. */
export function adminCommand(env: NodeJS.ProcessEnv, args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/src/admin/cli.ts', ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    env,
  });
}

/** The same, without blocking this process (its server keeps answering meanwhile). */
export function adminCommandAsync(
  env: NodeJS.ProcessEnv,
  args: string[],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/admin/cli.ts', ...args], {
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once('close', (status) => resolve({ status, stdout, stderr })),
  );
}
