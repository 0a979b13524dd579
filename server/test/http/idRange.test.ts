/**
 * Ids past an `integer` column (2147483648 and 99999999999) in every path parameter and every
 * query parameter of every operation of the API document, as a visitor, a candidate and an
 * employer: each is refused (400) or names nothing (404), never a database error, and changes
 * nothing. The real ids of the actors' own things fill the other parameters, so each request gets
 * as far as the one it tries.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  buildTestApp,
  injectAs,
  registerAndConfirm,
  type TestApp,
  type TestUser,
} from '../helpers';
import { createOrganization } from '../organizations/fixtures';
import { createJob } from '../jobs/fixtures';
import { createProfile } from '../profiles/profileFixtures';
import { apiDocument } from './apiDocument';

const PAST_THE_COLUMN = ['2147483648', '99999999999'];
type Actor = 'anonymous' | 'candidate' | 'employer';

interface Parameter {
  name: string;
  in: string;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
}

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
/** A real value for each path parameter, by name. */
const real: Record<string, string> = {};
const operations: Operation[] = [];

before(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Matchboard</title>');
  t = await buildTestApp({ STATIC_DIR: dist });
  users.candidate = await registerAndConfirm(t, 'candidate');
  users.employer = await registerAndConfirm(t, 'employer');
  const candidateProfile = await createProfile(t, users.candidate, 'candidate_profile');
  await createProfile(t, users.employer, 'employer_profile');
  const organization = await createOrganization(t, users.employer);
  const job = await createJob(t, users.employer, organization.uuid);
  Object.assign(real, {
    uuid: organization.uuid,
    org_uuid: organization.uuid,
    nid: String(organization.nid),
    job: String(job.nid),
    candidate: candidateProfile,
    table: `dashboard_table_${organization.nid}`,
    vocabulary: 'country',
    field: 'currency',
    sticky: '0',
    '*': 'profile/view',
  });
  const document = await apiDocument(t);
  for (const [pathName, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (method === 'head') continue;
      const parameters = ((raw as { parameters?: Parameter[] }).parameters ?? []).filter(
        (parameter) => parameter.in === 'path' || parameter.in === 'query',
      );
      operations.push({ method: method.toUpperCase(), path: pathName, parameters });
    }
  }
});

/** The operation's URL with `name` set to `value` and every other path parameter real. */
function urlWith(operation: Operation, name: string, value: string): string {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_, param: string) =>
    encodeURIComponent(param === name ? value : (real[param] ?? '1')),
  );
  const query = operation.parameters.some((p) => p.in === 'query' && p.name === name)
    ? `${filled.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${value}`
    : '';
  return `${filled}${query}`;
}

describe('ids past an integer column', () => {
  it('are refused or name nothing on every parameter of every operation, for everyone', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      for (const parameter of operation.parameters) {
        for (const value of PAST_THE_COLUMN) {
          for (const actor of ['anonymous', 'candidate', 'employer'] as const) {
            const url = urlWith(operation, parameter.name, value);
            const withBody = ['POST', 'PATCH', 'PUT'].includes(operation.method);
            const response = await injectAs(t, actor === 'anonymous' ? null : users[actor], {
              method: operation.method as 'GET',
              url,
              headers: { accept: 'application/vnd.api+json, application/json, text/html' },
              ...(withBody ? { payload: {} } : {}),
            });
            requests += 1;
            if (response.statusCode >= 500)
              failures.push(
                `${operation.method} ${url} as ${actor}: ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
          }
        }
      }
    }
    assert.ok(requests > 300, `only ${requests} requests`);
    assert.deepEqual(failures, []);
  });

  it('are a 400 in an id path parameter and a list filter, with a message', async () => {
    for (const url of [
      '/api/candidate/connections/2147483648',
      '/api/jobs/search?hiring_organization=2147483648',
      '/api/jobs/search?skills=2147483648',
      '/api/jobs/search?country=99999999999',
    ]) {
      const method = url.startsWith('/api/candidate/') ? 'DELETE' : 'GET';
      const response = await injectAs(t, users.candidate, { method, url });
      assert.equal(response.statusCode, 400, `${method} ${url}: ${response.body}`);
      assert.ok(
        response.body.length < 1000 && /format|valid|must/i.test(response.body),
        response.body,
      );
    }
    const counts = await injectAs(t, users.employer, {
      method: 'GET',
      url: `/api/organization/${real.nid}/jobs/match_counts?jobs=9999999999`,
    });
    assert.equal(counts.statusCode, 400, counts.body);
  });
});
