import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { latestMessageFor, OutboxTransport } from '../src/mail/outbox';
import {
  fileOutbox,
  linkSecret,
  refreshGrant,
  passwordGrant,
  TEST_PASSWORD,
  testDatabase,
  testQueue,
  type TestApp,
} from './helpers';

const lines: string[] = [];
let app: FastifyInstance;
let t: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-logs-'));

before(async () => {
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: dataDir, LOG_LEVEL: 'info' });
  const database = await testDatabase();
  app = await buildApp({
    config,
    db: database.db,
    queue: await testQueue(),
    mailTransport: new OutboxTransport(fileOutbox()),
    logStream: { write: (line) => void lines.push(line) },
  });
  // A route that fails the way a database error does: drizzle puts bound parameters into the
  // message, and they must not reach the client or the log.
  app.get('/boom', async () => {
    throw new Error('Failed query: select 1\nparams: $argon2id$v=19$leaked-hash,token-abc');
  });
  await app.ready();
  t = {
    app,
    config,
    clock: { now: () => new Date(), advance: () => undefined },
    database,
    outbox: fileOutbox(),
    latestMail: async (address) => {
      await app.deps.mailer.deliverDue();
      return latestMessageFor(fileOutbox(), address);
    },
  };
});
after(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('errors and logs', () => {
  it('answers a 500 without any detail of the failure', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    assert.equal(response.statusCode, 500);
    const [error] = response.json().errors;
    assert.equal(error.status, '500');
    assert.equal(error.detail, 'Something went wrong on our side. Please try again later.');
    assert.equal(response.body.includes('argon2'), false);
    assert.equal(response.body.includes('select'), false);
  });

  it('names the request in the 500, its X-Request-Id and every log line it wrote', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    const id = response.headers['x-request-id'];
    assert.match(String(id), /^[\w-]{12}$/);
    assert.equal(response.json().errors[0].id, id);
    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.request_id === id);
    assert.deepEqual(
      logged.map((entry) => entry.msg),
      ['incoming request', 'request failed', 'request completed'],
    );
    // A client's own X-Request-Id is not adopted without a trusted proxy in front.
    const chosen = await app.inject({
      method: 'GET',
      url: '/boom',
      headers: { 'x-request-id': 'someone-elses-id' },
    });
    assert.notEqual(chosen.headers['x-request-id'], 'someone-elses-id');
    // A 4xx is the caller's to fix: no id in its body (the header still names it).
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    assert.equal(missing.statusCode, 404);
    assert.equal('id' in missing.json().errors[0], false);
    assert.ok(missing.headers['x-request-id']);
  });

  it('keeps the X-Request-Id of a trusted proxy, so the balancer log and ours agree', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      LOG_LEVEL: 'silent',
      TRUST_PROXY: '1',
    });
    const proxied = await buildApp({
      config,
      db: t.database.db,
      queue: await testQueue(),
      mailTransport: new OutboxTransport(fileOutbox()),
      logger: false,
    });
    try {
      const response = await proxied.inject({
        method: 'GET',
        url: '/api',
        headers: { 'x-request-id': '7F000001:C5A2_7F000001:1F90_6747C1A2_0001:1A2B' },
      });
      assert.equal(
        response.headers['x-request-id'],
        '7F000001:C5A2_7F000001:1F90_6747C1A2_0001:1A2B',
      );
      const odd = await proxied.inject({
        method: 'GET',
        url: '/api',
        headers: { 'x-request-id': 'a b' },
      });
      assert.notEqual(odd.headers['x-request-id'], 'a b');
    } finally {
      await proxied.close();
    }
  });

  it('answers an unsupported content type with 415 and a readable message', async () => {
    const register = (payload: string, contentType: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/register/candidate?_format=json',
        payload,
        headers: { 'content-type': contentType },
      });
    const xml = await register('<mail>a@b.test</mail>', 'application/xml');
    assert.equal(xml.statusCode, 415);
    assert.equal(xml.json().message, 'The Content-Type of the request is not supported here.');
    const text = await register('mail=a@b.test', 'text/plain');
    assert.equal(text.statusCode, 400);
    assert.equal(text.json().message, 'The request body must be a JSON object.');
  });

  it('never writes passwords, tokens, mail-link secrets or authorization headers to the log', async () => {
    const mail = 'logged.user@example.test';
    await app.inject({
      method: 'POST',
      url: '/api/user/register/candidate?_format=json',
      payload: { mail, pass: TEST_PASSWORD },
    });
    const confirmSecret = linkSecret(await t.latestMail(mail));
    await app.inject({ method: 'GET', url: `/api/user/confirm/${confirmSecret}` });
    await app.inject({
      method: 'GET',
      url: `/email-confirm/${confirmSecret}`,
      headers: { accept: 'text/html' },
    });
    const token = (await passwordGrant(t, mail, TEST_PASSWORD)).json();
    await app.inject({
      method: 'GET',
      url: '/api',
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    await app.inject({
      method: 'GET',
      url: '/api',
      headers: { authorization: 'Bearer wrong-token-xyz' },
    });
    const refreshed = (await refreshGrant(t, token.refresh_token)).json();
    await app.inject({ method: 'POST', url: '/api/user/password-reset', payload: { email: mail } });
    const resetSecret = linkSecret(await t.latestMail(mail));
    await app.inject({
      method: 'PATCH',
      url: '/api/user/password-reset?_format=json',
      payload: { hash: resetSecret, new_password: 'brand new password' },
    });
    await app.inject({
      method: 'GET',
      url: `/user/reset/${resetSecret}?x=1`,
      headers: { accept: 'text/html' },
    });
    await app.inject({ method: 'GET', url: '/boom' });

    const log = lines.join('');
    assert.ok(lines.length > 10, 'requests were logged');
    assert.ok(
      log.includes('"url":"/api/user/confirm/:hash"'),
      'the confirm route is logged by its pattern',
    );
    assert.ok(log.includes('Failed query: select 1'), 'the failure itself is logged');
    for (const secret of [
      TEST_PASSWORD,
      'brand new password',
      token.access_token,
      token.refresh_token,
      refreshed.access_token,
      'wrong-token-xyz',
      confirmSecret,
      resetSecret,
      'leaked-hash',
      'token-abc',
      'argon2id',
    ]) {
      assert.equal(log.includes(secret), false, `the log does not contain ${secret.slice(0, 12)}`);
    }
  });
});

describe('a full disk, however it is reported', () => {
  it('is a 507 with a readable message, never a 500', async () => {
    const { toApiError, DISK_FULL } = await import('../src/http/errors');
    const reports: unknown[] = [
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
      Object.assign(new Error('EDQUOT: disk quota exceeded'), { code: 'EDQUOT' }),
      // PostgreSQL's and PGlite's disk_full, as the driver throws it and wrapped by drizzle.
      new Error('Failed query', {
        cause: Object.assign(new Error('could not extend file "base/5/16384"'), { code: '53100' }),
      }),
      // PGlite's own file system (Emscripten's errno 51 is ENOSPC).
      { name: 'ErrnoError', errno: 51 },
    ];
    for (const report of reports) {
      const outcome = toApiError(report);
      assert.equal(outcome.apiError.status, 507);
      assert.equal(outcome.apiError.message, DISK_FULL);
      assert.equal(outcome.internal, false);
      assert.equal(outcome.diskFull, true);
    }
    assert.equal(toApiError(new Error('something else')).apiError.status, 500);
    assert.equal(toApiError({ name: 'ErrnoError', errno: 44 }).apiError.status, 500);
  });
});
