import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';
import { useOnce } from '../db/useOnce';

export type InvitationKind = 'admin' | 'owner';

/** An invitation as stored, with its organization's title and its sender's name. */
export interface InvitationRow {
  id: number;
  organizationNid: number;
  organizationTitle: string;
  kind: InvitationKind;
  email: string;
  firstName: string;
  lastName: string;
  companyPosition: number | null;
  invitedBy: number;
  inviterName: string;
  expiresAt: Date;
  answeredAt: Date | null;
}

const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

function rowOf(raw: Record<string, unknown>): InvitationRow {
  return {
    id: Number(raw.id),
    organizationNid: Number(raw.organization_nid),
    organizationTitle: String(raw.organization_title),
    kind: raw.kind as InvitationKind,
    email: String(raw.email),
    firstName: String(raw.first_name),
    lastName: String(raw.last_name),
    companyPosition: raw.company_position === null ? null : Number(raw.company_position),
    invitedBy: Number(raw.invited_by),
    inviterName: String(raw.inviter_name ?? ''),
    expiresAt: date(raw.expires_at),
    answeredAt: raw.answered_at === null ? null : date(raw.answered_at),
  };
}

const SELECT = sql`SELECT i.*, o.title AS organization_title,
    coalesce(nullif(trim(m.first_name || ' ' || m.last_name), ''), u.name) AS inviter_name
  FROM organization_invitations i
  JOIN organizations o ON o.nid = i.organization_nid
  JOIN users u ON u.id = i.invited_by
  LEFT JOIN organization_members m ON m.organization_nid = i.organization_nid AND m.user_id = u.id`;

/**
 * Stores an invitation, replacing an open one of the same organization, kind and address (its
 * link stops working): one invitation per person and purpose is ever valid.
 */
export async function replaceInvitation(
  db: Db,
  input: Omit<InvitationRow, 'id' | 'organizationTitle' | 'inviterName' | 'answeredAt'> & {
    hash: string;
  },
  now: Date,
): Promise<void> {
  await db.execute(sql`DELETE FROM organization_invitations
    WHERE organization_nid = ${input.organizationNid} AND kind = ${input.kind}
      AND lower(email) = lower(${input.email}) AND answered_at IS NULL`);
  await db.execute(sql`INSERT INTO organization_invitations
      (organization_nid, kind, email, first_name, last_name, company_position, invited_by, hash,
       created, expires_at)
    VALUES (${input.organizationNid}, ${input.kind}, ${input.email}, ${input.firstName},
      ${input.lastName}, ${input.companyPosition}, ${input.invitedBy}, ${input.hash},
      ${now.toISOString()}::timestamptz, ${input.expiresAt.toISOString()}::timestamptz)`);
}

/** The invitation whose link secret hashes to `hash`. */
export async function findInvitationByHash(
  db: Db,
  hash: string,
): Promise<InvitationRow | undefined> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`${SELECT} WHERE i.hash = ${hash}`);
  return rows[0] ? rowOf(rows[0]) : undefined;
}

/** The organization's invitations that wait for an answer and have not expired. */
export async function listOpenInvitations(
  db: Db,
  organizationNid: number,
  now: Date,
): Promise<InvitationRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`${SELECT} WHERE i.organization_nid = ${organizationNid} AND i.answered_at IS NULL
      AND i.expires_at > ${now.toISOString()}::timestamptz ORDER BY i.created DESC, i.id DESC`,
  );
  return rows.map(rowOf);
}

/** How many invitations to manage the organization wait for an answer. */
export async function countOpenAdminInvitations(
  db: Db,
  organizationNid: number,
  now: Date,
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM organization_invitations
      WHERE organization_nid = ${organizationNid} AND kind = 'admin' AND answered_at IS NULL
        AND expires_at > ${now.toISOString()}::timestamptz`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Marks the invitation answered, in one statement, so that of two answers only one counts; false
 * when it was answered already or has expired.
 */
export function answerInvitation(db: Db, id: number, now: Date): Promise<boolean> {
  const invitation = { column: 'id', value: id } as const;
  return useOnce(
    db,
    { table: 'organization_invitations', key: invitation, usedColumn: 'answered_at' },
    now,
  );
}

/** Withdraws an open invitation of the organization; false when there is none with that id. */
export async function withdrawInvitation(
  db: Db,
  organizationNid: number,
  id: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM organization_invitations
      WHERE id = ${id} AND organization_nid = ${organizationNid} AND answered_at IS NULL
      RETURNING id`,
  );
  return rows.length > 0;
}
