import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../../src/db/connect';
import { hitRateLimit } from '../../src/http/rateLimitRepository';
import { files } from '../../src/db/profileSchema';
import { LocalFileStore } from '../../src/files/localFileStore';
import {
  EXPIRED_LINK_RETENTION_SECONDS,
  runHousekeeping,
} from '../../src/housekeeping/housekeeping';
import { HOUSEKEEPING_QUEUE, scheduleHousekeeping } from '../../src/housekeeping/scheduler';
import {
  buildTestApp,
  linkSecret,
  refreshGrant,
  register,
  registerAndConfirm,
  testQueue,
  type TestApp,
} from '../helpers';
import { createProfile, candidateDocument, uploadValid } from '../profiles/profileFixtures';
import { createJob } from '../jobs/fixtures';
import { createOrganization } from '../organizations/fixtures';
import { createCandidate, createEmployerOrganization } from '../candidates/fixtures';
import { assertRollupsKept } from '../insights/rollups';

const DAY = 24 * 3600;
let t: TestApp;
before(async () => {
  t = await buildTestApp({
    ACCESS_TOKEN_TTL: '300',
    REFRESH_TOKEN_TTL: '3600',
    TEMPORARY_FILE_MAX_AGE: String(DAY),
  });
});

const housekeeping = () =>
  runHousekeeping(
    { config: t.config, db: t.database.db, store: new LocalFileStore(t.config.dataDir) },
    t.clock.now(),
  );

async function tokenRows(userUuid: string) {
  const [row] = await queryRows<{ families: number; access: number; refresh: number }>(
    t.database.db,
    sql`SELECT
          (SELECT count(*) FROM token_families f JOIN users u ON u.id = f.user_id
            WHERE u.uuid = ${userUuid})::integer AS families,
          (SELECT count(*) FROM access_tokens a JOIN token_families f ON f.id = a.family_id
            JOIN users u ON u.id = f.user_id WHERE u.uuid = ${userUuid})::integer AS access,
          (SELECT count(*) FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id
            JOIN users u ON u.id = f.user_id WHERE u.uuid = ${userUuid})::integer AS refresh`,
  );
  return row;
}

