/**
 * Names and titles are one clean line: no C1 control (U+0080–U+009F, refused in every body) and
 * no bidirectional control (U+202A–U+202E, U+2066–U+2069), which would reverse what follows in
 * our pages and in every mail that quotes the text.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SAVED_SEARCHES_PATH } from '@contract/savedSearches';
import { injectAs, type TestUser } from '../helpers';
import { createEmployerOrganization } from '../candidates/fixtures';
import { jobDocument } from '../jobs/fixtures';
import { candidateDocument } from '../profiles/profileFixtures';
import { testFile } from '../support/fixture';

let employer: { owner: TestUser; nid: number; uuid: string };
const given = testFile({ candidate: 'candidate' }, async () => {
  employer = await createEmployerOrganization(given.t, true, 'Clean Titles');
});

const RLO = '\u202e';
const jsonApi = { 'content-type': 'application/vnd.api+json' };
const postJobTitled = (title: string) =>
  injectAs(given.t, employer.owner, {
    method: 'POST',
    url: '/api/node/job_posting',
    headers: jsonApi,
    payload: jobDocument(employer.uuid, { attributes: { title } }, given.t.clock.now()),
  });

describe('invisible characters in names and titles', () => {
  it('refuses a bidirectional override in a job title, a name and an organization title', async () => {
    const job = await postJobTitled(`Engineer ${RLO}gpj.exe`);
    assert.equal(job.statusCode, 422, job.body);
    assert.match(job.body, /must not contain a bidirectional control character \(U\+202E\)/);

    const profile = await injectAs(given.t, given.candidate, {
      method: 'POST',
      url: '/api/node/candidate_profile',
      headers: jsonApi,
      payload: candidateDocument({ attributes: { field_first_name: `Ada${'\u2066'}` } }),
    });
    assert.equal(profile.statusCode, 422, profile.body);
    assert.match(profile.body, /U\+2066/);

    const organization = await injectAs(given.t, employer.owner, {
      method: 'PATCH',
      url: `/api/node/organization_profile/${employer.uuid}`,
      headers: jsonApi,
      payload: {
        data: {
          type: 'node--organization_profile',
          id: employer.uuid,
          attributes: { title: `Acme ${RLO}Corp` },
        },
      },
    });
    assert.equal(organization.statusCode, 422, organization.body);
    assert.match(organization.body, /bidirectional control character/);
  });

  it('refuses a C1 control in any body, as the C0 controls', async () => {
    for (const control of ['\u0085', '\u009b']) {
      const job = await postJobTitled(`Engineer${control}[2J`);
      assert.equal(job.statusCode, 400, job.body);
      assert.match(job.body, /contains a control character \(U\+00(85|9B)\)/);
    }
  });

  it('keeps a right-to-left name’s marks, and drops controls from a saved search’s name', async () => {
    const profile = await injectAs(given.t, given.candidate, {
      method: 'POST',
      url: '/api/node/candidate_profile',
      headers: jsonApi,
      payload: candidateDocument({ attributes: { field_first_name: 'נועה\u200f' } }),
    });
    assert.equal(profile.statusCode, 201, profile.body);
    const saved = await injectAs(given.t, given.candidate, {
      method: 'POST',
      url: SAVED_SEARCHES_PATH,
      headers: { 'content-type': 'application/json' },
      payload: { name: `Rust ${RLO}jobs`, query: 'search=rust', frequency: 'none' },
    });
    assert.equal(saved.statusCode, 201, saved.body);
    assert.equal(saved.json().name, 'Rust jobs');
    const invisible = await injectAs(given.t, given.candidate, {
      method: 'POST',
      url: SAVED_SEARCHES_PATH,
      headers: { 'content-type': 'application/json' },
      payload: { name: RLO, query: 'search=rust', frequency: 'none' },
    });
    assert.equal(invisible.statusCode, 422, invisible.body);
  });
});
