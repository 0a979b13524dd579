import type { Db } from './connect';

/**
 * A query that runs on most requests (the access token, the membership, the organization),
 * built once per database handle and prepared under a name. drizzle then renders its SQL once
 * instead of on every call, which costs more CPU than PostgreSQL takes to answer a lookup by
 * key (about 0.5 ms against 0.1 ms), and PostgreSQL parses it once per connection. Values come
 * in as `sql.placeholder(…)`s at `execute`; placeholders skip the column's own encoding, so pass
 * what the driver takes as it is (an ISO string for a timestamp). Each name must be unique.
 * A transaction handle gets its own copy, prepared on its connection.
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
