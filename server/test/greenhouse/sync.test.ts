/**
 * Greenhouse boards sync for real, against a local server shaped like the Job Board API: jobs
 * imported, updated and unpublished, the quota respected, a wrong token or a misbehaving server
 * reported on the integration.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { JobExportRow } from '@contract/jobs';
import type { GreenhouseIntegration } from '@contract/organizations';
import { runAdminCommand } from '../../src/admin/commands';
import { jobs } from '../../src/db/jobSchema';
import { GreenhouseClient, GreenhouseError } from '../../src/organizations/greenhouseClient';
import { GREENHOUSE_SYNC_QUEUE, syncIntegration } from '../../src/organizations/greenhouseSync';
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

  it('reports a token Greenhouse does not know on the integration', async () => {
    const unknown = await connect('no-such-board');
    await runQueuedSyncs();
    const state = await integration(unknown.id);
    assert.equal(state?.sync_state, 'not_found');
    assert.equal(state?.sync_message, 'Greenhouse does not know the board token “no-such-board”.');
  });

  it('never follows a redirect to another host, and fails (for a retry) on errors and non-JSON', async () => {
    await assert.rejects(client.jobs('redirect-away'), GreenhouseError);
    assert.ok(!fixture.requests.some((line) => line.includes('meta-data')));
    await assert.rejects(client.jobs('not-json'), /not JSON/);
    fixture.failNext(1);
    await assert.rejects(client.jobs(DEMO_BOARD), /answered 503/);
    assert.equal((await client.jobs(DEMO_BOARD)).length, 2);
  });

  it('syncs on demand for members, and not while switched off', async () => {
    const sync = (boardId: number) =>
      injectAs(t, owner, { method: 'POST', url: `${boardsOf(nid)}/${boardId}/sync`, payload: {} });
    const now = await sync(id);
    assert.equal(now.statusCode, 202, now.body);
    assert.equal(now.json<GreenhouseIntegration>().sync_state, 'running');
    await runQueuedSyncs();
    assert.equal((await integration(id))?.sync_state, 'ok');
    await injectAs(t, owner, {
      method: 'PATCH',
      url: `${boardsOf(nid)}/${id}`,
      payload: { enabled: 0 },
    });
    const off = await sync(id);
    assert.equal(off.statusCode, 422);
    assert.equal(off.json<{ message: string }>().message, 'Enable the board to sync it.');
  });
});
