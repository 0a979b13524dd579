import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { JOB_SERVER_MESSAGES } from '@contract/jobs';
import { organizations } from '../../src/db/organizationSchema';
import { jobs } from '../../src/db/jobSchema';
import { injectAs, type TestUser } from '../helpers';
import { addAdmin, createOrganization } from '../organizations/fixtures';
import { term } from '../profiles/profileFixtures';
import { JOBS, createJob, jobDocument } from './fixtures';
import { testFile } from '../support/fixture';

let org: { uuid: string; nid: number };
let other: { uuid: string; nid: number };
const given = testFile(
  {
    owner: 'employer',
    admin: 'employer',
    outsider: 'employer',
    candidate: 'candidate',
  },
  async () => {
    org = await createOrganization(given.t, given.owner, { attributes: { field_currency: 'EUR' } });
    other = await createOrganization(given.t, given.outsider);
    await addAdmin(given.t, org.nid, given.admin);
  },
);

const errorsOf = (body: string) =>
  JSON.parse(body).errors.map((e: { detail: string; source?: { pointer: string } }) => [
    e.source?.pointer,
    e.detail,
  ]);

const setQuotas = (nid: number, jobQuota: number, featuredJobQuota: number) =>
  given.t.database.db
    .update(organizations)
    .set({ jobQuota, featuredJobQuota })
    .where(eq(organizations.nid, nid));

