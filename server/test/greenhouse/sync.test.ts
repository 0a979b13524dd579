/**
 * Greenhouse boards sync for real, against a local server shaped like the Job Board API: jobs
 * imported, updated and unpublished, the quota respected, a wrong token or a misbehaving server
 * reported on the integration.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { JobExportRow } from '@contract/jobs';
import type { FastifyBaseLogger } from 'fastify';
import { GREENHOUSE_TOKEN_WHERE, type GreenhouseIntegration } from '@contract/organizations';
import { runAdminCommand } from '../../src/admin/commands';
import { jobs } from '../../src/db/jobSchema';
import { GreenhouseClient, GreenhouseError } from '../../src/greenhouse/client';
import { GREENHOUSE_SYNC_QUEUE, syncIntegration } from '../../src/greenhouse/sync';
import { runSync, SYNC_RETRIES, SYNC_RETRY_SECONDS } from '../../src/greenhouse/worker';
import {
  buildTestApp,
  injectAs,
  registerAndConfirm,
  testQueue,
  type TestApp,
  type TestUser,
} from '../helpers';
import { createOrganization } from '../organizations/fixtures';
import {
  DEMO_BOARD,
  DEMO_BOARD_JOBS,
  startGreenhouseFixture,
  type GreenhouseFixture,
} from './fixtureServer';

let t: TestApp;
let fixture: GreenhouseFixture;
let client: GreenhouseClient;
let owner: TestUser;
let nid: number;

before(async () => {
  fixture = await startGreenhouseFixture();
  client = new GreenhouseClient(fixture.url);
  t = await buildTestApp({ GREENHOUSE_API_URL: fixture.url });
  owner = await registerAndConfirm(t, 'employer');
  nid = (await createOrganization(t, owner)).nid;
});
after(() => fixture.close());

const boards = `/api/organization/${0}/greenhouse_integration`;
const boardsOf = (organization: number) => boards.replace('/0/', `/${organization}/`);
const connect = async (token: string) => {
  const response = await injectAs(t, owner, {
    method: 'POST',
    url: boardsOf(nid),
    payload: { greenhouse_board_token: token },
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<GreenhouseIntegration>();
};
/** What a worker does: runs every queued sync. */
const runQueuedSyncs = async () => {
  const queue = await testQueue();
  for (;;) {
    const [job] = await queue.fetch<{ integration: number }>(GREENHOUSE_SYNC_QUEUE);
    if (!job) return;
    await syncIntegration(t.database.db, client, job.data.integration, new Date());
    await queue.complete(GREENHOUSE_SYNC_QUEUE, job.id);
  }
};
const integration = async (id: number) =>
  (await injectAs(t, owner, { method: 'GET', url: boardsOf(nid) }))
    .json<GreenhouseIntegration[]>()
    .find((row) => row.id === id);
const jobList = async () =>
  (
    await injectAs(t, owner, { method: 'GET', url: `/api/jobs/export/${nid}?_format=json&page=0` })
  ).json<JobExportRow[]>();

