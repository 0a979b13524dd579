import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  jobAlertUnsubscribePath,
  MAX_ALERT_JOBS,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_PATH,
  savedSearchPath,
  type SavedSearch,
} from '@contract/savedSearches';
import { queryRows } from '../../src/db/connect';
import { purgeAnnouncedJobs } from '../../src/housekeeping/repository';
import { readOutbox, type OutboxMessage } from '../../src/mail/outbox';
import { runJobAlerts, unsubscribeTokens, type JobAlertDeps } from '../../src/alerts/jobAlerts';
import { injectAs, login, registerAndConfirm, type TestUser } from '../helpers';
import { createOrganization } from '../organizations/fixtures';
import { createJob } from '../jobs/fixtures';
import { testFile } from '../support/fixture';

let deps: JobAlertDeps;
let org: { uuid: string; nid: number };

const HOUR = 3600;
const given = testFile({ owner: 'employer' }, async () => {
  deps = {
    db: given.t.database.db,
    mailer: given.t.app.deps.mailer,
    appUrl: given.t.config.appUrl,
    tokens: await unsubscribeTokens(given.t.database.db),
  };
  org = await createOrganization(given.t, given.owner, { attributes: { title: 'Alerting GmbH' } });
  await given.t.database.db.execute(
    sql`UPDATE organizations SET job_quota = 1000 WHERE nid = ${org.nid}`,
  );
});

const json = { 'content-type': 'application/json' };

const save = (user: TestUser | null, payload: Record<string, unknown>) =>
  injectAs(given.t, user, { method: 'POST', url: SAVED_SEARCHES_PATH, payload, headers: json });

