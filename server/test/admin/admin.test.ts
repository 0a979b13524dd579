import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { runAdminCommand, UsageError } from '../../src/admin/commands';
import { connectDatabase } from '../../src/db/connect';
import { runMigrations } from '../../src/db/migrate';
import { openJobQueue } from '../../src/queue/jobQueue';
import { injectAs, login, register, TEST_PASSWORD, testQueue } from '../helpers';
import { createOrganization } from '../organizations/fixtures';
import { testFile } from '../support/fixture';

let nid: number;
const given = testFile({ owner: 'employer' }, async () => {
  nid = (await createOrganization(given.t, given.owner)).nid;
});

const run = async (...args: string[]) =>
  runAdminCommand(
    { db: given.t.database.db, queue: await testQueue(), config: given.t.config },
    args,
  );
const mine = async () =>
  (
    await injectAs(given.t, given.owner, {
      method: 'GET',
      url: '/api/organization/get_organizations_for_current_user',
    })
  ).json()[0];

describe('operator command', () => {
  it('lists organizations with owner, default quotas and demo access', async () => {
    const listing = await run('organizations');
    assert.match(
      listing,
      new RegExp(`^${nid}\\tAnalytical Engines\\towner ${given.owner.mail}`, 'm'),
    );
    assert.match(listing, /jobs 10\tfeatured 3\tinvites\/week 10\taccess demo/);
  });

  it('lists the organizations waiting for their owner to confirm the email', async () => {
    assert.equal(
      await run('organizations', 'unconfirmed'),
      'No organization waits for its owner to confirm the email.',
    );
    const { mail, uuid } = await register(given.t, 'employer');
    const unconfirmed = {
      mail,
      uuid,
      pass: TEST_PASSWORD,
      token: await login(given.t, mail, TEST_PASSWORD),
    };
    const waiting = await createOrganization(given.t, unconfirmed);
    const listing = await run('organizations', 'unconfirmed');
    const today = new Date().toISOString().slice(0, 10);
    assert.match(
      listing,
      new RegExp(
        `^${waiting.nid}\tAnalytical Engines\towner ${mail}\tregistered ${today}\tlive jobs 0$`,
        'm',
      ),
    );
    assert.doesNotMatch(listing, new RegExp(`^${nid}\t`, 'm'));
    assert.match(listing, /opens the confirmation mail or a password-reset link/);
    await assert.rejects(run('organizations', 'everything'), UsageError);
  });

  it('prints titles inert: escape sequences and line breaks a title holds stay visible text', async () => {
    // Written straight to the database, as data from before control characters were refused.
    const evil = 'Evil\u001b[1A\u001b[2KCorp\r\nowner root\u0007';
    await given.t.database.db.execute(
      sql`UPDATE organizations SET title = ${evil} WHERE nid = ${nid}`,
    );
    const listing = await run('organizations');
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal.
    assert.doesNotMatch(listing.replace(/\t|\n/g, ''), /[\u0000-\u001f\u007f]/);
    assert.match(listing, /Evil\\u001b\[1A\\u001b\[2KCorp\\u000d\\u000aowner root\\u0007\towner /);
    await given.t.database.db.execute(
      sql`UPDATE organizations SET title = 'Analytical Engines' WHERE nid = ${nid}`,
    );
  });

  it('sets quotas and the candidate-database access date', async () => {
    assert.equal(
      await run('set-quotas', String(nid), '--jobs', '25', '--invites', '40'),
      `Organization ${nid}: quotas changed.`,
    );
    assert.match(await run('organizations'), /jobs 25\tfeatured 3\tinvites\/week 40/);
    await run('set-access', String(nid), '2031-05-31');
    assert.equal(
      (await mine()).field_candidate_database_date_ro,
      Date.UTC(2031, 4, 31, 23, 59, 59) / 1000,
    );
    await run('set-access', String(nid), 'none');
    assert.equal((await mine()).field_candidate_database_date_ro, null);
  });

  it('refuses bad input with a readable message and changes nothing', async () => {
    const before = await run('organizations');
    for (const args of [
      [],
      ['explode'],
      ['set-quotas', 'x', '--jobs', '1'],
      ['set-quotas', String(nid)],
      ['set-quotas', String(nid), '--jobs', '-1'],
      ['set-quotas', String(nid), '--free', '1'],
      ['set-quotas', '999999', '--jobs', '1'],
      ['set-access', String(nid), '2031-02-30'],
      ['set-access', String(nid), 'tomorrow'],
    ]) {
      await assert.rejects(
        run(...args),
        (error: unknown) => error instanceof UsageError,
        args.join(' '),
      );
    }
    assert.equal(await run('organizations'), before);
  });

  it('keeps business settings out of an employer’s reach', async () => {
    const { uuid } = await mine();
    const response = await injectAs(given.t, given.owner, {
      method: 'PATCH',
      url: `/api/node/organization_profile/${uuid}`,
      payload: {
        data: {
          type: 'node--organization_profile',
          id: uuid,
          attributes: { field_candidate_database_date_ro: 4102444800, job_quota: 1000 },
        },
      },
    });
    assert.equal(response.statusCode, 422);
  });

  it('answers the mail commands on a database no server has run on yet', async () => {
    const fresh = await connectDatabase({ databaseUrl: null, pgliteDir: null });
    const queue = await openJobQueue(fresh, { supervise: false });
    try {
      await runMigrations(fresh);
      const context = { db: fresh.db, queue, config: { dataDir: '', s3: null } };
      assert.equal(await runAdminCommand(context, ['mail', 'failed']), 'No undelivered mail.');
      await assert.rejects(
        runAdminCommand(context, ['mail', 'retry', '2f1c3a4b-0000-4000-8000-000000000000']),
        /There is no undelivered mail/,
      );
    } finally {
      await queue.stop({ graceful: false });
      await fresh.close();
    }
  });
});
