import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database belongs to the one process that opened it, so a backup of a running
 * server asks that server for it. It answers on a Unix socket in DATA_DIR that only the
 * account running it may open (mode 0600): nothing on the network can reach it, and whoever can
 * open it could read DATA_DIR anyway.
 */
export function adminSocketPath(dataDir: string): string {
  return path.resolve(dataDir, 'admin.sock');
}

/** A Unix socket path longer than this is refused by the kernel (sun_path is 108 bytes). */
const SOCKET_PATH_MAX = 100;

/** Header carrying the dump's last migration, so the archive can name its schema. */
const SCHEMA_HEADER = 'x-matchboard-schema';

/** Latest applied migration of a database (the archive's schema version). */
export async function lastMigration(client: Pick<PGlite, 'query'>): Promise<string> {
  const { rows } = await client.query<{ version: string }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return rows[0]?.version ?? 'none';
}

/**
 * Serves `GET /database` on DATA_DIR/admin.sock: PGlite's own dump of its data folder, taken
 * between two queries (PGlite runs one at a time), so it is one consistent point.
 *
 * @returns a function that closes the socket; null when DATA_DIR's path is too long for one.
 */
export async function openAdminSocket(
  dataDir: string,
  client: PGlite,
  warn: (message: string) => void,
): Promise<(() => Promise<void>) | null> {
  const socketPath = adminSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > SOCKET_PATH_MAX) {
    warn(
      `DATA_DIR's path is too long for the backup socket (${socketPath}): back this server up while it is stopped.`,
    );
    return null;
  }
  // A socket left by a crashed server: this process holds the data folder's lock, so it is stale.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/database') {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      try {
        const schema = await lastMigration(client);
        const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
        response.writeHead(200, {
          'content-type': 'application/gzip',
          'content-length': dump.length,
          [SCHEMA_HEADER]: schema,
        });
        response.end(dump);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(previousMask);
  }
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** What a running server gave: its data folder's tarball and the schema it is at. */
export interface LiveDump {
  tarball: Buffer;
  schemaVersion: string;
}

/**
 * Asks the server running on DATA_DIR for its database. Null when no server answers there (none
 * runs, or it runs without the socket), so the caller opens the folder itself.
 */
export function requestLiveDump(dataDir: string): Promise<LiveDump | null> {
  const socketPath = adminSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: '/database' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode !== 200) {
          reject(new Error(`The running server could not dump its database: ${body.toString()}`));
          return;
        }
        resolve({ tarball: body, schemaVersion: String(response.headers[SCHEMA_HEADER]) });
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file with nobody listening: the server that made it is gone.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
  });
}
