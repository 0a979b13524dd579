/**
 * `npm run bench -- invite-timing`: whether "Add admin" answers in the same time whoever the
 * address belongs to. A candidate's address gets no invitation mail; if the answer came sooner
 * for it, its timing would tell an owner which addresses are candidates on Matchboard. The app
 * runs in this process over an in-memory PGlite with the demo data; the owner of the demo
 * organization adds, alternately, addresses nobody uses and the demo candidates' addresses, and
 * the per-account and per-organization limits are reset between requests (the bench owns the
 * database). Prints the medians, p95 and the difference of the medians; run it on a quiet
 * machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_OAUTH_CLIENT } from '../contract/auth';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { connectDatabase, queryRows } from '../server/src/db/connect';
import { runMigrations } from '../server/src/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../server/src/seed';
import { createFileStore } from '../server/src/files/stores';
import { OutboxTransport } from '../server/src/mail/outbox';
import { openJobQueue } from '../server/src/queue/jobQueue';
import { percentile } from './server';

const ROUNDS = Number(process.env.INVITE_ROUNDS ?? 200);

export async function benchInviteTiming(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-invite-timing-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'http://bench.test',
  });
  const database = await connectDatabase({ databaseUrl: null, pgliteDir: null });
  await runMigrations(database);
  const queue = await openJobQueue(database, { supervise: false });
  await seedDemo(database.db, createFileStore(config));
  const app = await buildApp({
    config,
    db: database.db,
    queue,
    mailTransport: new OutboxTransport(path.join(dataDir, 'outbox')),
  });
  await app.ready();
  try {
    const token = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: DEFAULT_OAUTH_CLIENT.id,
        client_secret: DEFAULT_OAUTH_CLIENT.secret,
        username: 'employer@matchboard.test',
        password: DEMO_PASSWORD,
      },
    });
    const access = (token.json() as { access_token: string }).access_token;
    const [organization] = await queryRows<{ nid: number }>(
      database.db,
      sql`SELECT o.organization_nid AS nid FROM organization_members o
        JOIN users u ON u.id = o.user_id WHERE u.mail = 'employer@matchboard.test' AND o.owner`,
    );
    const candidates = (
      await queryRows<{ mail: string }>(
        database.db,
        sql`SELECT mail FROM users WHERE 'candidate' = ANY (roles) ORDER BY id LIMIT 10`,
      )
    ).map((row) => row.mail);
    const add = async (email: string): Promise<number> => {
      await database.db.execute(sql`DELETE FROM rate_limits`);
      await database.db.execute(sql`DELETE FROM organization_invitations`);
      const started = performance.now();
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/organization/${organization.nid}/add_shared_access_user`,
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        payload: { first_name: 'Ada', last_name: 'Timing', email, field_company_position: 2 },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${email}: ${response.body}`);
      return ms;
    };
    // Warm-up, then strictly alternating, so a drift of the machine hits both alike.
    for (let i = 0; i < 20; i += 1) await add(`warm.${i}@nowhere.test`);
    const stranger: number[] = [];
    const candidate: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      stranger.push(await add(`nobody.${i % candidates.length}@nowhere.test`));
      candidate.push(await add(candidates[i % candidates.length]));
    }
    const p50 = (values: number[]) => percentile(values, 50);
    const row = (name: string, values: number[]) =>
      `  ${name.padEnd(22)} p50 ${p50(values).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;
    console.info(
      `\nAdd admin by address, ${ROUNDS} requests each, alternating (PGlite in process; load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}):`,
    );
    console.info(row('an unused address', stranger));
    console.info(row("a candidate's address", candidate));
    const gap = p50(candidate) - p50(stranger);
    console.info(
      `  difference of the medians ${gap.toFixed(2)} ms (${((100 * gap) / p50(stranger)).toFixed(1)} % of the unused address's)`,
    );
  } finally {
    await app.close();
    await queue.stop({ graceful: false });
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
