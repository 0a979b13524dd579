import { sql } from 'drizzle-orm';

/**
 * A list as one PostgreSQL array parameter (`{1,2,3}::int[]`), so `= ANY(...)` takes any number of
 * values with one placeholder.
 */
export const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** A list of strings as one `text[]` parameter, each element quoted and escaped. */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;
