import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { organizations } from '../db/organizationSchema';
import { candidateProfiles, employerProfiles, files, type FileRow } from '../db/profileSchema';
import { refreshCandidateSearch } from '../db/searchIndex';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewFile {
  uuid: string;
  uid: number;
  kind: FileRow['kind'];
  filename: string;
  filemime: string;
  filesize: number;
  storageKey: string;
  /** StoredFile.holder: the server whose disk took it, null for a bucket. */
  storedOn: string | null;
}

/** Records a stored upload as a temporary file of its uploader. */
export async function insertFile(db: Db, input: NewFile, now: Date): Promise<FileRow> {
  const [row] = await db
    .insert(files)
    .values({ ...input, status: false, created: now, changed: now })
    .returning();
  return row;
}

export async function findFileByUuid(db: Db, uuid: string): Promise<FileRow | undefined> {
  if (!UUID.test(uuid)) return undefined;
  const rows = await db.select().from(files).where(eq(files.uuid, uuid)).limit(1);
  return rows[0];
}

export async function findFilesByFids(db: Db, fids: readonly number[]): Promise<FileRow[]> {
  if (fids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(inArray(files.fid, [...new Set(fids)]));
}

/**
 * Marks files permanent (referenced by a profile) or temporary again. Only files of `uid` are
 * touched, so a reference can never change someone else's file.
 */
export async function setFilesStatus(
  db: Db,
  uid: number,
  fids: readonly number[],
  status: boolean,
  now: Date,
): Promise<void> {
  if (fids.length === 0) return;
  await db
    .update(files)
    .set({ status, changed: now })
    .where(and(eq(files.uid, uid), inArray(files.fid, [...new Set(fids)])));
}

/** Removes the row of a file; profiles that pointed at it lose the reference (ON DELETE SET NULL). */
export async function deleteFileRow(db: Db, fid: number): Promise<void> {
  await db.delete(files).where(eq(files.fid, fid));
}

/**
 * Removes every profile reference to file `fid` (picture or CV), marking those profiles changed.
 * Called before a file is deleted, so a profile never points at a missing file.
 */
export async function clearFileReferences(db: Db, fid: number, now: Date): Promise<void> {
  await db
    .update(candidateProfiles)
    .set({ pictureFid: null, changed: now })
    .where(eq(candidateProfiles.pictureFid, fid));
  const withoutCv = await db
    .update(candidateProfiles)
    .set({ cvFid: null, changed: now })
    .where(eq(candidateProfiles.cvFid, fid))
    .returning({ nid: candidateProfiles.nid });
  // The search's 'cv:1' term goes with the CV.
  for (const { nid } of withoutCv) await refreshCandidateSearch(db, nid);
  await db
    .update(employerProfiles)
    .set({ pictureFid: null, changed: now })
    .where(eq(employerProfiles.pictureFid, fid));
}

/** Files of `uid` that nothing uses yet (fresh uploads not saved into a profile or organization). */
export async function countUnusedFiles(db: Db, uid: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.uid, uid), eq(files.status, false)));
  return Number(rows[0]?.n ?? 0);
}

/** The advisory-lock class of per-user upload locks (the first key of the two-key form). */
const UPLOAD_LOCK_CLASS = 7301;

/** Serializes the uploads of one user until the transaction `db` ends. */
export async function lockUserFiles(db: Db, uid: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}, ${uid})`);
}

/**
 * Whether a published organization shows file `fid` (as logo, background or culture image): then
 * anyone may see it, on the organization's page, its jobs' pages and what crawlers keep of them.
 */
export async function isShownPublicly(db: Db, fid: number): Promise<boolean> {
  const rows = await db
    .select({ nid: organizations.nid })
    .from(organizations)
    .where(
      sql`${organizations.status} AND (${organizations.logoFid} = ${fid} OR ${organizations.backgroundFid} = ${fid} OR ${fid} = ANY(${organizations.cultureImageFids}))`,
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether an organization shows file `fid` (as logo, background or culture image). */
export async function isShownByOrganization(db: Db, fid: number): Promise<boolean> {
  const rows = await db
    .select({ nid: organizations.nid })
    .from(organizations)
    .where(
      sql`${organizations.logoFid} = ${fid} OR ${organizations.backgroundFid} = ${fid} OR ${fid} = ANY(${organizations.cultureImageFids})`,
    )
    .limit(1);
  return rows.length > 0;
}
