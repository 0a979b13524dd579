import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';
import {
  candidateProfiles,
  candidateProfileSkills,
  type CandidateProfileRow,
} from '../db/profileSchema';
import { profilesIndex } from '../db/schema';
import { refreshCandidateSearch } from '../db/searchIndex';
import { locateRows } from '../search/places';
import { recordPrivacyChoices } from './privacyChoices';

/** The columns a candidate profile's owner can change (through the API's fields). */
export type CandidateValues = Omit<
  CandidateProfileRow,
  'nid' | 'uuid' | 'uid' | 'created' | 'changed'
>;

/** Skills in profile order, with one level each. */
export interface CandidateSkills {
  technical: { tid: number; level: string }[];
  personal: { tid: number; level: string }[];
}

export interface CandidateRecord {
  row: CandidateProfileRow;
  skills: CandidateSkills;
}

async function withSkills(db: Db, row: CandidateProfileRow | undefined) {
  if (!row) return undefined;
  const rows = await db
    .select()
    .from(candidateProfileSkills)
    .where(eq(candidateProfileSkills.nid, row.nid))
    .orderBy(asc(candidateProfileSkills.kind), asc(candidateProfileSkills.delta));
  const pick = (kind: 'technical' | 'personal') =>
    rows.filter((r) => r.kind === kind).map((r) => ({ tid: r.tid, level: r.level }));
  return { row, skills: { technical: pick('technical'), personal: pick('personal') } };
}

/** The candidate profile with this uuid (uuids already checked for shape by the caller). */
export async function findCandidateProfileByUuid(db: Db, uuid: string) {
  const rows = await db.select().from(candidateProfiles).where(eq(candidateProfiles.uuid, uuid));
  return withSkills(db, rows[0]);
}

/** The candidate profile of user `uid` (there is at most one). */
export async function findCandidateProfileByUid(db: Db, uid: number) {
  const rows = await db.select().from(candidateProfiles).where(eq(candidateProfiles.uid, uid));
  return withSkills(db, rows[0]);
}

async function replaceSkills(db: Db, nid: number, skills: CandidateSkills): Promise<void> {
  await db.delete(candidateProfileSkills).where(eq(candidateProfileSkills.nid, nid));
  const rows = (['technical', 'personal'] as const).flatMap((kind) =>
    skills[kind].map((skill, delta) => ({ nid, kind, delta, ...skill })),
  );
  if (rows.length > 0) await db.insert(candidateProfileSkills).values(rows);
}

/**
 * Inserts a candidate profile with its skills and its profiles_index entry. The unique uid
 * makes a second profile for the same user fail, even when two requests race.
 */
export async function insertCandidateProfile(
  db: Db,
  input: { uuid: string; uid: number; values: CandidateValues; skills: CandidateSkills },
  now: Date,
): Promise<CandidateRecord> {
  const [row] = await db
    .insert(candidateProfiles)
    .values({ ...input.values, uuid: input.uuid, uid: input.uid, created: now, changed: now })
    .returning();
  await replaceSkills(db, row.nid, input.skills);
  await recordPrivacyChoices(db, input.uid, null, input.values, now);
  await db
    .insert(profilesIndex)
    .values({ uuid: row.uuid, bundle: 'candidate_profile', uid: row.uid });
  await refreshCandidateSearch(db, row.nid);
  await locateRows(db, 'candidate_profiles', row.nid);
  return { row, skills: input.skills };
}

/** Writes the profile's values (and its skills when given). */
export async function updateCandidateProfile(
  db: Db,
  nid: number,
  values: CandidateValues,
  skills: CandidateSkills | null,
  now: Date,
): Promise<void> {
  const [before] = await db
    .select({
      uid: candidateProfiles.uid,
      thirdPartyCommunications: candidateProfiles.thirdPartyCommunications,
      nameVisibleToCompanies: candidateProfiles.nameVisibleToCompanies,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.nid, nid));
  await db
    .update(candidateProfiles)
    .set({ ...values, changed: now })
    .where(and(eq(candidateProfiles.nid, nid)));
  if (before) await recordPrivacyChoices(db, before.uid, before, values, now);
  if (skills) await replaceSkills(db, nid, skills);
  await refreshCandidateSearch(db, nid);
  await locateRows(db, 'candidate_profiles', nid);
}

/** Locks the profile row until the transaction `db` ends, so concurrent changes queue up. */
export async function lockCandidateProfile(db: Db, nid: number): Promise<void> {
  await queryRows(db, sql`SELECT nid FROM candidate_profiles WHERE nid = ${nid} FOR UPDATE`);
}
