/**
 * Erasing an account (GDPR Art. 17). One transaction removes the user and everything that names
 * her: the users row cascades to her profile, skills, files' rows, tokens, memberships, privacy
 * choices, connections, introductions, access links and declines. Around it, this module does
 * what a cascade cannot: her organizations go to another admin or are deleted, her card leaves
 * every stored board, throttle counters keyed by her address and invitations to it go, mail still
 * queued for her is dropped, and the stored files' bytes are deleted once the rows are gone. The
 * mail confirming the deletion is queued in the same transaction and is the last one she gets.
 */
import { sql } from 'drizzle-orm';
import type { BoardState } from '@contract/candidates';
import { forgetTokenOwners } from '../auth/tokenOwnerChanges';
import { queryRows, type Db } from '../db/connect';
import { MAIL_DEAD_LETTERS, MAIL_QUEUE, type Mailer } from '../mail/mailer';
import { accountDeletedMail } from '../mail/messages';
import { QUEUE_SCHEMA } from '../queue/jobQueue';

export interface OrganizationFate {
  nid: number;
  title: string;
  /** Transferred to the longest-standing other admin, or deleted when she was alone. */
  outcome: 'transferred' | 'deleted';
  /** The new owner's name (or email when the member has no name). */
  to: string | null;
  toUserId: number | null;
}

/** What deleting the account does to the organizations she owns, as she is told before. */
export async function organizationFates(db: Db, uid: number): Promise<OrganizationFate[]> {
  const rows = await queryRows<{
    nid: number;
    title: string;
    heir_id: number | null;
    heir_name: string | null;
  }>(
    db,
    sql`SELECT o.nid, o.title, heir.user_id AS heir_id,
        COALESCE(NULLIF(TRIM(heir.first_name || ' ' || heir.last_name), ''), hu.mail) AS heir_name
      FROM organization_members m
      JOIN organizations o ON o.nid = m.organization_nid
      LEFT JOIN LATERAL (
        SELECT other.user_id, other.first_name, other.last_name FROM organization_members other
        WHERE other.organization_nid = m.organization_nid AND other.user_id <> ${uid}
        ORDER BY other.owner DESC, other.created, other.user_id LIMIT 1
      ) heir ON true
      LEFT JOIN users hu ON hu.id = heir.user_id
      WHERE m.user_id = ${uid} AND m.owner
      ORDER BY o.title, o.nid`,
  );
  return rows.map((row) => ({
    nid: Number(row.nid),
    title: row.title,
    outcome: row.heir_id === null ? 'deleted' : 'transferred',
    to: row.heir_name,
    toUserId: row.heir_id === null ? null : Number(row.heir_id),
  }));
}

/** Her card leaves every stored board (the boards of the organizations she was connected to). */
async function removeFromBoards(db: Db, candidateNid: number, now: Date): Promise<void> {
  const boards = await queryRows<{ organization_nid: number; board: BoardState | string }>(
    db,
    sql`SELECT organization_nid, board FROM candidate_boards WHERE organization_nid IN (
      SELECT organization_nid FROM candidate_connections WHERE candidate_nid = ${candidateNid})
      FOR UPDATE`,
  );
  for (const row of boards) {
    const board = typeof row.board === 'string' ? (JSON.parse(row.board) as BoardState) : row.board;
    for (const column of Object.values(board.columns))
      column.candidates = column.candidates.filter((nid) => nid !== candidateNid);
    await db.execute(sql`UPDATE candidate_boards
      SET board = ${JSON.stringify(board)}::jsonb, changed = ${now.toISOString()}::timestamptz
      WHERE organization_nid = ${row.organization_nid}`);
  }
}

