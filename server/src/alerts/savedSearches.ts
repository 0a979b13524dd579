import { sql } from 'drizzle-orm';
import {
  decodeJobSearchFilters,
  encodeJobSearchFilters,
  JOB_SEARCH_KEYS,
  type JobSearchFilters,
} from '@contract/jobFilters';
import { FilterError, rawQueryOf } from '@contract/listQuery';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  type AlertFrequency,
  type SavedSearch,
} from '@contract/savedSearches';
import { queryRows, type Db } from '../db/connect';
import { badRequest, conflict } from '../http/errors';
import { requireKnownOptions } from '../reference/listFieldOptions';

/**
 * The keys a saved search's query may hold: the /jobs filters, not the page, the format or the
 * order.
 */
const FILTER_KEYS = new Set<string>(
  JOB_SEARCH_KEYS.filter((key) => !['_format', 'page', 'q', 'sort'].includes(key)),
);

/**
 * The filters of a saved query and its canonical encoding (what /jobs would put in its
 * address). Unknown keys, repeated keys and values the job search refuses are a 400 that says
 * which.
 */
export function readSavedQuery(query: string): { filters: JobSearchFilters; canonical: string } {
  const raw = rawQueryOf(query);
  const unknown = Object.keys(raw).find((key) => !FILTER_KEYS.has(key));
  if (unknown !== undefined)
    throw badRequest(`query: "${unknown.slice(0, 40)}" is not a job search filter.`);
  try {
    const filters = decodeJobSearchFilters(raw);
    requireKnownOptions(filters);
    return { filters, canonical: encodeJobSearchFilters(filters).replace(/^&/, '') };
  } catch (error) {
    if (error instanceof FilterError) throw badRequest(`query: ${error.message}`);
    throw error;
  }
}

interface SavedSearchRow {
  id: number;
  uid: number;
  name: string;
  query: string;
  frequency: AlertFrequency;
  alerts_since: Date;
  last_mailed_at: Date | null;
  created: Date;
}

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

function toRow(raw: Record<string, unknown>): SavedSearchRow {
  return {
    id: Number(raw.id),
    uid: Number(raw.uid),
    name: String(raw.name),
    query: String(raw.query),
    frequency: raw.frequency as AlertFrequency,
    alerts_since: date(raw.alerts_since),
    last_mailed_at: raw.last_mailed_at === null ? null : date(raw.last_mailed_at),
    created: date(raw.created),
  };
}

/** A saved search as the API shows it. */
export function savedSearchView(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    created: row.created.toISOString(),
    last_mailed: row.last_mailed_at?.toISOString() ?? null,
  };
}

export async function savedSearchesOf(db: Db, uid: number): Promise<SavedSearchRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM saved_searches WHERE uid = ${uid} ORDER BY id`,
  );
  return rows.map(toRow);
}

/** Search `id` when it is `uid`'s (someone else's is as absent as a missing one). */
export async function findSavedSearch(
  db: Db,
  uid: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<SavedSearchRow | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM saved_searches WHERE id = ${id} AND uid = ${uid}
        ${options.lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

/**
 * Saves a search for `uid`, within MAX_SAVED_SEARCHES: the user's row is locked first, so
 * simultaneous saves count one after the other.
 */
export async function insertSavedSearch(
  db: Db,
  uid: number,
  input: { name: string; query: string; frequency: AlertFrequency },
  now: Date,
): Promise<SavedSearchRow> {
  await db.execute(sql`SELECT id FROM users WHERE id = ${uid} FOR UPDATE`);
  const [{ count }] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM saved_searches WHERE uid = ${uid}`,
  );
  if (Number(count) >= MAX_SAVED_SEARCHES) throw conflict(SAVED_SEARCH_MESSAGES.tooMany);
  const stamp = now.toISOString();
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`INSERT INTO saved_searches (uid, name, query, frequency, alerts_since, created, changed)
        VALUES (${uid}, ${input.name}, ${input.query}, ${input.frequency}, ${stamp}, ${stamp}, ${stamp})
        RETURNING *`,
  );
  return toRow(row);
}

/**
 * Renames a search or changes how often it is mailed. Turning alerts on (from "No email")
 * starts them afresh: the first mail announces jobs created from now on, not every job since
 * the search was saved.
 */
export async function updateSavedSearch(
  db: Db,
  current: SavedSearchRow,
  changes: { name?: string; frequency?: AlertFrequency },
  now: Date,
): Promise<SavedSearchRow> {
  const name = changes.name ?? current.name;
  const frequency = changes.frequency ?? current.frequency;
  const restart = current.frequency === 'none' && frequency !== 'none';
  const stamp = now.toISOString();
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`UPDATE saved_searches SET name = ${name}, frequency = ${frequency}, changed = ${stamp}
        ${restart ? sql`, alerts_since = ${stamp}, last_mailed_at = NULL` : sql``}
        WHERE id = ${current.id} RETURNING *`,
  );
  return toRow(row);
}

export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM saved_searches WHERE id = ${id}`);
}

/** Turns the alerts of search `id` off (the unsubscribe link); the search, or null. */
export async function stopAlerts(db: Db, id: number, now: Date): Promise<SavedSearchRow | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`UPDATE saved_searches SET frequency = 'none', changed = ${now.toISOString()}
        WHERE id = ${id} RETURNING *`,
  );
  return rows[0] ? toRow(rows[0]) : null;
}

export async function findSavedSearchById(db: Db, id: number): Promise<SavedSearchRow | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM saved_searches WHERE id = ${id}`,
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

export type { SavedSearchRow };