async function saveSearch(
  user: TestUser,
  query: string,
  frequency: 'none' | 'daily' | 'weekly' = 'daily',
): Promise<SavedSearch> {
  const response = await save(user, { name: `Search ${query}`, query, frequency });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

/** A job of the test organization with `title`, created at the test clock's now. */
async function publish(title: string, extra: Record<string, unknown> = {}) {
  // Signed in afresh: the test clock moves days ahead, past any access token's life.
  const employer = {
    ...given.owner,
    token: await login(given.t, given.owner.mail, given.owner.pass),
  };
  return createJob(given.t, employer, org.uuid, { attributes: { title, ...extra } });
}

/** Runs a round at the clock's now and returns the mails it sent to `address`. */
async function round(address: string): Promise<OutboxMessage[]> {
  const before = new Set(readOutbox(given.t.outbox).map((mail) => mail.file));
  await runJobAlerts(deps, given.t.clock.now());
  await given.t.app.deps.mailer.deliverDue();
  return readOutbox(given.t.outbox).filter(
    (mail) => !before.has(mail.file) && mail.to.toLowerCase() === address.toLowerCase(),
  );
}

const jobLinks = (mail: OutboxMessage) =>
  [...mail.text.matchAll(/http:\/\/app\.test\/jobs\/(\d+)/g)].map((match) => Number(match[1]));

describe('saving a job search', () => {
  it('stores the filters in their canonical form, and lists only her own searches', async () => {
    const ada = await registerAndConfirm(given.t, 'candidate');
    const grace = await registerAndConfirm(given.t, 'candidate');
    const saved = await saveSearch(
      ada,
      'remote=remote+hybrid&search=  typescript   react ',
      'weekly',
    );
    assert.equal(saved.query, 'search=typescript+react&remote=remote+hybrid');
    assert.equal(saved.frequency, 'weekly');
    assert.equal(saved.last_mailed, null);
    await saveSearch(grace, '');

    const mine = await injectAs(given.t, ada, { method: 'GET', url: SAVED_SEARCHES_PATH });
    assert.deepEqual(
      (mine.json() as SavedSearch[]).map((search) => search.id),
      [saved.id],
    );
  });

  it('refuses filters the job search does not know, bad values, bad names and unknown fields', async () => {
    const ada = await registerAndConfirm(given.t, 'candidate');
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [
        { name: 'x', query: 'colour=red', frequency: 'daily' },
        400,
        /"colour" is not a job search filter/,
      ],
      [
        { name: 'x', query: 'page=2', frequency: 'daily' },
        400,
        /"page" is not a job search filter/,
      ],
      [
        { name: 'x', query: 'remote=moon', frequency: 'daily' },
        400,
        /not a known remote job option/,
      ],
      [{ name: 'x', query: 'salary_min=lots', frequency: 'daily' }, 400, /salary_min/],
      [{ name: 'x', query: 'search=a&search=b', frequency: 'daily' }, 400, /given once/],
      [{ name: '   ', query: '', frequency: 'daily' }, 422, /name/],
      [{ name: 'x'.repeat(101), query: '', frequency: 'daily' }, 422, /name/],
      [{ name: 'x', query: '', frequency: 'hourly' }, 422, /frequency/],
      [{ name: 'x', query: '', frequency: 'daily', uid: 1 }, 422, /uid/],
      [{ name: 'x', query: 7, frequency: 'daily' }, 422, /query/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await save(ada, payload);
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)}: ${response.body}`);
      assert.match(response.json().message, message, JSON.stringify(payload));
    }
    const list = await injectAs(given.t, ada, { method: 'GET', url: SAVED_SEARCHES_PATH });
    assert.deepEqual(list.json(), []);
  });

  it('is for candidates: anonymous callers get 401, employers 403', async () => {
    const body = { name: 'x', query: '', frequency: 'daily' };
    assert.equal((await save(null, body)).statusCode, 401);
    const employer = await save(given.owner, body);
    assert.equal(employer.statusCode, 403);
    assert.equal(employer.json().message, SAVED_SEARCH_MESSAGES.notACandidate);
    assert.equal(
      (await injectAs(given.t, given.owner, { method: 'GET', url: SAVED_SEARCHES_PATH }))
        .statusCode,
      403,
    );
  });

  it('keeps at most MAX_SAVED_SEARCHES, also when she saves many at once', async () => {
    const ada = await registerAndConfirm(given.t, 'candidate');
    const responses = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 5 }, (_, index) =>
        save(ada, { name: `Search ${index}`, query: '', frequency: 'none' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    assert.equal(statuses.filter((status) => status === 201).length, MAX_SAVED_SEARCHES);
    assert.equal(statuses.filter((status) => status === 409).length, 5);
    const refused = responses.find((response) => response.statusCode === 409);
    assert.equal(refused?.json().message, SAVED_SEARCH_MESSAGES.tooMany);
  });

  it('renames, changes the frequency and deletes her own search; another user’s is a 404', async () => {
    const ada = await registerAndConfirm(given.t, 'candidate');
    const grace = await registerAndConfirm(given.t, 'candidate');
    const saved = await saveSearch(ada, 'search=rust', 'none');
    const patch = (user: TestUser, payload: Record<string, unknown>) =>
      injectAs(given.t, user, {
        method: 'PATCH',
        url: savedSearchPath(saved.id),
        payload,
        headers: json,
      });

    const foreign = await patch(grace, { name: 'Mine now' });
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().message, SAVED_SEARCH_MESSAGES.notFound);
    assert.equal(
      (await injectAs(given.t, grace, { method: 'DELETE', url: savedSearchPath(saved.id) }))
        .statusCode,
      404,
    );
    assert.equal((await patch(ada, {})).statusCode, 422);
    assert.equal((await patch(ada, { query: 'search=go' })).statusCode, 422);

    const renamed = await patch(ada, { name: '  Rust \n jobs ', frequency: 'daily' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().name, 'Rust jobs');
    assert.equal(renamed.json().frequency, 'daily');
    assert.equal(renamed.json().query, 'search=rust');

    const deleted = await injectAs(given.t, ada, {
      method: 'DELETE',
      url: savedSearchPath(saved.id),
    });
    assert.equal(deleted.statusCode, 200);
    assert.equal(deleted.json().message, SAVED_SEARCH_MESSAGES.deleted('Rust jobs'));
    const list = await injectAs(given.t, ada, { method: 'GET', url: SAVED_SEARCHES_PATH });
    assert.deepEqual(list.json(), []);
  });
});

describe('job alerts', () => {
  it('mail the new matching jobs once, with one-click unsubscribe headers, and nothing when nothing is new', async () => {
    const ada = await registerAndConfirm(given.t, 'candidate');
    const before = await publish('Kotlin Engineer before the search');
    const saved = await saveSearch(ada, 'search=kotlin');
    given.t.clock.advance(60);
    assert.deepEqual(await round(ada.mail), [], 'nothing new yet');

    const first = await publish('Kotlin Engineer');
    await publish('Haskell Engineer');
    given.t.clock.advance(60);
    const [mail, ...others] = await round(ada.mail);
    assert.equal(others.length, 0);
    assert.ok(mail, 'an alert mail');
    assert.equal(mail.subject, '1 new job for your search “Search search=kotlin” on Matchboard');
    assert.deepEqual(jobLinks(mail), [first.nid]);
    assert.ok(!jobLinks(mail).includes(before.nid));
    assert.match(mail.text, /“Kotlin Engineer” at “Alerting GmbH” in “Berlin”/);
    assert.match(mail.text, /at most once a day/);
    assert.match(mail.text, /http:\/\/app\.test\/saved-searches/);
    const token = deps.tokens.token(saved.id);
    assert.equal(
      mail.headers['list-unsubscribe'],
      `<http://app.test/api/job-alerts/unsubscribe/${token}>`,
    );
    assert.equal(mail.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
    assert.ok(mail.text.includes(`http://app.test/job-alerts/unsubscribe/${token}`));

    // A day later: only what is new since, and nothing at all when nothing is.
    given.t.clock.advance(HOUR);
    const second = await publish('Kotlin Lead');
    assert.deepEqual(await round(ada.mail), [], 'a daily search waits a day');
    given.t.clock.advance(24 * HOUR);
    const [next] = await round(ada.mail);
    assert.deepEqual(jobLinks(next), [second.nid]);
    given.t.clock.advance(24 * HOUR);
    assert.deepEqual(await round(ada.mail), []);

    // Housekeeping forgets announcements no round can find again, and nothing is mailed twice.
    await purgeAnnouncedJobs(given.t.database.db);
    const kept = await queryRows<{ job_nid: number }>(
      given.t.database.db,
      sql`SELECT job_nid FROM saved_search_alerts WHERE search_id = ${saved.id}`,
    );
    assert.deepEqual(
      kept.map((row) => Number(row.job_nid)),
      [second.nid],
    );
    given.t.clock.advance(24 * HOUR);
    assert.deepEqual(await round(ada.mail), []);
  });

  it('list at most MAX_ALERT_JOBS and count the rest, with a link to all of them', async () => {
    const ada = await registerAndConfirm(given.t, 'candidate');
    await saveSearch(ada, 'search=elixir');
    given.t.clock.advance(60);
    for (let index = 0; index < MAX_ALERT_JOBS + 3; index += 1)
      await publish(`Elixir Engineer ${index}`);
    given.t.clock.advance(60);
    const [mail] = await round(ada.mail);
    assert.equal(jobLinks(mail).length, MAX_ALERT_JOBS);
    assert.match(mail.subject, new RegExp(`^${MAX_ALERT_JOBS + 3} new jobs`));
    assert.match(
      mail.text,
      /And 3 more\. See them all:\nhttp:\/\/app\.test\/jobs\?page=0&q=1&search=elixir/,
    );
  });

  it('wait a week for weekly searches, never mail "No email" ones nor unconfirmed accounts', async () => {
    const ada = await registerAndConfirm(given.t, 'candidate');
    const grace = await registerAndConfirm(given.t, 'candidate');
    await saveSearch(ada, 'search=clojure', 'weekly');
    await saveSearch(grace, 'search=clojure', 'none');
    given.t.clock.advance(60);
    await publish('Clojure Engineer');
    given.t.clock.advance(60);
    assert.equal((await round(ada.mail)).length, 1, 'the first mail goes at the next round');
    await publish('Clojure Lead');
    given.t.clock.advance(3 * 24 * HOUR);
    assert.equal((await round(ada.mail)).length, 0, 'three days are not a week');
    given.t.clock.advance(4 * 24 * HOUR);
    assert.equal((await round(ada.mail)).length, 1);
    assert.equal((await round(grace.mail)).length, 0);

    await given.t.database.db.execute(
      sql`UPDATE users SET roles = ARRAY['unverified_candidate'] WHERE lower(mail) = ${grace.mail.toLowerCase()}`,
    );
    grace.token = await login(given.t, grace.mail, grace.pass);
    await saveSearch(grace, 'search=clojure', 'daily');
    given.t.clock.advance(60);
    await publish('Clojure Architect');
    given.t.clock.advance(60);
    assert.equal((await round(grace.mail)).length, 0, 'no alerts to an unconfirmed address');
  });

  it('send a job once per search when several rounds run at the same time', async () => {
    const ada = await registerAndConfirm(given.t, 'candidate');
    const searches = await Promise.all([
      saveSearch(ada, 'search=erlang'),
      saveSearch(ada, 'search=erlang&remote=hybrid'),
    ]);
    given.t.clock.advance(60);
    const job = await publish('Erlang Engineer');
    given.t.clock.advance(60);
    const now = given.t.clock.now();
    const reports = await Promise.all([
      runJobAlerts(deps, now),
      runJobAlerts(deps, now),
      runJobAlerts(deps, now),
    ]);
    await given.t.app.deps.mailer.deliverDue();
    const mails = readOutbox(given.t.outbox).filter(
      (mail) => mail.to.toLowerCase() === ada.mail.toLowerCase() && /new job/.test(mail.subject),
    );
    assert.equal(mails.length, 2, 'one mail per search');
    assert.equal(reports.reduce((sum, report) => sum + report.mails, 0) >= 2, true);
    const announced = await queryRows<{ search_id: number }>(
      given.t.database.db,
      sql`SELECT search_id FROM saved_search_alerts WHERE job_nid = ${job.nid} ORDER BY search_id`,
    );
    assert.deepEqual(
      announced.map((row) => Number(row.search_id)),
      searches.map((search) => search.id).sort((a, b) => a - b),
    );
    // Even a round that thinks the searches are due again finds the job already announced.
    await given.t.database.db.execute(
      sql`UPDATE saved_searches SET last_mailed_at = NULL WHERE uid = (SELECT id FROM users WHERE lower(mail) = ${ada.mail.toLowerCase()})`,
    );
    assert.equal((await round(ada.mail)).length, 0);
  });
});

