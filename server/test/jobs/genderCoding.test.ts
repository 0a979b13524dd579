/**
 * Every job carries the gender-coded wording category of its texts, computed by the same
 * analysis as the form's check: on every write, and once for the jobs stored before.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { JobExportRow } from '@contract/jobs';
import { jobs } from '../../src/db/jobSchema';
import { backfillGenderCoding } from '../../src/jobs/repository';
import {
  buildTestApp,
  injectAs,
  registerAndConfirm,
  type TestApp,
  type TestUser,
} from '../helpers';
import { createOrganization } from '../organizations/fixtures';
import { createJob } from './fixtures';

let t: TestApp;
let owner: TestUser;
let organization: { uuid: string; nid: number };
before(async () => {
  t = await buildTestApp();
  owner = await registerAndConfirm(t, 'employer');
  organization = await createOrganization(t, owner);
});

const description = (html: string) => ({
  attributes: { field_description: { value: html, format: 'basic_html' } },
});
const listed = async () =>
  (
    await injectAs(t, owner, {
      method: 'GET',
      url: `/api/jobs/export/${organization.nid}?_format=json&page=0`,
    })
  ).json<JobExportRow[]>();

describe('the gender coding of jobs', () => {
  it('is stored with every job and follows its text', async () => {
    const job = await createJob(
      t,
      owner,
      organization.uuid,
      description('<p>A competitive, ambitious and decisive leader.</p>'),
    );
    assert.equal(
      (await listed()).find((row) => row.nid === job.nid)?.field_gender_coding,
      'strongly masculine',
    );
    const changed = await injectAs(t, owner, {
      method: 'PATCH',
      url: `/api/node/job_posting/${job.uuid}`,
      payload: {
        data: {
          type: 'node--job_posting',
          id: job.uuid,
          ...description('<p>A collaborative and supportive team.</p>'),
        },
      },
      headers: { 'content-type': 'application/vnd.api+json' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(
      (await listed()).find((row) => row.nid === job.nid)?.field_gender_coding,
      'feminine',
    );
  });

  it('is filled in once for jobs stored before it existed', async () => {
    const job = await createJob(t, owner, organization.uuid, description('<p>Plain words.</p>'));
    await t.database.db.execute(sql`UPDATE jobs SET gender_coding = NULL WHERE nid = ${job.nid}`);
    assert.equal((await listed()).find((row) => row.nid === job.nid)?.field_gender_coding, '');
    assert.ok((await backfillGenderCoding(t.database.db)) >= 1);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.nid, job.nid));
    assert.equal(row.genderCoding, 'neutral');
    assert.equal(await backfillGenderCoding(t.database.db), 0);
  });
});
