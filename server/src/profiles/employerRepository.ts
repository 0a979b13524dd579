import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';
import { employerProfiles, type EmployerProfileRow } from '../db/profileSchema';
import { profilesIndex } from '../db/schema';

/** The columns an employer profile's owner can change (through the API's fields). */
export type EmployerValues = Omit<
  EmployerProfileRow,
  'nid' | 'uuid' | 'uid' | 'created' | 'changed'
>;

export async function findEmployerProfileByUuid(db: Db, uuid: string) {
  const rows = await db.select().from(employerProfiles).where(eq(employerProfiles.uuid, uuid));
  return rows[0];
}

/** The employer profile of user `uid` (there is at most one). */
export async function findEmployerProfileByUid(db: Db, uid: number) {
  const rows = await db.select().from(employerProfiles).where(eq(employerProfiles.uid, uid));
  return rows[0];
}

/** Inserts an employer profile and its profiles_index entry; a second one per user fails. */
export async function insertEmployerProfile(
  db: Db,
  input: { uuid: string; uid: number; values: EmployerValues },
  now: Date,
): Promise<EmployerProfileRow> {
  const [row] = await db
    .insert(employerProfiles)
    .values({ ...input.values, uuid: input.uuid, uid: input.uid, created: now, changed: now })
    .returning();
  await db
    .insert(profilesIndex)
    .values({ uuid: row.uuid, bundle: 'employer_profile', uid: row.uid });
  return row;
}

export async function updateEmployerProfile(
  db: Db,
  nid: number,
  values: EmployerValues,
  now: Date,
): Promise<void> {
  await db
    .update(employerProfiles)
    .set({ ...values, changed: now })
    .where(eq(employerProfiles.nid, nid));
}

/** Locks the profile row until the transaction `db` ends, so concurrent changes queue up. */
export async function lockEmployerProfile(db: Db, nid: number): Promise<void> {
  await queryRows(db, sql`SELECT nid FROM employer_profiles WHERE nid = ${nid} FOR UPDATE`);
}