/** POSTs a body to an alert's unsubscribe link, as a mail client or the page would. */
const postUnsubscribe = (token: string, payload: string, contentType: string) =>
  given.t.app.inject({
    method: 'POST',
    url: jobAlertUnsubscribePath(token),
    payload,
    headers: { 'content-type': contentType },
  });

describe('unsubscribing from an alert', () => {
  it('works with one POST and no sign-in, as RFC 8058 asks, and then no more mail goes out', async () => {
    const ada = await registerAndConfirm(given.t, 'candidate');
    const saved = await saveSearch(ada, 'search=fortran');
    const token = deps.tokens.token(saved.id);
    const shown = await given.t.app.inject({ method: 'GET', url: jobAlertUnsubscribePath(token) });
    assert.equal(shown.statusCode, 200);
    assert.deepEqual(shown.json(), { name: 'Search search=fortran', frequency: 'daily' });

    const response = await postUnsubscribe(
      token,
      'List-Unsubscribe=One-Click',
      'application/x-www-form-urlencoded',
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(
      response.json().message,
      SAVED_SEARCH_MESSAGES.unsubscribed('Search search=fortran'),
    );
    const list = await injectAs(given.t, ada, { method: 'GET', url: SAVED_SEARCHES_PATH });
    assert.equal((list.json() as SavedSearch[])[0].frequency, 'none');

    given.t.clock.advance(60);
    await publish('Fortran Engineer');
    given.t.clock.advance(60);
    assert.equal((await round(ada.mail)).length, 0);
    // RFC 8058's example form, as multipart/form-data; the page's button posts without a body.
    const boundary = '---FormBoundaryjWmhtjORrn';
    const multipart = await postUnsubscribe(
      token,
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    assert.equal(multipart.statusCode, 200, multipart.body);
    const again = await given.t.app.inject({ method: 'POST', url: jobAlertUnsubscribePath(token) });
    assert.equal(again.statusCode, 200, again.body);
  });

  it('refuses forged, altered and foreign tokens without changing anything', async () => {
    const ada = await registerAndConfirm(given.t, 'candidate');
    const saved = await saveSearch(ada, 'search=cobol');
    const token = deps.tokens.token(saved.id);
    const forged = [
      `${saved.id}.${'A'.repeat(43)}`,
      `${saved.id + 1}.${token.split('.')[1]}`,
      token.slice(0, -1),
      'not-a-token',
      `${saved.id}`,
    ];
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await given.t.app.inject({ method, url: jobAlertUnsubscribePath(bad) });
        assert.equal(response.statusCode, 404, `${method} ${bad}`);
        assert.equal(response.json().message, SAVED_SEARCH_MESSAGES.invalidLink);
      }
    }
    const wrongBody = await postUnsubscribe(
      token,
      'List-Unsubscribe=Everything',
      'application/x-www-form-urlencoded',
    );
    assert.equal(wrongBody.statusCode, 400);
    const wrongForm = await postUnsubscribe(
      token,
      '--b\r\nContent-Disposition: form-data; name="Other"\r\n\r\nx\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    );
    assert.equal(wrongForm.statusCode, 400, wrongForm.body);
    const list = await injectAs(given.t, ada, { method: 'GET', url: SAVED_SEARCHES_PATH });
    assert.equal((list.json() as SavedSearch[])[0].frequency, 'daily');
  });
});