describe('a Greenhouse board', () => {
  let id: number;

  it('is synced when connected: its jobs are imported, sanitized, priced and gender-checked', async () => {
    ({ id } = await connect(DEMO_BOARD));
    assert.equal((await integration(id))?.sync_state, 'running');
    await runQueuedSyncs();
    const state = await integration(id);
    assert.equal(state?.sync_state, 'ok');
    assert.equal(state?.sync_message, '2 jobs on the board (2 new, 0 updated, 0 unpublished).');
    assert.ok(state?.last_synced);

    const rows = await jobList();
    const platform = rows.find((row) => row.title === DEMO_BOARD_JOBS[0].title);
    const analyst = rows.find((row) => row.title === DEMO_BOARD_JOBS[1].title);
    assert.ok(platform && analyst);
    assert.equal(platform.field_source, 'greenhouse');
    assert.equal(platform.field_gender_coding, 'feminine');
    assert.equal(analyst.field_gender_coding, 'masculine');
    assert.equal(platform.field_base_salary_year_from, 80000);
    assert.equal(platform.field_base_salary_year_to, 95000);
    assert.equal(platform.field_currency, 'EUR');
    assert.equal(platform.field_job_city_name, 'Berlin, Germany');
    assert.equal(analyst.field_remote_job_1, 'remote');

    const [stored] = await t.database.db.select().from(jobs).where(eq(jobs.nid, platform.nid));
    // Decoded once (real markup), then sanitized (no script).
    assert.match(stored.description, /<strong>collaborative<\/strong>/);
    assert.doesNotMatch(stored.description, /script|&lt;/);
    assert.equal(stored.applyUrl, `https://boards.greenhouse.io/${DEMO_BOARD}/jobs/4012001`);
    assert.equal(stored.employmentType, 'full_time');
    assert.ok(stored.technicalSkillTids.length > 0, 'skills named in the text are matched');
  });

  it('updates what Greenhouse owns, keeps what the employer changed, and unpublishes what left', async () => {
    const [platform] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.greenhouseJobId, DEMO_BOARD_JOBS[0].id));
    await t.database.db
      .update(jobs)
      .set({ employmentType: 'contract', remoteJob: 'hybrid' })
      .where(eq(jobs.nid, platform.nid));
    fixture.boards.set(DEMO_BOARD, [
      { ...DEMO_BOARD_JOBS[0], title: 'Principal Platform Engineer' },
    ]);
    try {
      const report = await syncIntegration(t.database.db, client, id, new Date());
      assert.deepEqual(report, {
        state: 'ok',
        message: '1 jobs on the board (0 new, 1 updated, 1 unpublished).',
      });
      const [after] = await t.database.db.select().from(jobs).where(eq(jobs.nid, platform.nid));
      assert.equal(after.title, 'Principal Platform Engineer');
      assert.equal(after.employmentType, 'contract');
      assert.equal(after.remoteJob, 'hybrid');
      const analyst = (await jobList()).find((row) => row.title === DEMO_BOARD_JOBS[1].title);
      assert.ok(analyst && analyst.field_valid_until < new Date().toISOString().slice(0, 10));
    } finally {
      fixture.boards.set(DEMO_BOARD, DEMO_BOARD_JOBS);
    }
  });

  it('imports no more than the job quota allows, and says so', async () => {
    const queue = await testQueue();
    const active = (await jobList()).filter(
      (row) => row.field_valid_until >= new Date().toISOString().slice(0, 10),
    ).length;
    await runAdminCommand({ db: t.database.db, queue, config: t.config }, [
      'set-quotas',
      String(nid),
      '--jobs',
      String(active),
    ]);
    try {
      // The analyst job is back on the board, but its slot is gone.
      const report = await syncIntegration(t.database.db, client, id, new Date());
      assert.equal(report?.state, 'quota');
      assert.match(
        report?.message ?? '',
        /^1 of 2 jobs were not imported: the job quota of 1 active jobs is full/,
      );
    } finally {
      await runAdminCommand({ db: t.database.db, queue, config: t.config }, [
        'set-quotas',
        String(nid),
        '--jobs',
        '10',
      ]);
    }
  });

  it('refuses a token Greenhouse does not know when it is added, and says where the right one is', async () => {
    const before = (await injectAs(t, owner, { method: 'GET', url: boardsOf(nid) })).json<
      GreenhouseIntegration[]
    >().length;
    const refused = await injectAs(t, owner, {
      method: 'POST',
      url: boardsOf(nid),
      payload: { greenhouse_board_token: 'no-such-board' },
    });
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(
      refused.json<{ message: string }>().message,
      `Greenhouse does not know the board token “no-such-board”. ${GREENHOUSE_TOKEN_WHERE}`,
    );
    const after = (await injectAs(t, owner, { method: 'GET', url: boardsOf(nid) })).json<
      GreenhouseIntegration[]
    >();
    assert.equal(after.length, before);
    // Pointing a connected board at an unknown token is refused the same way, and changes nothing.
    const renamed = await injectAs(t, owner, {
      method: 'PATCH',
      url: `${boardsOf(nid)}/${after[0].id}`,
      payload: { greenhouse_board_token: 'no-such-board' },
    });
    assert.equal(renamed.statusCode, 422, renamed.body);
    assert.equal(
      (await integration(after[0].id))?.greenhouse_board_token,
      after[0].greenhouse_board_token,
    );
  });

  it('reports a board that left Greenhouse after it was connected on the integration', async () => {
    fixture.boards.set('closing-board', []);
    const closing = await connect('closing-board');
    fixture.boards.delete('closing-board');
    await runQueuedSyncs();
    const state = await integration(closing.id);
    assert.equal(state?.sync_state, 'not_found');
    assert.equal(state?.sync_message, 'Greenhouse does not know the board token “closing-board”.');
    await injectAs(t, owner, { method: 'DELETE', url: `${boardsOf(nid)}/${closing.id}` });
  });

  it('says when a failed sync is tried again, and words the last failure once', async () => {
    const log = { info() {}, warn() {} } as unknown as FastifyBaseLogger;
    fixture.failNext(SYNC_RETRIES + 1);
    const tryOnce = (retryCount: number) =>
      runSync(t.database.db, client, log, id, { retryCount, retryLimit: SYNC_RETRIES });
    const first = Date.now();
    await assert.rejects(tryOnce(0), /Greenhouse answered 503/);
    const waiting = await integration(id);
    assert.equal(waiting?.sync_state, 'retrying');
    assert.equal(waiting?.sync_message, 'Greenhouse answered 503.');
    const next = Date.parse(waiting?.next_try ?? '');
    assert.ok(
      next >= first + SYNC_RETRY_SECONDS * 1000 && next <= Date.now() + SYNC_RETRY_SECONDS * 1000,
    );
    // While it waits, "Sync now" answers with the same row: no second sync behind the first.
    const pressed = await injectAs(t, owner, {
      method: 'POST',
      url: `${boardsOf(nid)}/${id}/sync`,
      payload: {},
    });
    assert.equal(pressed.json<GreenhouseIntegration>().sync_state, 'retrying');
    for (let retry = 1; retry < SYNC_RETRIES; retry += 1)
      await assert.rejects(tryOnce(retry), /503/);
    await assert.rejects(tryOnce(SYNC_RETRIES), /503/);
    const failed = await integration(id);
    assert.equal(failed?.sync_state, 'failed');
    assert.equal(failed?.sync_message, 'Greenhouse answered 503.');
    assert.equal(failed?.next_try, null);
    // Once Greenhouse answers again, the next sync clears the failure.
    await tryOnce(0);
    assert.equal((await integration(id))?.sync_state, 'ok');
    await runQueuedSyncs();
  });

  it('never follows a redirect to another host, and fails (for a retry) on errors and non-JSON', async () => {
    await assert.rejects(client.jobs('redirect-away'), GreenhouseError);
    assert.ok(!fixture.requests.some((line) => line.includes('meta-data')));
    await assert.rejects(client.jobs('not-json'), /not JSON/);
    fixture.failNext(1);
    await assert.rejects(client.jobs(DEMO_BOARD), /answered 503/);
    assert.equal((await client.jobs(DEMO_BOARD)).length, 2);
  });

  it('syncs on demand for members, at most once a minute, and not while switched off', async () => {
    const sync = (boardId: number) =>
      injectAs(t, owner, { method: 'POST', url: `${boardsOf(nid)}/${boardId}/sync`, payload: {} });
    // The board was asked for when it was connected: a minute on, it may be asked again.
    t.clock.advance(61);
    const now = await sync(id);
    assert.equal(now.statusCode, 202, now.body);
    assert.equal(now.json<GreenhouseIntegration>().sync_state, 'running');
    // Pressed again while it runs: the same answer, and still one sync queued.
    const presses = await Promise.all(Array.from({ length: 5 }, () => sync(id)));
    assert.deepEqual(
      presses.map((press) => press.statusCode),
      [202, 202, 202, 202, 202],
    );
    const requestsBefore = fixture.requests.length;
    await runQueuedSyncs();
    assert.equal((await integration(id))?.sync_state, 'ok');
    // One sync read the board: its list and one pay range per job.
    assert.equal(fixture.requests.length - requestsBefore, 1 + DEMO_BOARD_JOBS.length);
    // Done, and asked again within the minute: wait.
    const soon = await sync(id);
    assert.equal(soon.statusCode, 429, soon.body);
    assert.ok(Number(soon.headers['retry-after']) > 0);
    assert.match(soon.json<{ message: string }>().message, /^This board was synced moments ago/);
    t.clock.advance(61);
    assert.equal((await sync(id)).statusCode, 202);
    await runQueuedSyncs();
    await injectAs(t, owner, {
      method: 'PATCH',
      url: `${boardsOf(nid)}/${id}`,
      payload: { enabled: 0 },
    });
    t.clock.advance(61);
    const off = await sync(id);
    assert.equal(off.statusCode, 422);
    assert.equal(off.json<{ message: string }>().message, 'Enable the board to sync it.');
  });

  it('feeds one organization only: a board switched on elsewhere is refused', async () => {
    fixture.boards.set('shared-board', []);
    const other = await registerAndConfirm(t, 'employer');
    const otherNid = (await createOrganization(t, other)).nid;
    const write = (method: 'POST' | 'PATCH', url: string, payload: object, user = other) =>
      injectAs(t, user, {
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
    const mine = await connect('shared-board');
    const taken = await write('POST', boardsOf(otherNid), {
      greenhouse_board_token: 'shared-board',
    });
    assert.equal(taken.statusCode, 409, taken.body);
    assert.match(taken.json<{ message: string }>().message, /connected to another organization/);
    // Kept switched off, it may be added; switched on, it is refused again.
    const parked = await write('POST', boardsOf(otherNid), {
      greenhouse_board_token: 'shared-board',
      enabled: 0,
    });
    assert.equal(parked.statusCode, 201, parked.body);
    const parkedId = parked.json<GreenhouseIntegration>().id;
    const on = await write('PATCH', `${boardsOf(otherNid)}/${parkedId}`, { enabled: 1 });
    assert.equal(on.statusCode, 409, on.body);
    // Once the first organization lets it go, the other may switch it on.
    await write('PATCH', `${boardsOf(nid)}/${mine.id}`, { enabled: 0 }, owner);
    const now = await write('PATCH', `${boardsOf(otherNid)}/${parkedId}`, { enabled: 1 });
    assert.equal(now.statusCode, 200, now.body);
  });

  it('imports what the job form would accept and skips the rest, each with its reason', async () => {
    fixture.boards.set('hostile-board', [
      { id: 9001, title: 'Fine Engineer', location: 'Berlin', html: '<p>Good.</p>' },
      { id: 9002, title: 'Escape \u001b[2J Engineer', location: 'Berlin', html: '<p>x</p>' },
      { id: 9003, title: 'Reversed \u202egpj.exe', location: 'Berlin', html: '<p>x</p>' },
      { id: 9004, title: 'NUL Engineer', location: 'Berlin', html: '<p>a\u0000b</p>' },
      { id: 9005, title: 'C1 \u0085 Engineer', location: 'Berlin', html: '<p>x</p>' },
      {
        id: 9006,
        title: 'Rich Engineer',
        location: 'Berlin',
        html: '<p>x</p>',
        pay: { min: 9e15, max: 9e15, currency: 'EUR' },
      },
      { id: 9007, title: 'Another Fine Engineer', location: 'Hamburg', html: '<p>Good.</p>' },
    ]);
    const board = await connect('hostile-board');
    await runQueuedSyncs();
    const state = await integration(board.id);
    assert.equal(state?.sync_state, 'ok', state?.sync_message ?? '');
    assert.match(
      state?.sync_message ?? '',
      /^7 jobs on the board \(2 new, 0 updated, 0 unpublished\)\. 5 jobs were not imported, as the job form would refuse them: job 9002: "title" contains a control character \(U\+001B\)/,
    );
    assert.match(
      state?.sync_message ?? '',
      /job 9003: its title must not contain a bidirectional control character \(U\+202E\)/,
    );
    assert.match(state?.sync_message ?? '', /; and 2 more\.$/);
    const titles = (await jobList()).map((row) => row.title);
    assert.ok(titles.includes('Fine Engineer') && titles.includes('Another Fine Engineer'));
    for (const bad of ['Escape', 'Reversed', 'NUL', 'C1', 'Rich'])
      assert.ok(!titles.some((title) => title.startsWith(bad)), bad);
  });
});
