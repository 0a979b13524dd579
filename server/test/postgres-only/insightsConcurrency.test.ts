/**
 * The hiring charts' day counts (migration 032) under concurrent writes on PostgreSQL: matching
 * lists recorded while introductions are asked for and answered in the same organization, for
 * the same candidates, on several days. Every request answers without a deadlock or an error,
 * and the counts equal a count from the rows afterwards. Runs only against a real PostgreSQL.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { candidateConnectionPath } from '@contract/candidates';
import { matchingCandidatesPath } from '@contract/matching/api';
import { buildTestApp, injectAs, login } from '../helpers';
import {
  createCandidate,
  createEmployerOrganization,
  getAs,
  requestAccess,
  type TestCandidate,
} from '../candidates/fixtures';
import { createJob } from '../jobs/fixtures';
import { assertRollupsKept } from '../insights/rollups';

if (!process.env.DATABASE_URL) throw new Error('These tests need DATABASE_URL (PostgreSQL).');

const DAY = 86_400;

describe('the hiring charts’ day counts under concurrent writes', () => {
  it('stay equal to a count from the rows while lists, introductions and answers run at once', async () => {
    const t = await buildTestApp();
    const acme = await createEmployerOrganization(t, true, 'Acme Concurrent');
    const validUntil = new Date(t.clock.now().getTime() + 200 * DAY * 1000)
      .toISOString()
      .slice(0, 10);
    const jobs = [];
    for (const title of ['Frontend', 'Fullstack', 'Platform']) {
      jobs.push(
        await createJob(t, acme.owner, acme.uuid, {
          attributes: { field_valid_until: validUntil, title },
        }),
      );
    }
    const candidates: TestCandidate[] = [];
    for (let i = 0; i < 9; i += 1) {
      candidates.push(
        await createCandidate(t, {
          first: `Cora${String.fromCharCode(97 + i)}`,
          last: 'Concurrent',
          open: '0',
          visible: '1',
          skills: ['TypeScript'],
        }),
      );
    }
    const statuses: number[] = [];
    const list = async (job: { nid: number }) =>
      statuses.push(
        (await getAs(t, acme.owner, `${matchingCandidatesPath(acme.nid, job.nid)}?_format=json`))
          .status,
      );
    const answer = async (who: TestCandidate, action: 'accept' | 'decline') =>
      statuses.push(
        (
          await injectAs(t, who.user, {
            method: 'POST',
            url: `${candidateConnectionPath(acme.nid)}?_format=json`,
            payload: { action },
          })
        ).statusCode,
      );
    // Three days; each day the lists (first look of the day moves every row) run beside the
    // day's introductions and the answers to the day before's.
    for (let day = 0; day < 3; day += 1) {
      const asked = candidates.slice(day * 3, day * 3 + 3);
      const answering = day === 0 ? [] : candidates.slice((day - 1) * 3, day * 3);
      await Promise.all([
        ...jobs.map(list),
        ...asked.map(async (who) => statuses.push((await requestAccess(t, acme, who)).statusCode)),
        ...answering.map((who, i) => answer(who, i % 2 === 0 ? 'accept' : 'decline')),
        ...jobs.map(list),
      ]);
      t.clock.advance(DAY);
      acme.owner.token = await login(t, acme.owner.mail, acme.owner.pass);
      for (const who of candidates) who.user.token = await login(t, who.user.mail, who.user.pass);
    }
    assert.deepEqual(
      statuses.filter((status) => status !== 200),
      [],
    );
    assert.equal(statuses.length, 3 * (jobs.length * 2 + 3) + 2 * 3);
    const [reach, perJob, introductions] = await assertRollupsKept(t.database.db);
    assert.ok(reach.length >= 3 && perJob.length >= 9 && introductions.length >= 3);
  });

  it('let a job be deleted while its own matching list is being recorded', async () => {
    const t = await buildTestApp();
    const acme = await createEmployerOrganization(t, true, 'Acme Deleting');
    for (let i = 0; i < 6; i += 1)
      await createCandidate(t, {
        first: `Dora${String.fromCharCode(97 + i)}`,
        last: 'Deleted',
        open: '0',
        visible: '1',
        skills: ['TypeScript'],
      });
    const validUntil = new Date(t.clock.now().getTime() + 200 * DAY * 1000)
      .toISOString()
      .slice(0, 10);
    const statuses: string[] = [];
    for (let round = 0; round < 15; round += 1) {
      const job = await createJob(t, acme.owner, acme.uuid, {
        attributes: { field_valid_until: validUntil, title: `Doomed ${round}` },
      });
      const list = async () =>
        statuses.push(
          `list ${(await getAs(t, acme.owner, `${matchingCandidatesPath(acme.nid, job.nid)}?_format=json`)).status}`,
        );
      // The list's rows exist: the next look locks them before it records the day's counts.
      await list();
      await Promise.all([
        list(),
        (async () => {
          const { statusCode } = await injectAs(t, acme.owner, {
            method: 'DELETE',
            url: `/api/node/job_posting/${job.uuid}`,
          });
          statuses.push(`delete ${statusCode}`);
        })(),
        list(),
      ]);
    }
    assert.deepEqual(
      statuses.filter((status) => !['list 200', 'list 404', 'delete 204'].includes(status)),
      [],
    );
    await assertRollupsKept(t.database.db);
  });
});
