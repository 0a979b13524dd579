/**
 * The upgrade path on PostgreSQL: a dump made by an older release (schema 011), restored into a
 * fresh database and opened by this one. See admin/upgradeScenario.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { OLD_RELEASE, restoreAndCheck } from '../admin/upgradeScenario';
import { tempDir } from '../serverProcess';

const postgresUrl = process.env.DATABASE_URL ?? '';
if (!postgresUrl) throw new Error('These tests need DATABASE_URL (a PostgreSQL test database).');

const root = tempDir('matchboard-upgrade-pg-');
const name = `matchboard_upgrade_${process.pid}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
after(async () => {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a PostgreSQL database made by an older release', () => {
  it('is migrated forward and everything it held works', async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const output = await restoreAndCheck(path.join(OLD_RELEASE, 'postgres.zip'), {
      DATA_DIR: path.join(root, 'data'),
      DATABASE_URL: url.toString(),
    });
    assert.match(output, /database: PostgreSQL/);
  });
});
