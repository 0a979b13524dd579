import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { MAIL_QUEUE } from '../../src/mail/mailer';
import { buildTestApp, register, testQueue, type TestApp } from '../helpers';

const TOKEN = 'a-metrics-token-of-some-length';
let t: TestApp;

before(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN });
});

const scrape = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  return response.body;
};

/** The value of one sample, e.g. `http_requests_total{method="GET",route="/api",status="200"}`. */
const sample = (body: string, series: string): number | null => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
};

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, and times them', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api' });
    await t.app.inject({ method: 'GET', url: '/api/taxonomy_term/country' });
    await t.app.inject({ method: 'GET', url: '/no/such/thing/1' });
    await t.app.inject({ method: 'GET', url: '/no/such/thing/2' });
    const body = await scrape();
    assert.equal(sample(body, 'http_requests_total{method="GET",route="/api",status="200"}'), 3);
    assert.equal(
      sample(
        body,
        'http_requests_total{method="GET",route="/api/taxonomy_term/:vocabulary",status="200"}',
      ),
      1,
    );
    // Scanned URLs share one label instead of making a series each; the SPA's catch-all
    // answers pages, so unknown paths are counted under its pattern.
    assert.equal(body.includes('/no/such/thing'), false);
    assert.equal(
      sample(body, 'http_request_duration_seconds_count{method="GET",route="/api",status="200"}'),
      3,
    );
    // A scrape does not count itself.
    assert.equal(body.includes('route="/metrics"'), false);
    // Process metrics come along.
    assert.ok((sample(body, 'process_cpu_user_seconds_total') ?? -1) >= 0);
    assert.ok((sample(body, 'nodejs_heap_size_used_bytes') ?? 0) > 0);
  });

  it('counts mail deliveries and shows the queue depth', async () => {
    const before = sample(await scrape(), 'matchboard_mail_deliveries_total{outcome="sent"}') ?? 0;
    await register(t, 'candidate');
    await t.app.deps.mailer.deliverDue();
    const body = await scrape();
    assert.equal(sample(body, 'matchboard_mail_deliveries_total{outcome="sent"}'), before + 1);
    assert.equal(sample(body, 'matchboard_mail_deliveries_total{outcome="failed"}'), 0);
    assert.notEqual(sample(body, 'matchboard_queue_jobs{queue="mail",state="queued"}'), null);
    assert.notEqual(
      sample(body, 'matchboard_queue_jobs{queue="mail-failed",state="queued"}'),
      null,
    );
  });

  it("shows the public job pages' render queue: its length now and its longest", async () => {
    const body = await scrape();
    assert.equal(sample(body, 'matchboard_job_page_render_queue{measure="now"}'), 0);
    assert.equal(sample(body, 'matchboard_job_page_render_queue{measure="longest"}'), 0);
  });

  it('counts the jobs that wait for a retry and those due later, not only the queued', async () => {
    const queue = await testQueue();
    const retrying = () =>
      scrape().then((body) => sample(body, 'matchboard_queue_jobs{queue="mail",state="retrying"}'));
    const deferred = () =>
      scrape().then((body) => sample(body, 'matchboard_queue_jobs{queue="mail",state="deferred"}'));
    const [beforeRetry, beforeDeferred] = [await retrying(), await deferred()];
    await queue.send(
      MAIL_QUEUE,
      { to: 'a@b.test', subject: 'x', text: 'x' },
      { retryLimit: 3, retryDelay: 3600 },
    );
    await queue.send(MAIL_QUEUE, { to: 'c@d.test', subject: 'y', text: 'y' }, { startAfter: 3600 });
    const [job] = await queue.fetch(MAIL_QUEUE);
    assert.ok(job);
    await queue.fail(MAIL_QUEUE, job.id, { message: 'the SMTP server is down' });
    assert.equal(await retrying(), (beforeRetry ?? 0) + 1);
    assert.equal(await deferred(), (beforeDeferred ?? 0) + 1);
  });

  it('shows the PostgreSQL pool and its waits (on PostgreSQL)', async (context) => {
    const body = await scrape();
    if (t.database.kind === 'pglite') {
      // The embedded database has no pool to show.
      assert.equal(body.includes('matchboard_db_pool'), false);
      context.diagnostic('PGlite: no pool');
      return;
    }
    assert.equal(sample(body, 'matchboard_db_pool_connections{state="max"}'), 10);
    assert.ok((sample(body, 'matchboard_db_pool_wait_seconds_count') ?? 0) > 0);
  });

  it('answers 401 without the token, and does not exist when METRICS_TOKEN is unset', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.headers['www-authenticate'], 'Bearer realm="metrics"');
    assert.equal(refused.body.includes('http_requests_total'), false);
    const scrape = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
    // The scheme in any case (RFC 9110 §11.1); the token exactly.
    assert.equal((await scrape(`bearer ${TOKEN}`)).statusCode, 200);
    assert.equal((await scrape(`BEARER ${TOKEN}`)).statusCode, 200);
    assert.equal((await scrape(`Bearer ${TOKEN.toUpperCase()}x`)).statusCode, 401);
    assert.equal((await scrape(`Basic ${TOKEN}`)).statusCode, 401);
    assert.equal((await scrape(TOKEN)).statusCode, 401);
    const off = await buildTestApp();
    const missing = await off.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    assert.notEqual(missing.statusCode, 200);
    assert.equal(missing.body.includes('http_requests_total'), false);
  });
});
