import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { injectAs, registerAndConfirm, type TestUser } from '../helpers';
import { addAdmin, createOrganization } from '../organizations/fixtures';
import { testFile } from '../support/fixture';

let nid: number;
let otherNid: number;
const given = testFile({ owner: 'employer', admin: 'employer', outsider: 'employer' }, async () => {
  nid = (await createOrganization(given.t, given.owner)).nid;
  otherNid = (await createOrganization(given.t, given.outsider)).nid;
  await addAdmin(given.t, nid, given.admin);
});

const url = (organization: number, id?: number) =>
  `/api/organization/${organization}/greenhouse_integration${id === undefined ? '' : `/${id}`}`;
const add = (user: TestUser, body: unknown, organization = nid) =>
  injectAs(given.t, user, {
    method: 'POST',
    url: url(organization),
    payload: body as object,
    headers: { 'content-type': 'application/json' },
  });

describe('Greenhouse integrations', () => {
  it('connects, lists, changes and removes boards for any member', async () => {
    const created = await add(given.admin, {
      greenhouse_board_token: '  acme-robotics  ',
      enabled: 1,
    });
    assert.equal(created.statusCode, 201);
    const { id } = created.json();
    // An enabled board is queued for its first sync at once.
    const queued = { last_synced: null, sync_state: 'running', sync_message: null, next_try: null };
    assert.deepEqual(created.json(), {
      id,
      greenhouse_board_token: 'acme-robotics',
      enabled: 1,
      ...queued,
    });
    const listed = await injectAs(given.t, given.owner, { method: 'GET', url: url(nid) });
    assert.deepEqual(listed.json(), [
      { id, greenhouse_board_token: 'acme-robotics', enabled: 1, ...queued },
    ]);
    const changed = await injectAs(given.t, given.owner, {
      method: 'PATCH',
      url: url(nid, id),
      payload: { enabled: 0 },
    });
    assert.equal(changed.json().enabled, 0);
    const removed = await injectAs(given.t, given.admin, { method: 'DELETE', url: url(nid, id) });
    assert.equal(removed.statusCode, 204);
    assert.deepEqual(
      (await injectAs(given.t, given.owner, { method: 'GET', url: url(nid) })).json(),
      [],
    );
  });

  it('refuses tokens that are not board slugs, duplicates and unknown fields with a message', async () => {
    for (const body of [
      { greenhouse_board_token: '   ' },
      { greenhouse_board_token: 'https://boards.greenhouse.io/acme' },
      { greenhouse_board_token: 'Acme Robotics' },
      { greenhouse_board_token: 'x'.repeat(101) },
      { greenhouse_board_token: 42 },
      { greenhouse_board_token: 'acme', enabled: 'yes' },
      { greenhouse_board_token: 'acme', secret: 1 },
    ]) {
      const response = await add(given.owner, body);
      assert.equal(response.statusCode, 422, JSON.stringify(body));
      assert.ok(response.json().message);
    }
    assert.equal((await add(given.owner, { greenhouse_board_token: 'dup-board' })).statusCode, 201);
    const duplicate = await add(given.owner, { greenhouse_board_token: 'dup-board' });
    assert.equal(duplicate.statusCode, 422);
    assert.match(duplicate.json().message, /already connected/);
  });

  it('keeps other organizations’ members, candidates and foreign ids out', async () => {
    const candidate = await registerAndConfirm(given.t, 'candidate');
    const mine = (await add(given.owner, { greenhouse_board_token: 'private-board' })).json().id;
    const theirs = (
      await add(given.outsider, { greenhouse_board_token: 'their-board' }, otherNid)
    ).json().id;
    assert.equal(
      (await injectAs(given.t, given.outsider, { method: 'GET', url: url(nid) })).statusCode,
      403,
    );
    assert.equal(
      (await injectAs(given.t, candidate, { method: 'GET', url: url(nid) })).statusCode,
      403,
    );
    assert.equal((await injectAs(given.t, null, { method: 'GET', url: url(nid) })).statusCode, 401);
    assert.equal((await add(given.outsider, { greenhouse_board_token: 'sneaky' })).statusCode, 403);
    // Another organization's board is unknown through this one, and stays as it was.
    const foreign = await injectAs(given.t, given.owner, {
      method: 'PATCH',
      url: url(nid, theirs),
      payload: { enabled: 0 },
    });
    assert.equal(foreign.statusCode, 404);
    assert.equal(
      (await injectAs(given.t, given.owner, { method: 'DELETE', url: url(nid, theirs) }))
        .statusCode,
      404,
    );
    const still = await injectAs(given.t, given.outsider, { method: 'GET', url: url(otherNid) });
    assert.deepEqual(still.json(), [
      {
        id: theirs,
        greenhouse_board_token: 'their-board',
        enabled: 1,
        last_synced: null,
        sync_state: 'running',
        sync_message: null,
        next_try: null,
      },
    ]);
    assert.equal(
      (await injectAs(given.t, given.outsider, { method: 'DELETE', url: url(nid, mine) }))
        .statusCode,
      403,
    );
    assert.equal(
      (await injectAs(given.t, given.owner, { method: 'GET', url: url(999999) })).statusCode,
      404,
    );
  });

  it('holds the per-organization cap under simultaneous requests', async () => {
    const fresh = (await createOrganization(given.t, given.owner)).nid;
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        add(given.owner, { greenhouse_board_token: `board-${i}` }, fresh),
      ),
    );
    assert.equal(responses.filter((r) => r.statusCode === 201).length, 20);
    const listed = await injectAs(given.t, given.owner, { method: 'GET', url: url(fresh) });
    assert.equal(listed.json().length, 20);
  });
});
