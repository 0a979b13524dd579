/**
 * The upgrade path: backups of data made by an older release (server/test/fixtures/release-*,
 * see its README) restored and opened by this one: every migration since is applied, and what
 * the old release held is there and works (accounts sign in with their old passwords, jobs are
 * found, files are served).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { connectDatabase, queryRows, SCRIPT_TIMEOUTS } from '../../src/db/connect';
import { knownMigrations } from '../../src/db/migrate';
import { DEMO_PASSWORD } from '../../src/seed';
import { passwordGrant, testQueue } from '../helpers';
import { adminCommand } from '../serverProcess';

export const OLD_RELEASE = path.join(__dirname, '../fixtures/release-2846ab2');

/** What the old release's demo seed made (counted in its database when the fixture was made). */
const OLD_COUNTS = { users: 27, jobs: 6, candidates: 25, organizations: 2, files: 5 };

export async function restoreAndCheck(
  archive: string,
  env: { DATA_DIR: string; DATABASE_URL: string },
): Promise<string> {
  const restored = adminCommand({ ...process.env, ...env, S3_BUCKET: '' }, ['restore', archive]);
  assert.equal(restored.status, 0, restored.stderr);
  const applied = knownMigrations().filter((version) => version > '011_organization_invitations');
  assert.match(restored.stdout, new RegExp(`schema: migrated forward: ${applied.join(', ')}`));

  const database = await connectDatabase({
    databaseUrl: env.DATABASE_URL || null,
    pgliteDir: env.DATABASE_URL ? null : path.join(env.DATA_DIR, 'pglite'),
    timeouts: SCRIPT_TIMEOUTS,
  });
  try {
    const [counts] = await queryRows<typeof OLD_COUNTS>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM jobs) AS jobs,
        (SELECT count(*)::int FROM candidate_profiles) AS candidates,
        (SELECT count(*)::int FROM organizations) AS organizations,
        (SELECT count(*)::int FROM files) AS files`,
    );
    assert.deepEqual(counts, OLD_COUNTS);
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: env.DATA_DIR, LOG_LEVEL: 'silent', CHECK_RESPONSES: 'true' }),
      db: database.db,
      queue: await testQueue(),
      logger: false,
    });
    try {
      // Its jobs are found.
      const search = await app.inject({ method: 'GET', url: '/api/jobs/search?_format=json' });
      assert.equal(search.statusCode, 200, search.body);
      assert.ok(JSON.stringify(search.json()).includes('Matchboard Demo GmbH'));
      // Each file's owner signs in with the old release's password hash, and the file is served.
      const stored = await queryRows<{ uuid: string; mail: string; filesize: number }>(
        database.db,
        sql`SELECT f.uuid, u.mail, f.filesize::int AS filesize
          FROM files f JOIN users u ON u.id = f.uid ORDER BY f.fid`,
      );
      for (const file of stored) {
        const token = await passwordGrant({ app }, file.mail, DEMO_PASSWORD);
        assert.equal(token.statusCode, 200, token.body);
        const described = await app.inject({
          method: 'GET',
          url: `/api/file/file/${file.uuid}`,
          headers: { authorization: `Bearer ${token.json().access_token as string}` },
        });
        assert.equal(described.statusCode, 200, described.body);
        const served = await app.inject({
          method: 'GET',
          url: described.json().data.attributes.uri.url as string,
        });
        assert.equal(served.statusCode, 200);
        assert.equal(served.rawPayload.length, file.filesize);
      }
      return restored.stdout;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