/** Removes the sign-in throttle's rows that name the address `mail` (lower case). */
export async function forgetRateLimitsOf(db: Db, mail: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key LIKE ${`%:${likeEscape(mail)}`}
    OR key LIKE ${`%:${likeEscape(mail)}:%`}`);
}

/**
 * Erases account `uid` (mail `mail`) inside transaction `db`. Returns the store keys of her files,
 * to be deleted once the transaction has committed; null when the account is gone already.
 *
 * The user's row is locked first, so requests that erase the same account at once run one after
 * the other: the first erases it and queues the one "account deleted" mail, the others find no
 * row and change nothing.
 */
export async function eraseAccount(
  db: Db,
  mailer: Mailer,
  user: { id: number; mail: string },
  now: Date,
): Promise<{ fates: OrganizationFate[]; fileKeys: string[] } | null> {
  const uid = user.id;
  const [locked] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE id = ${uid} FOR UPDATE`,
  );
  if (!locked) return null;
  const fates = await organizationFates(db, uid);
  for (const fate of fates) {
    if (fate.outcome === 'deleted') {
      await db.execute(sql`DELETE FROM organizations WHERE nid = ${fate.nid}`);
      continue;
    }
    // One owner at a time (a unique index): she steps down first.
    await db.execute(sql`UPDATE organization_members SET owner = false
      WHERE organization_nid = ${fate.nid} AND user_id = ${uid}`);
    await db.execute(sql`UPDATE organization_members SET owner = true
      WHERE organization_nid = ${fate.nid} AND user_id = ${fate.toUserId}`);
    // The organization's logo and background stay with it: they become the new owner's files.
    await db.execute(sql`UPDATE files SET uid = ${fate.toUserId}
      WHERE uid = ${uid} AND fid IN (
        SELECT unnest(ARRAY[logo_fid, background_fid]) FROM organizations WHERE nid = ${fate.nid})`);
  }

  const candidate = await queryRows<{ nid: number }>(
    db,
    sql`SELECT nid FROM candidate_profiles WHERE uid = ${uid}`,
  );
  if (candidate[0]) await removeFromBoards(db, Number(candidate[0].nid), now);

  const files = await queryRows<{ storage_key: string }>(
    db,
    sql`SELECT storage_key FROM files WHERE uid = ${uid}`,
  );
  // The bytes go after the commit; recorded first, so a store that fails then is retried.
  for (const file of files)
    await db.execute(sql`INSERT INTO file_deletions (storage_key, queued_at)
      VALUES (${file.storage_key}, ${now.toISOString()}::timestamptz) ON CONFLICT DO NOTHING`);
  // Her rows; everything keyed by her id or her profile goes with them.
  await db.execute(sql`DELETE FROM users WHERE id = ${uid}`);
  forgetTokenOwners({ users: [uid] });

  const name = user.mail.trim().toLowerCase();
  await forgetRateLimitsOf(db, name);
  await db.execute(sql`DELETE FROM organization_invitations WHERE lower(email) = ${name}`);
  // Mail still waiting for her (a reset link, an introduction) is not sent after all.
  await db.execute(sql`DELETE FROM ${sql.raw(QUEUE_SCHEMA)}.job
    WHERE name IN (${MAIL_QUEUE}, ${MAIL_DEAD_LETTERS}) AND lower(data->>'to') = ${name}
      AND state <> 'active'`);
  await mailer.send(
    db,
    accountDeletedMail(
      user.mail,
      fates.map(({ title, outcome, to }) => ({ title, outcome, to })),
    ),
  );
  return { fates, fileKeys: files.map((file) => file.storage_key) };
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Deletes the stored bytes of files whose rows are gone, and forgets each key once its bytes
 * are; returns how many were deleted. Keys the store fails on stay for the next round.
 */
export async function deleteQueuedFiles(
  db: Db,
  store: { delete(key: string): Promise<void> },
  keys?: readonly string[],
): Promise<number> {
  const queued =
    keys ??
    (
      await queryRows<{ storage_key: string }>(
        db,
        sql`SELECT storage_key FROM file_deletions ORDER BY queued_at LIMIT 1000`,
      )
    ).map((row) => row.storage_key);
  let deleted = 0;
  for (const key of queued) {
    try {
      await store.delete(key);
      await db.execute(sql`DELETE FROM file_deletions WHERE storage_key = ${key}`);
      deleted += 1;
    } catch {
      // Left queued: housekeeping tries again.
    }
  }
  return deleted;
}
