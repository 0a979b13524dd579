/**
 * A backup taken while a server takes writes, restored somewhere new: what it must hold. Run on
 * the embedded database (backup.test.ts) and on PostgreSQL (postgres-only/backup.test.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase, queryRows, SCRIPT_TIMEOUTS } from '../../src/db/connect';
import { adminCommand, adminCommandAsync, startServer } from '../serverProcess';

export interface Scenario {
  /** The server's environment (its port, DATA_DIR and database). */
  serverEnv: NodeJS.ProcessEnv;
  /** Where to restore: a fresh DATA_DIR, and a fresh database or none (the embedded one). */
  restoreEnv: NodeJS.ProcessEnv;
  archive: string;
}

export interface Outcome {
  /** Registrations acknowledged before the backup began, and those of them the restore holds. */
  before: number;
  found: number;
  /** Registrations acknowledged while the backup ran (it ran under writes). */
  during: number;
  /** Files the restored database refers to, and those of them missing from the restored folder. */
  files: number;
  missingFiles: string[];
  backupOutput: string;
  restoreOutput: string;
}

const WRITERS = 4;

/**
 * What every backup under writes must show: writes before it and while it ran, every earlier
 * one restored, every file the restored database names on disk. `say` reports the figures.
 */
export function assertHeld(outcome: Outcome, say: (line: string) => void): void {
  say(
    `${outcome.before} writes before the backup (all restored: ${outcome.found}), ${outcome.during} while it ran, ${outcome.files} files`,
  );
  assert.ok(outcome.before > 10, `only ${outcome.before} writes before the backup`);
  assert.ok(outcome.during > 0, 'the backup did not run under writes');
  assert.equal(outcome.found, outcome.before);
  assert.ok(outcome.files > 5, `the demo seed's files: ${outcome.files}`);
  assert.deepEqual(outcome.missingFiles, []);
}

export async function backupUnderWrites(scenario: Scenario): Promise<Outcome> {
  const server = await startServer({
    ...scenario.serverEnv,
    SEED_DEMO: 'true',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000000',
  });
  const acked: { mail: string; at: number }[] = [];
  let writing = true;
  let serial = 0;
  const writer = async () => {
    while (writing) {
      const mail = `backup-${process.pid}-${serial++}@example.com`;
      const response = await fetch(`${server.base}/api/user/register/candidate?_format=json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mail, pass: 'correct horse battery' }),
      });
      if (response.status === 200) acked.push({ mail, at: Date.now() });
      else await response.body?.cancel();
    }
  };
  let backup: Awaited<ReturnType<typeof adminCommandAsync>>;
  let began: number;
  const writers = Array.from({ length: WRITERS }, writer);
  try {
    // Writes enough before the backup begins, however busy the machine (a CI run beside the
    // browser tests saw 7 registrations in a fixed 1.5 s): at least 1.5 s and 11 writes.
    const since = Date.now();
    while (acked.length <= 10 || Date.now() - since < 1500) {
      if (Date.now() - since > 60_000) throw new Error(`only ${acked.length} writes in a minute`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    began = Date.now();
    backup = await adminCommandAsync(scenario.serverEnv, ['backup', scenario.archive]);
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    writing = false;
    await Promise.all(writers);
    await server.stop();
  }
  assert.equal(backup.status, 0, backup.stderr);
  const before = acked.filter((write) => write.at < began).map((write) => write.mail);
  const during = acked.filter((write) => write.at >= began).length;

  const restored = adminCommand(scenario.restoreEnv, ['restore', scenario.archive]);
  assert.equal(restored.status, 0, restored.stderr);

  const dataDir = String(scenario.restoreEnv.DATA_DIR);
  const database = await connectDatabase({
    databaseUrl: scenario.restoreEnv.DATABASE_URL || null,
    pgliteDir: scenario.restoreEnv.DATABASE_URL ? null : path.join(dataDir, 'pglite'),
    timeouts: SCRIPT_TIMEOUTS,
  });
  try {
    const rows = await queryRows<{ mail: string }>(
      database.db,
      sql`SELECT mail FROM users WHERE mail LIKE ${`backup-${process.pid}-%`}`,
    );
    const present = new Set(rows.map((row) => row.mail));
    const keys = await queryRows<{ key: string }>(
      database.db,
      sql`SELECT storage_key AS key FROM files`,
    );
    return {
      before: before.length,
      found: before.filter((mail) => present.has(mail)).length,
      during,
      files: keys.length,
      missingFiles: keys
        .map((row) => row.key)
        .filter((key) => !fs.existsSync(path.join(dataDir, 'files', key))),
      backupOutput: backup.stdout,
      restoreOutput: restored.stdout,
    };
  } finally {
    await database.close();
  }
}
