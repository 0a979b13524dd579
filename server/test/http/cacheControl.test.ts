/**
 * An answer that depends on who asks is never kept by a cache: every answer to a signed-in
 * request says `Cache-Control: no-store`, unless its route says how it may be kept.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { injectAs } from '../helpers';
import { testFile } from '../support/fixture';

const given = testFile({ candidate: 'candidate', employer: 'employer' });

describe('Cache-Control of answers that depend on who asks', () => {
  it('is no-store on every signed-in answer, success or failure', async () => {
    for (const [user, url] of [
      [given.candidate, '/api/current-user/roles'],
      [given.candidate, '/api/jobs/search?_format=json&page=0'],
      [given.candidate, '/api/candidate/connections?_format=json'],
      [given.employer, '/api/organization/get_organizations_for_current_user'],
      [given.employer, `/api/user/user/${given.employer.uuid}`],
      [given.employer, '/api/organization/999999/job_quota_left'],
      [given.candidate, '/api/nothing/here'],
    ] as const) {
      const response = await injectAs(given.t, user, { method: 'GET', url });
      assert.equal(
        response.headers['cache-control'],
        'no-store',
        `${url} → ${response.statusCode}`,
      );
    }
  });

  it('leaves public answers and routes that say how they may be kept alone', async () => {
    const anonymous = await injectAs(given.t, null, {
      method: 'GET',
      url: '/api/jobs/search?_format=json&page=0',
    });
    assert.equal(anonymous.statusCode, 200);
    assert.equal(anonymous.headers['cache-control'], undefined);
    const reference = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: '/api/list_field_options/currency?_format=json',
    });
    assert.equal(reference.statusCode, 200);
    assert.notEqual(reference.headers['cache-control'], 'no-store');
  });
});
