/**
 * A refusal that waiting cannot fix ends the start at once, with its reason and no password: a
 * database that does not exist, or a role PostgreSQL does not know. Runs only against a real
 * PostgreSQL (DATABASE_URL).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectDatabase, DatabaseUnreachableError } from '../../src/db/connect';

const postgresUrl = process.env.DATABASE_URL ?? '';
if (!postgresUrl) throw new Error('These tests need DATABASE_URL (a PostgreSQL test database).');

const TIMEOUTS = { connectMs: 3000, statementMs: 1000, startupMs: 60_000 };

describe('a start that cannot succeed by waiting', () => {
  it('stops at once for a database that does not exist, naming it and no password', async () => {
    const url = new URL(postgresUrl);
    url.password = 's3cret-password';
    url.pathname = '/no_such_database_here';
    const started = Date.now();
    await assert.rejects(
      connectDatabase({ databaseUrl: url.toString(), pgliteDir: null, timeouts: TIMEOUTS }),
      (error: Error) => {
        assert.ok(error instanceof DatabaseUnreachableError);
        assert.match(
          error.message,
          /^PostgreSQL at [^ ]+\/no_such_database_here refused the connection \(database does not exist\): check DATABASE_URL\.$/,
        );
        assert.ok(!error.message.includes('s3cret'));
        return true;
      },
    );
    // Not the 60 s of retrying an unreachable server gets.
    assert.ok(Date.now() - started < 5000, `${Date.now() - started} ms`);
  });

  it('stops at once for a role PostgreSQL does not know', async () => {
    const url = new URL(postgresUrl);
    url.username = 'no_such_role_here';
    const started = Date.now();
    await assert.rejects(
      connectDatabase({ databaseUrl: url.toString(), pgliteDir: null, timeouts: TIMEOUTS }),
      /refused the connection \((authentication failed|28000|.*role.*)\): check DATABASE_URL\.$/,
    );
    assert.ok(Date.now() - started < 5000, `${Date.now() - started} ms`);
  });
});
