import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TaxonomyVocabulary } from '@contract/reference';
import { allTerms, termId } from './taxonomy';
import type { Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import { taxonomyTerms, type TermRow } from '../db/profileSchema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Rows per INSERT while seeding: a few hundred parameters, well under every driver's limit. */
const SEED_BATCH = 100;

/**
 * Inserts every reference term of server/src/reference that the database lacks and brings the
 * weight and code of existing ones up to date. Safe to run at every start and from several
 * processes at once: terms are matched by their stable uuid.
 *
 * @returns how many terms the reference data holds.
 */
export async function seedReferenceTerms(db: Db): Promise<number> {
  const terms = allTerms();
  for (let start = 0; start < terms.length; start += SEED_BATCH) {
    const batch = terms.slice(start, start + SEED_BATCH).map((term) => ({
      uuid: term.id,
      vocabulary: term.vocabulary,
      name: term.name,
      weight: term.weight,
      code: term.code ?? null,
    }));
    await db
      .insert(taxonomyTerms)
      .values(batch)
      .onConflictDoUpdate({
        target: taxonomyTerms.uuid,
        set: { weight: sql`excluded.weight`, code: sql`excluded.code` },
      });
  }
  return terms.length;
}

/** One page of a vocabulary in display order, and whether more terms follow. */
export async function listTerms(
  db: Db,
  vocabulary: TaxonomyVocabulary,
  offset: number,
  limit: number,
): Promise<{ rows: TermRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(taxonomyTerms)
    .where(eq(taxonomyTerms.vocabulary, vocabulary))
    .orderBy(asc(taxonomyTerms.weight), asc(taxonomyTerms.tid))
    .offset(offset)
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** How many terms a vocabulary holds. */
export async function countTerms(db: Db, vocabulary: TaxonomyVocabulary): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(taxonomyTerms)
    .where(eq(taxonomyTerms.vocabulary, vocabulary));
  return row.value;
}

/** The term of `vocabulary` with this drupal_internal__tid, if any. */
export async function findTermByTid(
  db: Db,
  vocabulary: TaxonomyVocabulary,
  tid: number,
): Promise<TermRow | undefined> {
  const rows = await db
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.vocabulary, vocabulary), eq(taxonomyTerms.tid, tid)))
    .limit(1);
  return rows[0];
}

/** The terms of `vocabulary` among `uuids` (unknown or malformed ids are simply absent). */
export async function findTermsByUuids(
  db: Db,
  vocabulary: TaxonomyVocabulary,
  uuids: readonly string[],
): Promise<TermRow[]> {
  const valid = uuids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  return db
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.vocabulary, vocabulary), inArray(taxonomyTerms.uuid, valid)));
}

/** Terms by their tids, whatever their vocabulary (for included resources). */
const termsByTids = preparedQuery((db) =>
  db
    .select()
    .from(taxonomyTerms)
    .where(sql`${taxonomyTerms.tid} = ANY(${sql.placeholder('tids')}::integer[])`)
    .prepare('terms_by_tids'),
);

/** Terms by id: every job and profile answer reads its skills and country through it. */
export async function findTermsByTids(db: Db, tids: readonly number[]): Promise<TermRow[]> {
  if (tids.length === 0) return [];
  return termsByTids(db).execute({ tids: [...new Set(tids)] });
}

/**
 * The tids of the catalogue terms of `vocabulary` called `names`, in order (the demo seeds name
 * their terms). A missing term fails, unless `skipMissing`, which leaves it out.
 */
export async function termTids(
  db: Db,
  vocabulary: TaxonomyVocabulary,
  names: readonly string[],
  { skipMissing = false } = {},
): Promise<number[]> {
  const terms = await findTermsByUuids(
    db,
    vocabulary,
    names.map((name) => termId(vocabulary, name)),
  );
  const byUuid = new Map(terms.map((term) => [term.uuid, term.tid]));
  return names.flatMap((name) => {
    const tid = byUuid.get(termId(vocabulary, name));
    if (tid !== undefined) return [tid];
    if (skipMissing) return [];
    throw new Error(`The reference term ${vocabulary}:${name} is missing.`);
  });
}

/** The tid of the catalogue term of `vocabulary` called `name`; a missing term fails. */
export const termTid = async (db: Db, vocabulary: TaxonomyVocabulary, name: string) =>
  (await termTids(db, vocabulary, [name]))[0];
