/**
 * Who may call what. Every route the app registers must have at least one row here, or the
 * first test fails: a new route cannot land without saying who may use it. To add rows, append
 * to ROWS with `row(method, url pattern as registered, actor, whose, expected status)`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildTestApp, injectAs, registerAndConfirm, type TestApp, type TestUser } from './helpers';

type Actor = 'anonymous' | 'candidate' | 'employer' | 'otherUser';
/** Whose resource the URL names: the actor's own, someone else's, or nobody's. */
type Whose = 'own' | 'other' | 'none';

interface Row {
  method: string;
  url: string;
  actor: Actor;
  whose: Whose;
  expected: number;
  /** Request body; a function gets the uuid the URL names. */
  payload?: unknown | ((uuid: string) => unknown);
  headers?: Record<string, string>;
}

const row = (
  method: string,
  url: string,
  actor: Actor,
  whose: Whose,
  expected: number,
  extra: Pick<Row, 'payload' | 'headers'> = {},
): Row => ({ method, url, actor, whose, expected, ...extra });

const HTML = { headers: { accept: 'text/html' } };
const emptyUserPatch = (uuid: string) => ({ data: { type: 'user--user', id: uuid } });

const ROWS: Row[] = [
  // Registration and confirmation are open to everyone; {} fails validation after the guard.
  row('POST', '/api/user/register/candidate', 'anonymous', 'none', 422, { payload: {} }),
  row('POST', '/api/user/register/employer', 'anonymous', 'none', 422, { payload: {} }),
  row('POST', '/api/user/register/candidate', 'candidate', 'none', 422, { payload: {} }),
  row('GET', '/api/user/confirm/:hash', 'anonymous', 'none', 404),
  row('POST', '/oauth/token', 'anonymous', 'none', 400, { payload: {} }),
  row('GET', '/api', 'anonymous', 'none', 200),
  row('GET', '/api', 'candidate', 'none', 200),
  row('GET', '/api/user/user/:uuid', 'anonymous', 'other', 401),
  row('GET', '/api/user/user/:uuid', 'candidate', 'own', 200),
  row('GET', '/api/user/user/:uuid', 'employer', 'own', 200),
  row('GET', '/api/user/user/:uuid', 'candidate', 'other', 403),
  row('GET', '/api/user/user/:uuid', 'employer', 'other', 403),
  row('GET', '/api/user/user/:uuid', 'otherUser', 'other', 403),
  row('PATCH', '/api/user/user/:uuid', 'anonymous', 'other', 401, { payload: emptyUserPatch }),
  row('PATCH', '/api/user/user/:uuid', 'candidate', 'own', 200, { payload: emptyUserPatch }),
  row('PATCH', '/api/user/user/:uuid', 'employer', 'own', 200, { payload: emptyUserPatch }),
  row('PATCH', '/api/user/user/:uuid', 'candidate', 'other', 403, { payload: emptyUserPatch }),
  row('PATCH', '/api/user/user/:uuid', 'otherUser', 'other', 403, { payload: emptyUserPatch }),
  row('GET', '/api/current-user/roles', 'anonymous', 'none', 401),
  row('GET', '/api/current-user/roles', 'candidate', 'none', 200),
  row('GET', '/api/current-user/roles', 'employer', 'none', 200),
  row('POST', '/api/user/password-reset', 'anonymous', 'none', 200, {
    payload: { email: 'nobody@example.test' },
  }),
  row('PATCH', '/api/user/password-reset', 'anonymous', 'none', 422, { payload: {} }),
  row('GET', '/config.js', 'anonymous', 'none', 200),
  row('GET', '/api/candidate/organization-access', 'anonymous', 'none', 200, HTML),
  row('GET', '/*', 'anonymous', 'none', 200, HTML),
];

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;

before(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Matchboard</title>');
  t = await buildTestApp({ STATIC_DIR: dist });
  users.candidate = await registerAndConfirm(t, 'candidate');
  users.employer = await registerAndConfirm(t, 'employer');
  users.otherUser = await registerAndConfirm(t, 'candidate');
});

/** The uuid a row's URL names: the actor's own, or a different account's. */
function uuidFor(actor: Actor, whose: Whose): string {
  if (whose === 'own' && actor !== 'anonymous') return users[actor].uuid;
  return actor === 'candidate' ? users.employer.uuid : users.candidate.uuid;
}

function concreteUrl(pattern: string, uuid: string): string {
  return pattern
    .replace(':uuid', uuid)
    .replace(':hash', 'an-unknown-hash')
    .replace('/*', '/some/spa/page');
}

describe('authorization table', () => {
  it('has a row for every registered route', () => {
    const covered = new Set(ROWS.map((r) => `${r.method} ${r.url}`));
    const missing = t.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !covered.has(key));
    assert.deepEqual(missing, [], `routes without a row in ROWS: ${missing.join(', ')}`);
  });

  it('only has rows for routes that exist', () => {
    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    const stale = ROWS.map((r) => `${r.method} ${r.url}`).filter((key) => !registered.has(key));
    assert.deepEqual(stale, []);
  });

  for (const r of ROWS) {
    it(`${r.method} ${r.url} as ${r.actor} on ${r.whose} answers ${r.expected}`, async () => {
      const uuid = uuidFor(r.actor, r.whose);
      const payload = typeof r.payload === 'function' ? r.payload(uuid) : r.payload;
      const response = await injectAs(t, r.actor === 'anonymous' ? null : users[r.actor], {
        method: r.method as 'GET',
        url: concreteUrl(r.url, uuid),
        headers: r.headers,
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
      assert.equal(response.statusCode, r.expected, response.body.slice(0, 300));
    });
  }
});
