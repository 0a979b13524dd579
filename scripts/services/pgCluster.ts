import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nothing listens on right now (the kernel's pick). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A PostgreSQL cluster of its own, from Debian's binaries, on a free loopback port. */
export interface Cluster {
  url: string;
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  signal(signal: 'SIGSTOP' | 'SIGCONT'): void;
  destroy(): void;
}

/**
 * Creates and starts a throwaway cluster in a temporary folder with one database, `matchboard`
 * (initdb refuses root, so as root it runs as the postgres user). `destroy` stops it and removes
 * the folder. The fault bench stops, freezes and restarts it; `npm run scale` runs on it.
 */
export async function startCluster(): Promise<Cluster> {
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql')
    : [];
  const bin = versions
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .find((dir) => fs.existsSync(`${dir}/initdb`));
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-faults-pg-'));
  const asPostgres = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(
      asPostgres ? 'runuser' : command,
      asPostgres ? ['-u', 'postgres', '--', command, ...args] : args,
      {
        stdio: 'ignore',
      },
    );
  if (asPostgres) execFileSync('chown', ['postgres:postgres', root]);
  const port = await freePort();
  const data = path.join(root, 'data');
  run(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust']);
  const ctl = (...args: string[]) =>
    run(`${bin}/pg_ctl`, ['-D', data, '-l', path.join(root, 'log'), ...args]);
  const start = () =>
    ctl('-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${root}`, '-w', 'start');
  start();
  execFileSync(`${bin}/createdb`, [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'matchboard',
  ]);
  const pids = () =>
    execFileSync('pgrep', ['-f', `${data}|postgres: `], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
      .filter((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
        } catch {
          return false;
        }
      });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/matchboard`,
    stop: (mode) => ctl('-m', mode, 'stop'),
    start,
    signal: (signal) => {
      for (const pid of pids()) {
        try {
          process.kill(pid, signal);
        } catch {
          // Gone meanwhile.
        }
      }
    },
    destroy: () => {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        // Already stopped.
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
