import { analyzeGenderCoding } from '@contract/gender/genderCoding';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { queryRows } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import { jobs, type JobRow } from '../db/jobSchema';
import type { JobValues } from './attributes';
import { emptyJobValues } from './write';
import { locateRows } from '../search/places';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Today in UTC as YYYY-MM-DD: a job is active while valid_until is today or later. */
export const today = (now: Date): string => now.toISOString().slice(0, 10);

/** The changeable values of a stored job, in the shape the attribute specs use. */
export function valuesOf(row: JobRow): JobValues {
  const values: JobValues = {};
  for (const key of Object.keys(emptyJobValues('USD')))
    values[key] = (row as unknown as Record<string, unknown>)[key];
  return values;
}

export async function findJobByUuid(db: Db, uuid: string): Promise<JobRow | undefined> {
  if (!UUID.test(uuid)) return undefined;
  const rows = await db.select().from(jobs).where(eq(jobs.uuid, uuid.toLowerCase())).limit(1);
  return rows[0];
}

/** The jobs of `nids` that belong to organization `organizationNid` (others left out). */
export async function findOrganizationJobsByNids(
  db: Db,
  organizationNid: number,
  nids: readonly number[],
): Promise<JobRow[]> {
  if (nids.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.organizationNid, organizationNid), inArray(jobs.nid, [...nids])));
}

const jobByNid = preparedQuery((db) =>
  db
    .select()
    .from(jobs)
    .where(eq(jobs.nid, sql.placeholder('nid')))
    .limit(1)
    .prepare('job_by_nid'),
);

/** A job by node id: the public job page and the SPA's job reads ask on every view. */
export async function findJobByNid(db: Db, nid: number): Promise<JobRow | undefined> {
  const rows = await jobByNid(db).execute({ nid });
  return rows[0];
}

/**
 * The gender-coded wording category of a job's texts (description and experience requirements),
 * the same analysis the SPA's check runs.
 */
export function genderCodingOf(values: JobValues): string {
  const texts = [values.description, values.experienceRequirements].filter(
    (text): text is string => typeof text === 'string',
  );
  return analyzeGenderCoding(texts.join('\n<p></p>\n')).category;
}

/**
 * Gives the jobs stored before migration 014 their gender-coding category, a few hundred at a
 * time; jobs written since carry it already. Returns how many it categorized.
 */
export async function backfillGenderCoding(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await queryRows<{
      nid: number;
      description: string;
      experience_requirements: string | null;
    }>(
      db,
      sql`SELECT nid, description, experience_requirements FROM jobs
          WHERE gender_coding IS NULL ORDER BY nid LIMIT 500`,
    );
    if (rows.length === 0) return done;
    for (const row of rows) {
      const category = genderCodingOf({
        description: row.description,
        experienceRequirements: row.experience_requirements,
      });
      await db.execute(sql`UPDATE jobs SET gender_coding = ${category} WHERE nid = ${row.nid}`);
    }
    done += rows.length;
  }
}

export async function insertJob(
  db: Db,
  input: {
    uuid: string;
    organizationNid: number;
    authorUid: number | null;
    values: JobValues;
    greenhouse?: { boardToken: string; jobId: number };
  },
  now: Date,
): Promise<JobRow> {
  const rows = await db
    .insert(jobs)
    .values({
      ...(input.values as object),
      genderCoding: genderCodingOf(input.values),
      ...(input.greenhouse
        ? {
            greenhouseBoardToken: input.greenhouse.boardToken,
            greenhouseJobId: input.greenhouse.jobId,
          }
        : {}),
      uuid: input.uuid,
      organizationNid: input.organizationNid,
      authorUid: input.authorUid,
      created: now,
      changed: now,
    } as typeof jobs.$inferInsert)
    .returning();
  await locateRows(db, 'jobs', rows[0].nid);
  return rows[0];
}

export async function updateJob(
  db: Db,
  nid: number,
  values: JobValues,
  now: Date,
): Promise<JobRow> {
  const rows = await db
    .update(jobs)
    .set({
      ...(values as object),
      genderCoding: genderCodingOf(values),
      changed: now,
    } as Partial<typeof jobs.$inferInsert>)
    .where(eq(jobs.nid, nid))
    .returning();
  // A new city was cleared of the old one's coordinates (migration 030): where is this one?
  await locateRows(db, 'jobs', nid);
  return rows[0];
}

export async function setSticky(db: Db, nid: number, sticky: boolean, now: Date): Promise<void> {
  await db.update(jobs).set({ sticky, changed: now }).where(eq(jobs.nid, nid));
}

export async function deleteJob(db: Db, nid: number): Promise<void> {
  await db.delete(jobs).where(eq(jobs.nid, nid));
}

/** Active jobs of an organization (what its job quota counts), optionally featured ones only. */
export async function countActiveJobs(
  db: Db,
  organizationNid: number,
  now: Date,
  options: { featured?: boolean } = {},
): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.organizationNid, organizationNid),
        gte(jobs.validUntil, today(now)),
        ...(options.featured ? [eq(jobs.sticky, true)] : []),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** The JSON:API list of one organization's jobs: a page in creation order and the total. */
export async function listOrganizationJobs(
  db: Db,
  organizationNid: number,
  page: { offset: number; limit: number },
  descending: boolean,
): Promise<{ rows: JobRow[]; total: number }> {
  const order = descending
    ? [sql`${jobs.created} DESC`, sql`${jobs.nid} DESC`]
    : [sql`${jobs.created} ASC`, sql`${jobs.nid} ASC`];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(eq(jobs.organizationNid, organizationNid))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(jobs).where(eq(jobs.organizationNid, organizationNid)),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
