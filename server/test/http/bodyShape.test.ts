import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_DEPTH, MAX_ITEMS, MAX_MEMBERS, SMALL_BODY_LIMIT } from '../../src/http/bodyShape';
import { MAX_VIOLATIONS } from '../../src/http/validationErrors';
import { passwordGrant, patchOwnUser, TEST_PASSWORD } from '../helpers';
import { apiDocument } from './apiDocument';
import { testFile } from '../support/fixture';

const given = testFile({ candidate: 'candidate' });

/** The candidate PATCHes her own user resource with these attributes. */
const patchCandidateUser = (attributes: object) =>
  patchOwnUser(given.t, given.candidate, { attributes });

const members = (count: number, prefix = 'k') =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, 'x']));
const form = (count: number) =>
  Array.from({ length: count }, (_, i) => `k${i}=x`).join('&') + '&grant_type=password';

describe('bodies refused for their size or shape before validation', () => {
  it('refuses a sign-in form of 60,000 members from its length, briefly, in the OAuth shape', async () => {
    const started = performance.now();
    const response = await given.t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(60_000),
    });
    const ms = performance.now() - started;
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().error, 'invalid_request');
    assert.equal(response.json().message, 'The request body is too large. The limit is 64 KB.');
    assert.ok(response.body.length < 4096, `${response.body.length} bytes`);
    // Generous for a slow CI machine: the refusal used to take 300 ms and more.
    assert.ok(ms < 100, `${ms.toFixed(0)} ms`);
  });

  it('refuses the same as JSON on every anonymous form route, within their small limit', async () => {
    for (const [method, url] of [
      ['POST', '/api/user/register/candidate?_format=json'],
      ['POST', '/api/user/register/employer?_format=json'],
      ['POST', '/api/user/password-reset?_format=json'],
      ['PATCH', '/api/user/password-reset?_format=json'],
    ] as const) {
      const huge = await given.t.app.inject({ method, url, payload: members(60_000) });
      assert.equal(huge.statusCode, 413, url);
      assert.ok(huge.body.length < 4096, url);
      const small = JSON.stringify(members(4_000));
      assert.ok(small.length < SMALL_BODY_LIMIT);
      const within = await given.t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: small,
      });
      assert.equal(within.statusCode, 400, url);
      const message = (within.json() as { message?: string; error?: string }).message ?? '';
      const error = (within.json() as { error?: string }).error ?? '';
      assert.equal(
        message || error,
        `An object in the request body has more than ${MAX_MEMBERS} members.`,
        url,
      );
    }
  });

  it('refuses a form within the limit but with thousands of members without naming them', async () => {
    const response = await given.t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(7_000),
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'invalid_request');
    assert.doesNotMatch(response.body, /k6999/);
  });

  it('refuses a signed-in JSON:API document of 30,000 attributes', async () => {
    // A document route, which takes up to DOCUMENT_BODY_LIMIT: the body is read, then refused for
    // its shape. Any other route refuses it from its size (below).
    const path = '/api/node/candidate_profile';
    const response = await given.t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        authorization: `Bearer ${given.candidate.token.access_token}`,
        'content-type': 'application/vnd.api+json',
      },
      payload: {
        data: {
          type: 'node--candidate_profile',
          attributes: members(30_000, 'field_'),
        },
      },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(
      (response.json() as { errors: { detail: string }[] }).errors.map((e) => e.detail),
      [`An object in the request body has more than ${MAX_MEMBERS} members.`],
    );
    // Every route that takes no document refuses a body over SMALL_BODY_LIMIT unread.
    const user = await patchCandidateUser(members(30_000));
    assert.equal(user.statusCode, 413);
  });

  it('refuses lists too long and nesting too deep without overflowing the stack', async () => {
    const path = '/api/node/candidate_profile';
    const patch = (payload: string) =>
      given.t.app.inject({
        method: 'POST',
        url: path,
        headers: {
          authorization: `Bearer ${given.candidate.token.access_token}`,
          'content-type': 'application/vnd.api+json',
        },
        payload,
      });
    const long = await patch(JSON.stringify({ data: { items: Array(MAX_ITEMS + 1).fill(1) } }));
    assert.equal(long.statusCode, 400);
    assert.match(long.body, /more than 10,000 items/);
    const deep = await patch(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    assert.equal(deep.statusCode, 400);
    assert.match(deep.body, new RegExp(`more than ${MAX_DEPTH} levels deep`));
  });

  it('names at most a bounded number of problems and counts the rest', async () => {
    const response = await given.t.app.inject({
      method: 'POST',
      url: '/api/user/register/candidate?_format=json',
      payload: { ...members(60), mail: 'a@b.test', pass: 'long enough password' },
    });
    assert.equal(response.statusCode, 422);
    const message = (response.json() as { message: string }).message;
    assert.equal(message.match(/Unknown field/g)?.length, MAX_VIOLATIONS);
    assert.match(message, new RegExp(`…and ${60 - MAX_VIOLATIONS} more problems\\.$`));
  });

  it('keeps every body a route accepts within the bounds', async () => {
    const document = await apiDocument(given.t);
    const problems: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as Record<string, unknown>;
      const properties = node.properties as Record<string, unknown> | undefined;
      if (properties && Object.keys(properties).length > MAX_MEMBERS) problems.push(where);
      if (typeof node.maxProperties === 'number' && node.maxProperties > MAX_MEMBERS)
        problems.push(`${where} maxProperties`);
      if (typeof node.maxItems === 'number' && node.maxItems > MAX_ITEMS)
        problems.push(`${where} maxItems`);
      for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
    };
    let bodies = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const body = (operation as { requestBody?: unknown }).requestBody;
        if (!body) continue;
        bodies++;
        walk(body, `${method.toUpperCase()} ${path}`);
      }
    }
    assert.ok(bodies >= 15, `${bodies} request bodies`);
    assert.deepEqual(problems, []);
  });

  it('answers a NUL or another control character anywhere with a 4xx, never a 500', async () => {
    const nul = '\u0000';
    const signIn = await passwordGrant(given.t, `${given.candidate.mail}${nul}`, TEST_PASSWORD);
    assert.equal(signIn.statusCode, 400);
    assert.equal(
      signIn.json().message,
      '"username" contains a control character (U+0000), which is not accepted.',
    );
    const reset = await given.t.app.inject({
      method: 'POST',
      url: '/api/user/password-reset?_format=json',
      payload: { email: `a${nul}@b.test` },
    });
    assert.equal(reset.statusCode, 400);
    const escape = await given.t.app.inject({
      method: 'POST',
      url: '/api/user/register/employer?_format=json',
      payload: { mail: 'x@y.test', pass: `pass\u001b[2Jword long` },
    });
    assert.equal(escape.statusCode, 400);
    assert.match(escape.json().message, /U\+001B/);
    const profile = await patchCandidateUser({ name: `A${nul}` });
    assert.equal(profile.statusCode, 400);
    for (const url of [
      `/api/user/confirm/abc%00def`,
      `/api/jobs/search?search=dev%00`,
      `/api/taxonomy_term/country?filter[name]=a%00`,
    ]) {
      const response = await given.t.app.inject({ method: 'GET', url });
      assert.ok(
        response.statusCode >= 400 && response.statusCode < 500,
        `${url}: ${response.statusCode}`,
      );
    }
    const confirm = await given.t.app.inject({ method: 'GET', url: '/api/user/confirm/abc%00def' });
    assert.match(confirm.body, /control character \(U\+0000\)/);
    // Line breaks and tabs are text people write.
    const lines = await given.t.app.inject({
      method: 'POST',
      url: '/api/user/password-reset?_format=json',
      payload: { email: 'nobody\t@example.test' },
    });
    assert.notEqual(lines.statusCode, 500);
    assert.doesNotMatch(lines.body, /control character/);
  });

  it('still signs in with an ordinary form', async () => {
    const response = await passwordGrant(given.t, given.candidate.mail, TEST_PASSWORD);
    assert.equal(response.statusCode, 200);
  });

  it('refuses a body over the small limit on every route that does not declare a larger one', async () => {
    // The routes that take a whole document (DOCUMENT_BODY_LIMIT) or a file (its own limit).
    const large = new Set([
      'POST /api/node/job_posting',
      'PATCH /api/node/job_posting/:uuid',
      'POST /api/node/candidate_profile',
      'PATCH /api/node/candidate_profile/:uuid',
      'POST /api/node/employer_profile',
      'PATCH /api/node/employer_profile/:uuid',
      'POST /api/node/organization_profile',
      'PATCH /api/node/organization_profile/:uuid',
      'PATCH /api/organization/:nid/candidate_table/:table',
    ]);
    const body = JSON.stringify({ padding: 'x'.repeat(SMALL_BODY_LIMIT) });
    const refused: string[] = [];
    const read: string[] = [];
    for (const route of given.t.app.registeredRoutes) {
      if (!['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method)) continue;
      const key = `${route.method} ${route.url}`;
      // Uploads (`/api/node/{bundle}/{field}`) take a file of their field's own limit.
      if (large.has(key) || /\/field_[a-z_]+$/.test(route.url)) continue;
      const response = await given.t.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[A-Za-z_]+/g, '1').replace('*', 'page'),
        headers: {
          authorization: `Bearer ${given.candidate.token.access_token}`,
          'content-type': 'application/json',
          accept: 'text/html',
        },
        payload: body,
      });
      // Refused from its size (413), or answered without reading it (the pages' 303 and 405).
      if ([413, 303, 405].includes(response.statusCode)) refused.push(key);
      else read.push(`${key} → ${response.statusCode}`);
    }
    assert.deepEqual(read, [], 'routes that read a body over the small limit');
    assert.ok(refused.length > 30, `routes checked: ${refused.length}`);
  });
});
