/**
 * Every job carries the gender-coded wording category of its texts, computed by the same
 * analysis as the form's check: on every write, and once for the jobs stored before.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { JobExportRow } from '@contract/jobs';
import { jobs } from '../../src/db/jobSchema';
import { backfillGenderCoding } from '../../src/jobs/repository';
import { injectAs } from '../helpers';
import { createOrganization } from '../organizations/fixtures';
import { createJob } from './fixtures';
import { testFile } from '../support/fixture';

let organization: { uuid: string; nid: number };
const given = testFile({ owner: 'employer' }, async () => {
  organization = await createOrganization(given.t, given.owner);
});

const description = (html: string) => ({
  attributes: { field_description: { value: html, format: 'basic_html' } },
});
const listed = async () =>
  (
    await injectAs(given.t, given.owner, {
      method: 'GET',
      url: `/api/jobs/export/${organization.nid}?_format=json&page=0`,
    })
  ).json<JobExportRow[]>();

describe('the gender coding of jobs', () => {
  it('is stored with every job and follows its text', async () => {
    const job = await createJob(
      given.t,
      given.owner,
      organization.uuid,
      description('<p>A competitive, ambitious and decisive leader.</p>'),
    );
    assert.equal(
      (await listed()).find((row) => row.nid === job.nid)?.field_gender_coding,
      'strongly masculine',
    );
    const changed = await injectAs(given.t, given.owner, {
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
    const job = await createJob(
      given.t,
      given.owner,
      organization.uuid,
      description('<p>Plain words.</p>'),
    );
    await given.t.database.db.execute(
      sql`UPDATE jobs SET gender_coding = NULL WHERE nid = ${job.nid}`,
    );
    assert.equal((await listed()).find((row) => row.nid === job.nid)?.field_gender_coding, '');
    assert.ok((await backfillGenderCoding(given.t.database.db)) >= 1);
    const [row] = await given.t.database.db.select().from(jobs).where(eq(jobs.nid, job.nid));
    assert.equal(row.genderCoding, 'neutral');
    assert.equal(await backfillGenderCoding(given.t.database.db), 0);
  });
});
