/**
 * The runtime smoke set: the server as `npm run server` starts it, on the Node.js binary running
 * this file, over a fresh embedded database — migrated, seeded with the demo, and answering one
 * request of every domain. CI runs this set on the next Node.js line (scripts/test-all.sh) where
 * the whole suite runs on the floor version; here it runs with the rest.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { passwordGrantForm } from '@contract/auth';
import { DATA_EXPORT_PATH } from '@contract/privacy';
import { SAVED_SEARCHES_PATH } from '@contract/savedSearches';
import { closedPort, serverEnv, startServer, tempDir, type RunningServer } from '../serverProcess';

const PASSWORD = 'Matchboard2026!';
let server: RunningServer;
let dataDir: string;

before(async () => {
  dataDir = tempDir('matchboard-smoke-');
  server = await startServer({ ...serverEnv(await closedPort(), dataDir), SEED_DEMO: 'true' });
});
after(async () => {
  assert.equal(await server.stop(), 0, 'the server stops cleanly');
});

const get = (url: string, token?: string) =>
  fetch(`${server.base}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function signIn(mail: string): Promise<string> {
  const response = await fetch(`${server.base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: passwordGrantForm(mail, PASSWORD),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { access_token: string }).access_token;
}

describe(`the server on Node ${process.version}`, () => {
  it('starts, migrates, seeds and answers a request of every domain', async () => {
    // reference, places
    const currencies = await get('/api/list_field_options/currency?_format=json');
    assert.equal(currencies.status, 200);
    // accounts
    const candidate = await signIn('candidate@matchboard.test');
    const employer = await signIn('employer@matchboard.test');
    const roles = await get('/api/current-user/roles?_format=json', candidate);
    assert.equal(roles.status, 200);
    // jobs (and matching: the candidate's best match order)
    const jobs = await get('/api/jobs/search?_format=json&page=0&sort=best_match', candidate);
    assert.equal(jobs.status, 200, await jobs.clone().text());
    assert.ok(((await jobs.json()) as unknown[]).length > 0, 'the seeded jobs are found');
    // organizations
    const organizations = await get(
      '/api/organizations/export?page[limit]=50&page[offset]=0',
      candidate,
    );
    assert.equal(organizations.status, 200);
    const listed = (await organizations.json()) as { data?: { attributes?: { nid?: number } }[] };
    const nid = (Array.isArray(listed) ? listed : (listed.data ?? []))
      .map((row: { nid?: number | string; attributes?: { nid?: number } }) =>
        Number(row.nid ?? row.attributes?.nid),
      )
      .find((value: number) => Number.isSafeInteger(value));
    assert.ok(nid, 'the demo organization is listed');
    // candidates
    const candidates = await get(
      `/api/candidates/export?_format=json&page=0&org_id=${nid}`,
      employer,
    );
    assert.equal(candidates.status, 200, await candidates.clone().text());
    // profiles: a listed candidate's profile as the employer sees it
    const [first] = (await candidates.json()) as { node_uuid: string }[];
    assert.ok(first, 'the seeded candidates are found');
    const profile = await get(
      `/api/node/candidate_profile/${first.node_uuid}?org_id=${nid}`,
      employer,
    );
    assert.equal(profile.status, 200, await profile.clone().text());
    // alerts
    assert.equal((await get(SAVED_SEARCHES_PATH, candidate)).status, 200);
    // privacy (and files: her CV and picture are read into the ZIP)
    const exported = await get(DATA_EXPORT_PATH, candidate);
    assert.equal(exported.status, 200);
    assert.equal(exported.headers.get('content-type'), 'application/zip');
    assert.ok((await exported.arrayBuffer()).byteLength > 1000);
    // mail: a registration's confirmation reaches the outbox through the queue's worker
    const registered = await fetch(`${server.base}/api/user/register/candidate?_format=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail: 'smoke@example.test', pass: 'a long enough password' }),
    });
    assert.equal(registered.status, 200, await registered.clone().text());
    const outbox = path.join(dataDir, 'outbox');
    const deadline = Date.now() + 30_000;
    const mailed = () =>
      fs.existsSync(outbox) &&
      fs
        .readdirSync(outbox)
        .some((name) =>
          fs.readFileSync(path.join(outbox, name), 'utf8').includes('smoke@example.test'),
        );
    while (!mailed() && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    assert.ok(mailed(), 'the confirmation mail is in the outbox');
  });
});
