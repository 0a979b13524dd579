import { sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS } from '@contract/auth';
import { DECLINE_HOLD_DAYS, INVITE_WINDOW_DAYS, type ConnectionStatus } from '@contract/candidates';
import { queryRows, type Db } from '../db/connect';
import { useOnce } from '../db/useOnce';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the hold at `now`: a refusal after it still holds the organization off. */
export const holdStartOf = (now: Date): Date =>
  new Date(now.getTime() - DECLINE_HOLD_DAYS * DAY_MS);

/**
 * What candidate `p` is to organization `organizationNid` (its connection joined as `c`): a live
 * connection's status; while a refusal of hers holds the organization off, `ended` (she ended
 * the connection) or `rejected` (she declined, and the organization removed her card since);
 * else `new`.
 */
export const connectionStatusSql = (organizationNid: number, now: Date): SQL => sql`CASE
    WHEN c.status IN ('requested', 'connected', 'rejected') THEN c.status
    WHEN EXISTS (SELECT 1 FROM candidate_declines d
      WHERE d.organization_nid = ${organizationNid} AND d.candidate_nid = p.nid
        AND d.declined_at > ${holdStartOf(now).toISOString()}::timestamptz)
      THEN CASE WHEN c.status = 'ended' THEN 'ended' ELSE 'rejected' END
    ELSE 'new' END`;

/** What candidate `candidateNid` is to organization `organizationNid` at `now`. */
export async function connectionStatusOf(
  db: Db,
  organizationNid: number,
  candidateNid: number,
  now: Date,
): Promise<ConnectionStatus> {
  const rows = await queryRows<{ status: ConnectionStatus }>(
    db,
    sql`SELECT ${connectionStatusSql(organizationNid, now)} AS status
      FROM (SELECT ${candidateNid}::int AS nid) p
      LEFT JOIN candidate_connections c
        ON c.candidate_nid = p.nid AND c.organization_nid = ${organizationNid}`,
  );
  return rows[0]?.status ?? 'new';
}

/** When the candidate last refused the organization, if ever. */
export async function declinedAt(
  db: Db,
  organizationNid: number,
  candidateNid: number,
): Promise<Date | null> {
  const rows = await queryRows<{ declined_at: Date | string }>(
    db,
    sql`SELECT declined_at FROM candidate_declines
      WHERE organization_nid = ${organizationNid} AND candidate_nid = ${candidateNid}`,
  );
  const at = rows[0]?.declined_at;
  return at === undefined ? null : at instanceof Date ? at : new Date(at);
}

/** Every candidate with a live connection to the organization (not ended), with its status. */
export async function connectionsOf(
  db: Db,
  organizationNid: number,
): Promise<{ nid: number; status: Exclude<ConnectionStatus, 'new' | 'ended'> }[]> {
  const rows = await queryRows<{ nid: number; status: Exclude<ConnectionStatus, 'new' | 'ended'> }>(
    db,
    sql`SELECT c.candidate_nid AS nid, c.status FROM candidate_connections c
      JOIN candidate_profiles p ON p.nid = c.candidate_nid
      JOIN users u ON u.id = p.uid AND u.status
      WHERE c.organization_nid = ${organizationNid} AND c.status <> 'ended'
      ORDER BY c.changed DESC, c.candidate_nid DESC`,
  );
  return rows.map((row) => ({ nid: Number(row.nid), status: row.status }));
}

/** Sets the status of a pair, creating the row when there is none. */
export async function setConnection(
  db: Db,
  input: {
    organizationNid: number;
    candidateNid: number;
    status: Exclude<ConnectionStatus, 'new' | 'ended'>;
    requestedBy?: number;
  },
  now: Date,
): Promise<void> {
  await db.execute(sql`INSERT INTO candidate_connections
      (organization_nid, candidate_nid, status, requested_by, created, changed)
    VALUES (${input.organizationNid}, ${input.candidateNid}, ${input.status},
      ${input.requestedBy ?? null}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    ON CONFLICT (organization_nid, candidate_nid)
    DO UPDATE SET status = EXCLUDED.status, changed = EXCLUDED.changed`);
}

/**
 * The organization removes the pair's connection (not one she ended: that is her history) and
 * voids its unused mail links; false when there was none.
 */
export async function removeConnection(
  db: Db,
  organizationNid: number,
  candidateNid: number,
  now: Date,
): Promise<boolean> {
  const removed = await queryRows<{ nid: number }>(
    db,
    sql`DELETE FROM candidate_connections
      WHERE organization_nid = ${organizationNid} AND candidate_nid = ${candidateNid}
        AND status <> 'ended'
      RETURNING candidate_nid AS nid`,
  );
  await voidAccessLinks(db, organizationNid, candidateNid, now);
  return removed.length > 0;
}

