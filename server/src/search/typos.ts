/**
 * Typo readings of the words of a search: the words the texts use (search_words, migration 030)
 * that are one edit away from a typed word of five letters or more, two from nine. PostgreSQL's
 * trigram index finds the nearest words (`<->`, pg_trgm); the edit distance then decides, counting
 * two swapped letters as one edit as people make them ("raect"), which Levenshtein counts as two.
 *
 * Only what every searcher may see is in search_words, never a name, and a word is read as a typo
 * of another however many texts use it: so what a search finds never depends on a text its
 * searcher may not see.
 */
import { sql } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import { queryRows, type Db } from '../db/connect';
import { foldAccents } from './words';
import { mayBeTypo, TWO_TYPOS_FROM, type SearchPart } from './textQuery';

/** Nearest words read per typed word, and readings kept at most. */
const NEAREST = 24;
const MAX_READINGS = 6;

/**
 * The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters, each one edit. Stops early (returns limit + 1) once past `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** Edits a typed word may carry. */
const allowedEdits = (word: string): number => (word.length >= TWO_TYPOS_FROM ? 2 : 1);

/** Readings found lately, per database (tests open many), for a minute. */
const CACHE_MS = 60_000;
const CACHE_SIZE = 2_000;
interface Found {
  at: number;
  readings: string[];
  known: boolean;
}
const caches = new WeakMap<Db, Map<string, Found>>();

const apply = (part: SearchPart, found: Found) => {
  part.typos = found.readings;
  part.known = found.known;
};

/**
 * Fills in the typo readings that were read for `db` within the last minute, without a query
 * (benches that build their SQL synchronously read them first with readTypos).
 */
export function cachedTypos(db: Db, parts: SearchPart[], now = Date.now()): void {
  const cache = caches.get(db);
  for (const part of parts.filter(mayBeTypo)) {
    const cached = cache?.get(foldAccents(part.typed[0]));
    if (cached && now - cached.at < CACHE_MS) apply(part, cached);
  }
}

/** Fills in the typo readings of the parts that may carry a typo; one query for all of them. */
export async function readTypos(db: Db, parts: SearchPart[], now = Date.now()): Promise<void> {
  const candidates = parts.filter(mayBeTypo);
  if (candidates.length === 0) return;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const missing: string[] = [];
  for (const part of candidates) {
    const word = foldAccents(part.typed[0]);
    const cached = cache.get(word);
    if (cached && now - cached.at < CACHE_MS) apply(part, cached);
    else missing.push(word);
  }
  if (missing.length === 0) return;
  // The nearest words, and whether any word starts with the typed one (the trigram index
  // answers LIKE too). A word's own row, when it is one, is the nearest of all.
  const rows = await queryRows<{ typed: string; word: string | null; known: boolean }>(
    db,
    sql`SELECT t.typed, n.word,
          EXISTS (SELECT 1 FROM search_words k WHERE k.word LIKE t.typed || '%') AS known
        FROM unnest(${textArray([...new Set(missing)])}) AS t (typed)
        LEFT JOIN LATERAL (
          SELECT w.word FROM search_words w ORDER BY w.word <-> t.typed LIMIT ${NEAREST}
        ) n ON true`,
  );
  const found = new Map<string, Found>(
    missing.map((word) => [word, { at: now, readings: [], known: false }]),
  );
  for (const { typed, word, known } of rows) {
    const entry = found.get(typed)!;
    entry.known = known;
    // A word the typed one starts is matched as a prefix already.
    if (word === null || word.startsWith(typed) || entry.readings.length >= MAX_READINGS) continue;
    if (editDistance(typed, word, allowedEdits(typed)) <= allowedEdits(typed))
      entry.readings.push(word);
  }
  for (const [word, entry] of found) {
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(word, entry);
  }
  for (const part of candidates) {
    const entry = found.get(foldAccents(part.typed[0]));
    if (entry) apply(part, entry);
  }
}
