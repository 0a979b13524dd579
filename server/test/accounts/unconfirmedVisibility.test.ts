import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { injectAs, linkSecret, login, register, TEST_PASSWORD, type TestUser } from '../helpers';
import { createCandidate, createEmployerOrganization, getAs } from '../candidates/fixtures';
import { createJob } from '../jobs/fixtures';
import { createOrganization } from '../organizations/fixtures';
import { sql } from 'drizzle-orm';
import { requestAccessPath, type CandidateRow } from '@contract/candidates';
import { queryRows } from '../../src/db/connect';
import { testFile } from '../support/fixture';

const given = testFile({ candidate: 'candidate' });

/** Registers without confirming, and signs in. */
async function unconfirmed(role: 'candidate' | 'employer'): Promise<TestUser> {
  const { mail, uuid } = await register(given.t, role);
  return { mail, uuid, pass: TEST_PASSWORD, token: await login(given.t, mail, TEST_PASSWORD) };
}

const confirm = async (user: TestUser) => {
  const secret = linkSecret(await given.t.latestMail(user.mail));
  const response = await given.t.app.inject({ method: 'GET', url: `/api/user/confirm/${secret}` });
  assert.equal(response.statusCode, 200);
};

describe('public visibility waits for a confirmed email', () => {
  it('keeps an unconfirmed employer’s organization and jobs from candidates until confirmed', async () => {
    const employer = await unconfirmed('employer');
    const org = await createOrganization(given.t, employer, {
      attributes: { title: 'Not Yet Confirmed' },
    });
    const job = await createJob(given.t, employer, org.uuid, {
      attributes: { title: 'Unconfirmed Job Posting' },
    });
    const visible = async () => {
      const search = await injectAs(given.t, given.candidate, {
        method: 'GET',
        url: '/api/jobs/search?_format=json&page=0&search=unconfirmed',
      });
      const titles = (search.json() as { title: string }[]).map((row) => row.title);
      const jobRead = await injectAs(given.t, null, {
        method: 'GET',
        url: `/api/node/job_posting/${job.uuid}`,
      });
      const orgRead = await injectAs(given.t, given.candidate, {
        method: 'GET',
        url: `/api/node/organization_profile/${org.uuid}`,
      });
      // The organization's job list, read without signing in as the spec's page does.
      const exported = await injectAs(given.t, null, {
        method: 'GET',
        url: `/api/jobs/export/${org.nid}?_format=json&page=0`,
      });
      return {
        searched: titles.includes('Unconfirmed Job Posting'),
        job: jobRead.statusCode,
        organization: orgRead.statusCode,
        exported:
          exported.statusCode === 200
            ? (exported.json() as { title: string }[]).map((row) => row.title)
            : exported.statusCode,
      };
    };
    assert.deepEqual(await visible(), {
      searched: false,
      job: 404,
      organization: 404,
      exported: 404,
    });
    // Its members see its list.
    const members = await injectAs(given.t, employer, {
      method: 'GET',
      url: `/api/jobs/export/${org.nid}?_format=json&page=0`,
    });
    assert.equal(members.statusCode, 200);
    // Its members still see and edit it.
    const own = await injectAs(given.t, employer, {
      method: 'GET',
      url: `/api/node/job_posting/${job.uuid}`,
    });
    assert.equal(own.statusCode, 200);
    await confirm(employer);
    assert.deepEqual(await visible(), {
      searched: true,
      job: 200,
      organization: 200,
      exported: ['Unconfirmed Job Posting'],
    });
  });

  it('keeps an unconfirmed candidate out of employer search, her profile and Get Intro', async () => {
    const { owner, nid } = await createEmployerOrganization(given.t, true, 'Searching Org');
    const uma = await createCandidate(given.t, {
      first: 'Uma',
      last: 'Unconfirmed',
      open: '1',
      visible: '1',
    });
    const setRoles = (roles: string) =>
      given.t.database.db.execute(
        sql`UPDATE users SET roles = ${roles}::text[] WHERE id = ${umaId}`,
      );
    const [{ id: umaId }] = await queryRows<{ id: number }>(
      given.t.database.db,
      sql`SELECT uid AS id FROM candidate_profiles WHERE nid = ${uma.nid}`,
    );
    const found = async () =>
      (
        (
          await getAs(
            given.t,
            owner,
            `/api/candidates/export?_format=json&page=0&org_id=${nid}&search=Uma`,
          )
        ).body as CandidateRow[]
      ).some((row) => row.node_id === String(uma.nid));
    const profile = () =>
      getAs(given.t, owner, `/api/node/candidate_profile/${uma.uuid}?org_id=${nid}`);
    assert.equal(await found(), true);
    // As if the address had never been confirmed: nobody can be sure it is hers.
    await setRoles('{unverified_candidate}');
    assert.equal(await found(), false);
    assert.equal((await profile()).status, 404);
    const intro = await injectAs(given.t, owner, {
      method: 'POST',
      url: `${requestAccessPath(nid, uma.nid)}?_format=json`,
      payload: [],
    });
    assert.equal(intro.statusCode, 404);
    await setRoles('{candidate}');
    assert.equal(await found(), true);
    assert.equal((await profile()).status, 200);
  });
});