/** Records the candidate's refusal of the organization (a declined introduction, an ended connection). */
export async function recordDecline(
  db: Db,
  organizationNid: number,
  candidateNid: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`INSERT INTO candidate_declines (organization_nid, candidate_nid, declined_at)
    VALUES (${organizationNid}, ${candidateNid}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (organization_nid, candidate_nid) DO UPDATE SET declined_at = EXCLUDED.declined_at`);
}

/** The candidate's connections with their organizations' names, latest change first. */
export async function connectionsOfCandidate(
  db: Db,
  candidateNid: number,
): Promise<
  {
    organization_nid: number;
    organization: string;
    status: Exclude<ConnectionStatus, 'new'>;
    since: Date;
  }[]
> {
  const rows = await queryRows<{
    organization_nid: number;
    organization: string;
    status: Exclude<ConnectionStatus, 'new'>;
    since: Date | string;
  }>(
    db,
    sql`SELECT c.organization_nid, o.title AS organization, c.status, c.changed AS since
      FROM candidate_connections c JOIN organizations o ON o.nid = c.organization_nid
      WHERE c.candidate_nid = ${candidateNid}
      ORDER BY c.changed DESC, c.organization_nid DESC`,
  );
  return rows.map((row) => ({
    organization_nid: Number(row.organization_nid),
    organization: row.organization,
    status: row.status,
    since: row.since instanceof Date ? row.since : new Date(row.since),
  }));
}

/**
 * The candidate ends her connection (or a pending request) with the organization: it is kept as
 * `ended` (her history), its unused mail links go, and the refusal is recorded so it holds.
 * False when there was no connection or request to end.
 */
export async function endConnection(
  db: Db,
  organizationNid: number,
  candidateNid: number,
  now: Date,
): Promise<boolean> {
  const ended = await queryRows<{ nid: number }>(
    db,
    sql`UPDATE candidate_connections
      SET status = 'ended', changed = ${now.toISOString()}::timestamptz
      WHERE organization_nid = ${organizationNid} AND candidate_nid = ${candidateNid}
        AND status IN ('connected', 'requested')
      RETURNING candidate_nid AS nid`,
  );
  if (ended.length === 0) return false;
  await voidAccessLinks(db, organizationNid, candidateNid, now);
  await recordDecline(db, organizationNid, candidateNid, now);
  return true;
}

/**
 * The candidate answers the organization's pending request from inside the app, exactly as the
 * mailed link would: accepted, the pair is connected; declined, it is rejected and the refusal
 * recorded. Either way the mailed links die. False when no request was waiting (answered by
 * mail in the meantime, or withdrawn); the status change is one statement, so of two answers
 * at once only one counts.
 */
export async function answerIntroduction(
  db: Db,
  organizationNid: number,
  candidateNid: number,
  accepted: boolean,
  now: Date,
): Promise<boolean> {
  const answered = await queryRows<{ nid: number }>(
    db,
    sql`UPDATE candidate_connections
      SET status = ${accepted ? 'connected' : 'rejected'}, changed = ${now.toISOString()}::timestamptz
      WHERE organization_nid = ${organizationNid} AND candidate_nid = ${candidateNid}
        AND status = 'requested'
      RETURNING candidate_nid AS nid`,
  );
  if (answered.length === 0) return false;
  await recordAnswer(db, organizationNid, candidateNid, accepted, now);
  if (!accepted) await recordDecline(db, organizationNid, candidateNid, now);
  await voidAccessLinks(db, organizationNid, candidateNid, now);
  return true;
}

/** An active candidate's profile: what request_access needs to decide and to write the mail. */
export interface IntroductionTarget {
  nid: number;
  uid: number;
  firstName: string;
  lastName: string;
  mail: string;
  thirdParty: string | null;
}

/** The candidate with node id `nid` whose account is active. */
export async function findIntroductionTarget(
  db: Db,
  nid: number,
): Promise<IntroductionTarget | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT p.nid, p.uid, p.first_name, p.last_name, u.mail, p.third_party_communications
      FROM candidate_profiles p JOIN users u ON u.id = p.uid AND u.status
        AND NOT (${ROLE_IDS.unverifiedCandidate} = ANY(u.roles))
      WHERE p.nid = ${nid}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    nid: Number(row.nid),
    uid: Number(row.uid),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    mail: String(row.mail),
    thirdParty:
      row.third_party_communications === null ? null : String(row.third_party_communications),
  };
}

/** Whether the candidate profile `nid` belongs to an active account. */
export async function isActiveCandidate(db: Db, nid: number): Promise<boolean> {
  return (await findIntroductionTarget(db, nid)) !== undefined;
}