const dayOffset = (days: number) =>
  new Date(given.t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A new organization with these quotas and one job that expired yesterday. */
async function withExpiredJob(jobQuota: number, featuredQuota: number, more = {}) {
  const fresh = await createOrganization(given.t, given.owner);
  await setQuotas(fresh.nid, jobQuota, featuredQuota);
  const expired = await createJob(given.t, given.owner, fresh.uuid);
  await given.t.database.db
    .update(jobs)
    .set({ validUntil: dayOffset(-1), ...more })
    .where(eq(jobs.nid, expired.nid));
  return { fresh, expired };
}

const patchJob = (user: TestUser, uuid: string, attributes: object, relationships: object = {}) =>
  injectAs(given.t, user, {
    method: 'PATCH',
    url: `${JOBS}/${uuid}`,
    payload: { data: { type: 'node--job_posting', id: uuid, attributes, relationships } },
  });

describe('job postings', () => {
  it('creates a job any admin of the organization can read, with its currency and includes', async () => {
    const { uuid, nid } = await createJob(given.t, given.admin, org.uuid, {
      attributes: { field_currency: undefined },
    });
    const read = await injectAs(given.t, given.owner, {
      method: 'GET',
      url: `${JOBS}/${uuid}?include=field_hiring_organization.field_logo,field_technical_skills`,
    });
    assert.equal(read.statusCode, 200);
    const { data, included } = read.json();
    assert.equal(data.attributes.drupal_internal__nid, nid);
    assert.equal(data.attributes.title, 'Senior TypeScript Engineer');
    assert.equal(data.attributes.field_identifier, 'TS-1');
    assert.equal(data.attributes.field_currency, 'EUR');
    assert.equal(data.attributes.sticky, false);
    assert.deepEqual(data.attributes.field_base_salary_year, { from: 60000, to: 80000 });
    assert.equal(data.relationships.field_hiring_organization.data.id, org.uuid);
    assert.deepEqual(included.map((r: { type: string }) => r.type).sort(), [
      'file--file',
      'node--organization_profile',
      'taxonomy_term--technical_skills',
      'taxonomy_term--technical_skills',
    ]);
  });

  it('refuses a job without the required values, with the form messages', async () => {
    const response = await injectAs(given.t, given.owner, {
      method: 'POST',
      url: JOBS,
      payload: jobDocument(org.uuid, {
        attributes: {
          title: '   ',
          field_description: { value: '<p> </p>', format: 'basic_html' },
          field_job_city_name: '',
          field_remote_job: 'no',
          field_base_salary_year: { from: 90000, to: 80000 },
          field_apply_url: 'not a url',
          field_employment_type: null,
        },
        relationships: { field_technical_skills: { data: [] } },
      }),
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(errorsOf(response.body), [
      ['/data/attributes/title', 'title: Required'],
      ['/data/attributes/field_description', 'field_description: Required'],
      [
        '/data/attributes/field_base_salary_year',
        'field_base_salary_year: Both values are required ( from > to )',
      ],
      ['/data/attributes/field_employment_type', 'field_employment_type: Required'],
      ['/data/attributes/field_apply_url', 'field_apply_url: Please provide valid url'],
      ['/data/relationships/field_technical_skills', 'field_technical_skills: Required'],
    ]);
  });

  it('needs a city unless the job is remote, and a valid-until from today to a year ahead', async () => {
    const noCity = await injectAs(given.t, given.owner, {
      method: 'POST',
      url: JOBS,
      payload: jobDocument(org.uuid, { attributes: { field_job_city_name: null } }),
    });
    assert.equal(noCity.statusCode, 422);
    assert.deepEqual(errorsOf(noCity.body), [
      ['/data/attributes/field_job_city_name', 'field_job_city_name: Required'],
    ]);
    await createJob(given.t, given.owner, org.uuid, {
      attributes: { field_job_city_name: null, field_remote_job: 'remote' },
    });
    for (const [validUntil, detail] of [
      [dayOffset(-1), 'field_valid_until: must be today or a later day.'],
      [dayOffset(400), 'field_valid_until: must be at most a year ahead.'],
      ['2026-02-30', 'field_valid_until: must be a date written YYYY-MM-DD.'],
    ]) {
      const response = await injectAs(given.t, given.owner, {
        method: 'POST',
        url: JOBS,
        payload: jobDocument(org.uuid, { attributes: { field_valid_until: validUntil } }),
      });
      assert.equal(response.statusCode, 422, validUntil);
      assert.deepEqual(errorsOf(response.body), [['/data/attributes/field_valid_until', detail]]);
    }
  });

  it('refuses unknown members, wrong types and other organizations, changing nothing', async () => {
    const before = await given.t.database.db.select().from(jobs);
    const unknown = await injectAs(given.t, given.owner, {
      method: 'POST',
      url: JOBS,
      payload: jobDocument(org.uuid, { attributes: { sticky: true, field_owner: 'x' } }),
    });
    assert.equal(unknown.statusCode, 422);
    assert.equal(errorsOf(unknown.body).length, 2);
    const foreign = await injectAs(given.t, given.owner, {
      method: 'POST',
      url: JOBS,
      payload: jobDocument(other.uuid),
    });
    assert.equal(foreign.statusCode, 403);
    const asCandidate = await injectAs(given.t, given.candidate, {
      method: 'POST',
      url: JOBS,
      payload: jobDocument(org.uuid),
    });
    assert.equal(asCandidate.statusCode, 403);
    const anonymous = await given.t.app.inject({
      method: 'POST',
      url: JOBS,
      payload: jobDocument(org.uuid),
    });
    assert.equal(anonymous.statusCode, 401);
    assert.equal((await given.t.database.db.select().from(jobs)).length, before.length);
  });

  it('lets only members change or delete a job, and never move it', async () => {
    const { uuid } = await createJob(given.t, given.owner, org.uuid);
    const patch = (user: TestUser, attributes: object, relationships: object = {}) =>
      patchJob(user, uuid, attributes, relationships);
    assert.equal((await patch(given.outsider, { title: 'Mine now' })).statusCode, 403);
    const moved = await patch(
      given.admin,
      {},
      {
        field_hiring_organization: { data: { type: 'node--organization_profile', id: other.uuid } },
      },
    );
    assert.equal(moved.statusCode, 422);
    const renamed = await patch(given.admin, {
      title: 'Staff Engineer',
      field_base_salary_year: null,
    });
    assert.equal(renamed.statusCode, 200);
    assert.equal(renamed.json().data.attributes.title, 'Staff Engineer');
    assert.equal(renamed.json().data.attributes.field_base_salary_year, null);
    const foreignDelete = await injectAs(given.t, given.outsider, {
      method: 'DELETE',
      url: `${JOBS}/${uuid}`,
    });
    assert.equal(foreignDelete.statusCode, 403);
    const deleted = await injectAs(given.t, given.admin, {
      method: 'DELETE',
      url: `${JOBS}/${uuid}`,
    });
    assert.equal(deleted.statusCode, 204);
    const gone = await injectAs(given.t, given.owner, { method: 'GET', url: `${JOBS}/${uuid}` });
    assert.equal(gone.statusCode, 404);
  });

  it('lists an organization’s jobs for members only, newest first on request, 50 a page', async () => {
    const list = await injectAs(given.t, given.admin, {
      method: 'GET',
      url: `${JOBS}?filter[field_hiring_organization.id][value]=${org.uuid}&sort=-created&page[limit]=2`,
    });
    assert.equal(list.statusCode, 200);
    const body = list.json();
    assert.equal(body.data.length, 2);
    assert.ok(body.meta.count >= 2);
    assert.ok(body.data[0].attributes.created >= body.data[1].attributes.created);
    const foreign = await injectAs(given.t, given.outsider, {
      method: 'GET',
      url: `${JOBS}?filter[field_hiring_organization.id][value]=${org.uuid}`,
    });
    assert.equal(foreign.statusCode, 403);
    const unfiltered = await injectAs(given.t, given.admin, { method: 'GET', url: JOBS });
    assert.equal(unfiltered.statusCode, 400);
  });
});

describe('job quotas', () => {
  it('counts active jobs only and refuses the job after the last slot with a readable 403', async () => {
    const fresh = await createOrganization(given.t, given.owner);
    await setQuotas(fresh.nid, 2, 1);
    const left = () =>
      injectAs(given.t, given.admin, {
        method: 'GET',
        url: `/api/organization/${fresh.nid}/job_quota_left?_format=json`,
      });
    assert.equal((await left()).statusCode, 403, 'not a member of the fresh organization');
    await addAdmin(given.t, fresh.nid, given.admin);
    assert.equal((await left()).json(), 2);
    await createJob(given.t, given.admin, fresh.uuid);
    assert.equal((await left()).json(), 1);
    // Two requests for the last slot create one job.
    const results = await Promise.all(
      [0, 1].map(() =>
        injectAs(given.t, given.admin, {
          method: 'POST',
          url: JOBS,
          payload: jobDocument(fresh.uuid, {}, given.t.clock.now()),
        }),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 403]);
    const refused = results.find((r) => r.statusCode === 403);
    assert.equal(refused?.json().errors[0].detail, JOB_SERVER_MESSAGES.quotaUsedUp);
    assert.equal((await left()).json(), 0);
    const stored = await given.t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.organizationNid, fresh.nid));
    assert.equal(stored.length, 2);
  });

  it('features within the featured quota, never an expired job, and frees the slot on removal', async () => {
    const fresh = await createOrganization(given.t, given.owner);
    await setQuotas(fresh.nid, 10, 1);
    const a = await createJob(given.t, given.owner, fresh.uuid);
    const b = await createJob(given.t, given.owner, fresh.uuid);
    const sticky = (nid: number, value: 0 | 1, user = given.owner) =>
      injectAs(given.t, user, { method: 'PATCH', url: `/api/job/${nid}/sticky/${value}` });
    assert.equal((await sticky(a.nid, 1, given.outsider)).statusCode, 403);
    const featured = await sticky(a.nid, 1);
    assert.equal(featured.statusCode, 200);
    assert.equal(featured.json().featured_job_quota_left, 0);
    const refused = await sticky(b.nid, 1);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, JOB_SERVER_MESSAGES.featuredQuotaUsedUp);
    assert.equal((await sticky(a.nid, 0)).statusCode, 200);
    assert.equal((await sticky(b.nid, 1)).statusCode, 200);
    const left = await injectAs(given.t, given.owner, {
      method: 'GET',
      url: `/api/organization/${fresh.nid}/featured_job_quota_left`,
    });
    assert.equal(left.json(), 0);
    await given.t.database.db
      .update(jobs)
      .set({ validUntil: dayOffset(-2), sticky: false })
      .where(eq(jobs.nid, a.nid));
    const expired = await sticky(a.nid, 1);
    assert.equal(expired.statusCode, 422);
    assert.equal(expired.json().message, JOB_SERVER_MESSAGES.expiredNotFeatured);
    assert.equal((await sticky(999999, 1)).statusCode, 404);
    assert.equal((await sticky(a.nid, 2 as 1)).statusCode, 404);
  });

  it('extends an expired featured job without its star when no featured slot is free', async () => {
    const { fresh, expired: old } = await withExpiredJob(10, 1, { sticky: true });
    const current = await createJob(given.t, given.owner, fresh.uuid);
    const feature = await injectAs(given.t, given.owner, {
      method: 'PATCH',
      url: `/api/job/${current.nid}/sticky/1`,
    });
    assert.equal(feature.statusCode, 200);
    const extended = await patchJob(given.owner, old.uuid, { field_valid_until: dayOffset(10) });
    assert.equal(extended.statusCode, 200);
    assert.equal(extended.json().data.attributes.sticky, false);
    const featuredNow = await given.t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.organizationNid, fresh.nid), eq(jobs.sticky, true)));
    assert.deepEqual(
      featuredNow.map((job) => job.nid),
      [current.nid],
    );
  });

  it('takes a slot when an expired job is extended', async () => {
    const { fresh, expired: a } = await withExpiredJob(1, 0);
    await createJob(given.t, given.owner, fresh.uuid);
    const extend = await patchJob(given.owner, a.uuid, { field_valid_until: dayOffset(10) });
    assert.equal(extend.statusCode, 403);
    assert.equal(extend.json().errors[0].detail, JOB_SERVER_MESSAGES.quotaUsedUp);
    // Editing the expired job without extending it needs no slot.
    const rename = await patchJob(given.owner, a.uuid, { title: 'Old job' });
    assert.equal(rename.statusCode, 200);
  });

  it('refuses jobs for an organization without a logo or description', async () => {
    const fresh = await createOrganization(given.t, given.owner);
    await given.t.database.db
      .update(organizations)
      .set({ logoFid: null })
      .where(eq(organizations.nid, fresh.nid));
    const response = await injectAs(given.t, given.owner, {
      method: 'POST',
      url: JOBS,
      payload: jobDocument(fresh.uuid, {
        relationships: { field_job_country: { data: term('country', 'Germany') } },
      }),
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errors[0].detail, JOB_SERVER_MESSAGES.organizationIncomplete);
  });
});
