import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

/**
 * Where pg_dump and pg_restore are: PG_BIN when set, else the newest Debian/Ubuntu install
 * (/usr/lib/postgresql/N/bin, which pg_dump must be at least as new as the server), else PATH.
 */
export function postgresTool(name: PostgresTool): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return path.join(fromEnv, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? path.join(root, versions[0], 'bin', name) : name;
}

/**
 * Runs a PostgreSQL client tool on `databaseUrl` (none: pg_restore writing a script) without putting the password on its command
 * line (where `ps` shows it to every user of the machine): it goes in PGPASSWORD.
 */
export async function runPostgresTool(
  name: PostgresTool,
  databaseUrl: string | null,
  args: string[],
): Promise<void> {
  const url = databaseUrl ? new URL(databaseUrl) : null;
  const password = url ? decodeURIComponent(url.password) : '';
  if (url) url.password = '';
  const command = postgresTool(name);
  const child = spawn(command, [...args, ...(url ? [`--dbname=${url.toString()}`] : [])], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${name} was not found (${command}): install PostgreSQL's client tools, or set PG_BIN to their folder.`,
            )
          : error,
      ),
    );
    child.once('close', resolve);
  });
  if (code !== 0) {
    const reason = stderr.trim().split('\n').slice(0, 3).join(' ');
    throw new Error(`${name} failed (exit ${String(code)}): ${reason}`);
  }
}
