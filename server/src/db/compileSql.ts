/*
 * Raw SQL to text and parameters, for queryRows. drizzle's own compiler (dialect.sqlToQuery)
 * asks `is(chunk, Kind)` of every chunk against up to a dozen kinds, each a walk up the
 * prototype chain, and makes an object per chunk: on the job search's one statement that was
 * 0.2 ms of the server's CPU per request, more than its JSON took. This one knows the few
 * kinds the server's raw SQL is made of (text, nested SQL, values, columns, tables and lists)
 * by their classes, and leaves a query with anything else (placeholders, aliases, subqueries,
 * inlined parameters…) to drizzle, whole.
 */
import { Column, Param, SQL, StringChunk, Table, type Query } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

/** What this compiler does not know: the query goes to drizzle's compiler instead. */
const UNKNOWN = Symbol('unknown chunk');

/**
 * A column's or a table's SQL name, as the dialect writes it (casing, schema, aliases), kept per
 * dialect and object.
 */
const names = new WeakMap<PgDialect, WeakMap<object, string>>();

function nameOf(dialect: PgDialect, entity: Column | Table): string {
  let known = names.get(dialect);
  if (!known) {
    known = new WeakMap();
    names.set(dialect, known);
  }
  let name = known.get(entity);
  if (name === undefined) {
    name = dialect.sqlToQuery(new SQL([entity])).sql;
    known.set(entity, name);
  }
  return name;
}

interface Output {
  text: string;
  params: unknown[];
}

/** drizzle keeps it private: sql.inlineParams() writes the values into the text. */
const inlined = (query: SQL): boolean =>
  (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

function append(
  dialect: PgDialect,
  chunks: readonly unknown[],
  out: Output,
): typeof UNKNOWN | void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      out.text += chunk.value.length === 1 ? chunk.value[0] : chunk.value.join('');
    } else if (chunk instanceof SQL) {
      // Inlined parameters are written into the text, which only drizzle does.
      if (inlined(chunk)) return UNKNOWN;
      if (append(dialect, chunk.queryChunks, out) === UNKNOWN) return UNKNOWN;
    } else if (
      chunk === null ||
      typeof chunk === 'string' ||
      typeof chunk === 'number' ||
      typeof chunk === 'boolean' ||
      typeof chunk === 'bigint' ||
      chunk instanceof Date
    ) {
      out.params.push(chunk);
      out.text += `$${out.params.length}`;
    } else if (chunk instanceof Column || chunk instanceof Table) {
      out.text += nameOf(dialect, chunk);
    } else if (chunk instanceof Param) {
      if (chunk.value !== null && typeof chunk.value === 'object' && !(chunk.value instanceof Date))
        return UNKNOWN;
      const value: unknown =
        chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL || (value !== null && typeof value === 'object')) return UNKNOWN;
      out.params.push(value);
      out.text += `$${out.params.length}`;
    } else if (Array.isArray(chunk)) {
      out.text += '(';
      for (let i = 0; i < chunk.length; i++) {
        if (i > 0) out.text += ', ';
        if (append(dialect, [chunk[i]], out) === UNKNOWN) return UNKNOWN;
      }
      out.text += ')';
    } else if (chunk !== undefined) {
      return UNKNOWN;
    }
  }
}

/** `query`'s text and parameters, exactly as drizzle's sqlToQuery makes them. */
export function compileSql(dialect: PgDialect, query: SQL): Query {
  if (!inlined(query)) {
    const out: Output = { text: '', params: [] };
    if (append(dialect, query.queryChunks, out) !== UNKNOWN)
      return { sql: out.text, params: out.params };
  }
  return dialect.sqlToQuery(query);
}
