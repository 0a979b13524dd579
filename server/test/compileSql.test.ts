import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { compileSql } from '../src/db/compileSql';
import { intArray, textArray } from '../src/db/arrays';
import { jobs } from '../src/db/jobSchema';
import { users } from '../src/db/schema';

const dialect = new PgDialect();
/** The text and the parameters (drizzle adds typings, which node-postgres never reads). */
const same = (query: ReturnType<typeof sql>) => {
  const ours = compileSql(dialect, query);
  const theirs = dialect.sqlToQuery(query);
  assert.deepEqual(
    { sql: ours.sql, params: ours.params },
    { sql: theirs.sql, params: theirs.params },
  );
};

describe("compileSql: the server's raw SQL compiled exactly as drizzle compiles it", () => {
  it('writes text, nested SQL, values, columns, tables and lists as drizzle does', () => {
    const when = new Date('2026-11-30T12:00:00Z');
    same(sql`SELECT 1`);
    same(sql`SELECT ${jobs.nid}, ${jobs.title} FROM ${jobs} WHERE ${jobs.nid} = ${7}`);
    same(
      sql`SELECT * FROM jobs WHERE ${sql.join(
        [
          sql`${jobs.remoteJob} = ANY(${textArray(['remote', 'say "hi"'])})`,
          sql`${jobs.organizationNid} = ANY(${intArray([1, 2])})`,
          sql`${jobs.created} < ${when}`,
          sql`${jobs.sticky} = ${true}`,
          sql`${jobs.description} IS ${null}`,
          sql`${jobs.nid} IN ${[1, 2, 3]}`,
          sql.raw('jobs.search IS NOT NULL'),
          sql`${undefined}`,
          sql`${10n} > 0`,
        ],
        sql` AND `,
      )} LIMIT ${50} OFFSET ${0}`,
    );
    same(sql`SELECT ${users.uuid} FROM ${users} WHERE ${eq(users.mail, 'a@example.org')}`);
  });

  it('leaves to drizzle what it does not know, whole', () => {
    const inline = sql`SELECT ${5}`.inlineParams();
    same(inline);
    same(sql`SELECT * FROM jobs WHERE ${sql`nid = ${3}`.inlineParams()}`);
    same(sql`SELECT ${sql.placeholder('x')}`);
    same(sql`SELECT ${sql.identifier('odd "name"')}`);
    same(sql`SELECT ${sql`1`.as('one')}`);
    same(sql`SELECT ${{ json: true }}`);
  });

  it('asks drizzle only for the names of columns and tables, once each', () => {
    let asked = 0;
    const counting = new (class extends PgDialect {
      override sqlToQuery(query: Parameters<PgDialect['sqlToQuery']>[0]) {
        asked++;
        return super.sqlToQuery(query);
      }
    })();
    const query = () =>
      sql`SELECT ${jobs.nid} FROM ${jobs} WHERE ${jobs.organizationNid} = ANY(${intArray([4])}) AND ${sql`${jobs.title} ILIKE ${'%a%'}`}`;
    compileSql(counting, query());
    const named = asked;
    assert.ok(named > 0);
    compileSql(counting, query());
    assert.equal(asked, named, 'a known query is compiled without drizzle');
    compileSql(counting, sql`SELECT ${sql.placeholder('x')}`);
    assert.equal(asked, named + 1, 'an unknown one goes to drizzle');
  });
});