describe('housekeeping', () => {
  it('removes expired tokens and finished sign-ins, and a live session keeps working', async () => {
    const user = await registerAndConfirm(t, 'candidate');
    assert.deepEqual(await tokenRows(user.uuid), { families: 1, access: 1, refresh: 1 });

    t.clock.advance(400); // the access token has expired, the refresh token has not
    await housekeeping();
    assert.deepEqual(await tokenRows(user.uuid), { families: 1, access: 0, refresh: 1 });
    const refreshed = await refreshGrant(t, user.token.refresh_token);
    assert.equal(refreshed.statusCode, 200, refreshed.body);

    t.clock.advance(3700); // everything of that sign-in has expired
    await housekeeping();
    assert.deepEqual(await tokenRows(user.uuid), { families: 0, access: 0, refresh: 0 });
    const late = await refreshGrant(t, refreshed.json().refresh_token);
    assert.equal(late.statusCode, 400);
    assert.equal(late.json().error, 'invalid_grant');
  });

  it('keeps an expired confirmation link for 30 days, so it still says that it expired', async () => {
    const { mail } = await register(t, 'employer');
    const secret = linkSecret(await t.latestMail(mail));
    const confirm = () => t.app.inject({ method: 'GET', url: `/api/user/confirm/${secret}` });
    const links = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::integer AS n FROM account_links l JOIN users u ON u.id = l.user_id
              WHERE u.mail = ${mail}`,
        )
      )[0].n;

    t.clock.advance(2 * DAY);
    await housekeeping();
    assert.equal(await links(), 1);
    assert.match((await confirm()).json().message, /has expired/);

    t.clock.advance(EXPIRED_LINK_RETENTION_SECONDS);
    await housekeeping();
    assert.equal(await links(), 0);
    assert.equal((await confirm()).statusCode, 404);
  });

  it('forgets rate-limit counters older than the longest window and keeps current ones', async () => {
    const limit = { max: 5, windowSeconds: 60 };
    const longest = Math.max(...Object.values(t.config.rateLimits).map((l) => l.windowSeconds));
    const now = t.clock.now();
    await hitRateLimit(
      t.database.db,
      'test:old',
      limit,
      new Date(now.getTime() - (longest + 1) * 1000),
    );
    await hitRateLimit(t.database.db, 'test:current', limit, now);
    await housekeeping();
    const keys = await queryRows<{ key: string }>(
      t.database.db,
      sql`SELECT key FROM rate_limits WHERE key LIKE 'test:%' ORDER BY key`,
    );
    assert.deepEqual(
      keys.map((row) => row.key),
      ['test:current'],
    );
  });

  it('forgets the kept public pages of jobs that ended over a month ago', async () => {
    const owner = await registerAndConfirm(t, 'employer');
    const organization = await createOrganization(t, owner);
    const [ended, open] = [
      (await createJob(t, owner, organization.uuid)).nid,
      (await createJob(t, owner, organization.uuid)).nid,
    ];
    const day = (days: number) =>
      new Date(t.clock.now().getTime() + days * DAY * 1000).toISOString().slice(0, 10);
    await t.database.db.execute(
      sql`UPDATE jobs SET valid_until = ${day(-31)}::date WHERE nid = ${ended}`,
    );
    for (const nid of [ended, open])
      await t.database.db.execute(
        sql`INSERT INTO job_pages (nid, variant, build, source, status, valid_until, body, rendered_at)
          VALUES (${nid}, 'site', 'build', 'source', 200, ${day(0)}::date, '\\x00'::bytea, now())`,
      );
    const report = await housekeeping();
    assert.equal(report.jobPages, 1);
    const kept = await queryRows<{ nid: number }>(
      t.database.db,
      sql`SELECT nid FROM job_pages WHERE nid IN (${ended}, ${open})`,
    );
    assert.deepEqual(kept, [{ nid: open }]);
  });

  it('forgets who the matching lists showed before the longest chart period, counts included', async () => {
    const { db } = t.database;
    const acme = await createEmployerOrganization(t, true, 'Acme Housekeeping');
    const job = await createJob(t, acme.owner, acme.uuid);
    const [old, recent] = [
      await createCandidate(t, { first: 'Olga', last: 'Old', open: '0', visible: '1', skills: [] }),
      await createCandidate(t, {
        first: 'Rita',
        last: 'Recent',
        open: '0',
        visible: '1',
        skills: [],
      }),
    ];
    const day = (days: number) =>
      new Date(t.clock.now().getTime() + days * DAY * 1000).toISOString().slice(0, 10);
    for (const [who, last] of [
      [old, day(-400)],
      [recent, day(-364)],
    ] as const) {
      await db.execute(sql`INSERT INTO match_appearances
          (organization_nid, job_nid, candidate_nid, first_day, last_day)
        VALUES (${acme.nid}, ${job.nid}, ${who.nid}, ${last}::date, ${last}::date)`);
      await db.execute(sql`INSERT INTO match_reach (organization_nid, candidate_nid, first_day, last_day)
        VALUES (${acme.nid}, ${who.nid}, ${last}::date, ${last}::date)`);
    }
    const report = await housekeeping();
    // Her two rows, and the two day counts they leave at zero.
    assert.equal(report.appearances, 4);
    const left = await queryRows<{ candidate_nid: number }>(
      db,
      sql`SELECT candidate_nid FROM match_reach WHERE organization_nid = ${acme.nid}
        UNION ALL SELECT candidate_nid FROM match_appearances WHERE job_nid = ${job.nid}`,
    );
    assert.deepEqual(left, [{ candidate_nid: recent.nid }, { candidate_nid: recent.nid }]);
    await assertRollupsKept(db);
    assert.equal((await housekeeping()).appearances, 0);
  });

  it('deletes uploads no profile took up after TEMPORARY_FILE_MAX_AGE, bytes included', async () => {
    const owner = await registerAndConfirm(t, 'candidate');
    const abandoned = await uploadValid(t, owner, 'candidate_profile');
    const used = await uploadValid(t, owner, 'candidate_profile', 'field_curriculum_vitae');
    await createProfile(
      t,
      owner,
      'candidate_profile',
      candidateDocument({
        relationships: { field_curriculum_vitae: { data: { type: 'file--file', id: used } } },
      }),
    );
    const row = async (uuid: string) =>
      (await t.database.db.select().from(files).where(eq(files.uuid, uuid)))[0];
    const stored = (key: string) => fs.existsSync(path.join(t.config.dataDir, 'files', key));
    const abandonedKey = (await row(abandoned)).storageKey;
    const usedKey = (await row(used)).storageKey;

    t.clock.advance(DAY - 60);
    await housekeeping();
    assert.ok(await row(abandoned), 'a young upload stays');

    t.clock.advance(120);
    const report = await housekeeping();
    assert.ok(report.files >= 1);
    assert.equal(await row(abandoned), undefined);
    assert.equal(stored(abandonedKey), false);
    assert.ok(await row(used), 'a file a profile uses stays');
    assert.equal(stored(usedKey), true);
  });
});

describe('the housekeeping schedule', () => {
  function recordingLog() {
    const lines: string[] = [];
    const log = {
      info: (_data: unknown, message: string) => lines.push(`info ${message}`),
      error: (_data: unknown, message: string) => lines.push(`error ${message}`),
    } as unknown as FastifyBaseLogger;
    return { lines, log };
  }
  const deps = () => ({
    config: t.config,
    db: t.database.db,
    store: new LocalFileStore(t.config.dataDir),
  });

  it('is a cron schedule on the queue whose jobs run a round', async () => {
    const queue = await testQueue();
    const { lines, log } = recordingLog();
    const stop = await scheduleHousekeeping(queue, deps(), log, '*/10 * * * *');
    try {
      const schedules = await queue.getSchedules(HOUSEKEEPING_QUEUE);
      assert.deepEqual(
        schedules.map((s) => s.cron),
        ['*/10 * * * *'],
      );
      // What the schedule does at each tick: one job on the queue, which a worker runs.
      await queue.send(HOUSEKEEPING_QUEUE);
      for (let i = 0; i < 200 && lines.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.deepEqual(lines, ['info housekeeping done']);
    } finally {
      await stop();
    }
  });

  it('removes the schedule when HOUSEKEEPING_SCHEDULE is off', async () => {
    const queue = await testQueue();
    const { log } = recordingLog();
    await (
      await scheduleHousekeeping(queue, deps(), log, '*/10 * * * *')
    )();
    await (
      await scheduleHousekeeping(queue, deps(), log, null)
    )();
    assert.deepEqual(await queue.getSchedules(HOUSEKEEPING_QUEUE), []);
  });
});