/** Introductions the organization asked for in the rolling window ending now. */
export async function introductionsUsed(
  db: Db,
  organizationNid: number,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - INVITE_WINDOW_DAYS * DAY_MS);
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM candidate_introductions
      WHERE organization_nid = ${organizationNid} AND created > ${since.toISOString()}::timestamptz`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Records an introduction asked for (the weekly quota counts them, the dashboard's charts read
 * them). `direct`: a third-party profile, connected at once, accepted without an answer of hers.
 */
export async function recordIntroduction(
  db: Db,
  organizationNid: number,
  candidateNid: number,
  now: Date,
  direct = false,
): Promise<void> {
  await db.execute(sql`INSERT INTO candidate_introductions
      (organization_nid, candidate_nid, created, accepted)
    VALUES (${organizationNid}, ${candidateNid}, ${now.toISOString()}::timestamptz,
      ${direct ? true : null})`);
}

/**
 * Records her answer on the organization's latest unanswered introduction of her: when she
 * answered and whether she accepted (the funnel and the time to an answer read them).
 */
export async function recordAnswer(
  db: Db,
  organizationNid: number,
  candidateNid: number,
  accepted: boolean,
  now: Date,
): Promise<void> {
  await db.execute(sql`UPDATE candidate_introductions
    SET answered_at = ${now.toISOString()}::timestamptz, accepted = ${accepted}
    WHERE id = (SELECT id FROM candidate_introductions
      WHERE organization_nid = ${organizationNid} AND candidate_nid = ${candidateNid}
        AND accepted IS NULL
      ORDER BY created DESC, id DESC LIMIT 1)`);
}

/** Stores the hash of a confirm/decline link. */
export async function createAccessLink(
  db: Db,
  input: { hash: string; organizationNid: number; candidateNid: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.execute(sql`INSERT INTO candidate_access_links
      (hash, organization_nid, candidate_nid, created, expires_at)
    VALUES (${input.hash}, ${input.organizationNid}, ${input.candidateNid},
      ${now.toISOString()}::timestamptz, ${input.expiresAt.toISOString()}::timestamptz)`);
}

export interface AccessLink {
  organizationNid: number;
  candidateNid: number;
  candidateUid: number;
  usedAt: Date | null;
  expiresAt: Date;
}

/** Where the mail of an introduction stands, as the employer who asked is shown it. */
export type IntroductionMailState = 'queued' | 'sent' | 'retrying' | 'failed';

/** Records what the queue did with the mail of the link with this hash. */
export async function recordIntroductionMailState(
  db: Db,
  hash: string,
  state: Exclude<IntroductionMailState, 'queued'>,
): Promise<void> {
  // A late "retrying" never overwrites the final word of a delivery that already succeeded.
  await db.execute(sql`UPDATE candidate_access_links SET mail_state = ${state}
    WHERE hash = ${hash} AND mail_state <> 'sent'`);
}

/** The mail state of the pair's open (unused) introduction link, if there is one. */
export async function openIntroductionMailState(
  db: Db,
  organizationNid: number,
  candidateNid: number,
): Promise<IntroductionMailState | null> {
  const rows = await queryRows<{ mail_state: IntroductionMailState }>(
    db,
    sql`SELECT mail_state FROM candidate_access_links
      WHERE organization_nid = ${organizationNid} AND candidate_nid = ${candidateNid}
        AND used_at IS NULL
      ORDER BY created DESC LIMIT 1`,
  );
  return rows[0]?.mail_state ?? null;
}

/** The link with this hash, with the account of its candidate. */
export async function findAccessLink(db: Db, hash: string): Promise<AccessLink | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT l.organization_nid, l.candidate_nid, p.uid, l.used_at, l.expires_at
      FROM candidate_access_links l JOIN candidate_profiles p ON p.nid = l.candidate_nid
      WHERE l.hash = ${hash}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
  return {
    organizationNid: Number(row.organization_nid),
    candidateNid: Number(row.candidate_nid),
    candidateUid: Number(row.uid),
    usedAt: row.used_at === null ? null : date(row.used_at),
    expiresAt: date(row.expires_at),
  };
}

/** Marks the link used, in one statement, so that only one of two concurrent uses succeeds. */
export function consumeAccessLink(db: Db, hash: string, now: Date): Promise<boolean> {
  const link = { column: 'hash', value: hash } as const;
  return useOnce(db, { table: 'candidate_access_links', key: link, usedColumn: 'used_at' }, now);
}

/** Voids every unused link of the pair (after an answer, or when the request is withdrawn). */
export async function voidAccessLinks(
  db: Db,
  organizationNid: number,
  candidateNid: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`UPDATE candidate_access_links SET used_at = ${now.toISOString()}::timestamptz
    WHERE organization_nid = ${organizationNid} AND candidate_nid = ${candidateNid}
      AND used_at IS NULL`);
}
