import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireUser, type AuthContext } from '../auth/guards';
import { isEmployer } from '../auth/roles';
import type { Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import { organizationMembers, organizations, type OrganizationRow } from '../db/organizationSchema';
import { forbidden, notFound } from '../http/errors';
import { parseId } from '../http/ids';

/** The caller's place in one organization. */
export interface Membership {
  auth: AuthContext;
  organizationNid: number;
  organizationUuid: string;
  owner: boolean;
}

const NOT_FOUND = 'The requested organization does not exist.';
const NOT_A_MEMBER = 'You are not a member of this organization.';

/**
 * Refuses a caller by what one lookup of organization `nid` found: nothing (404), or the
 * organization without the caller among its members (403).
 */
export function requireFoundAsMember<T extends { member: boolean }>(found: T | undefined): T {
  if (!found) throw notFound(NOT_FOUND);
  if (!found.member) throw forbidden(NOT_A_MEMBER);
  return found;
}

/** The prepared lookups' conditions: organization `nid`, and the member row of user `userId`. */
const THE_ORGANIZATION = eq(organizations.nid, sql.placeholder('nid'));
const THE_CALLER = and(
  eq(organizationMembers.organizationNid, organizations.nid),
  eq(organizationMembers.userId, sql.placeholder('userId')),
);

const membershipOf = preparedQuery((db) =>
  db
    .select({ organizationUuid: organizations.uuid, owner: organizationMembers.owner })
    .from(organizations)
    .innerJoin(organizationMembers, THE_CALLER)
    .where(THE_ORGANIZATION)
    .limit(1)
    .prepare('organization_membership'),
);

/**
 * Reads the caller's membership of organization `nid` from the database on every request, so a
 * removed admin loses access at once, whatever tokens they still hold. Pass a transaction and
 * `lock: true` to hold the organization row (FOR UPDATE) until it ends: the row is locked first
 * and the membership read afterwards, in its own statement, so a request that waited for the
 * lock sees what the transaction before it committed (an ownership just handed over).
 */
export async function findMembership(
  db: Db,
  nid: number,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<{ organizationUuid: string; owner: boolean } | undefined> {
  if (options.lock) {
    const locked = await db
      .select({ nid: organizations.nid })
      .from(organizations)
      .where(eq(organizations.nid, nid))
      .for('update');
    if (locked.length === 0) return undefined;
  }
  const rows = await membershipOf(db).execute({ nid, userId });
  return rows[0];
}

/** Parses an organization nid from a route parameter; anything else is a 404. */
export function parseOrganizationNid(raw: string): number {
  const nid = parseId(raw);
  if (nid === null) throw notFound(NOT_FOUND);
  return nid;
}

/** The caller when they are an employer (confirmed or not); 401 anonymous, 403 candidates. */
export function requireEmployer(request: FastifyRequest): AuthContext {
  const auth = requireUser(request);
  if (!isEmployer(auth.roles)) throw forbidden('Only employers work in organizations.');
  return auth;
}

/**
 * The caller as a member of organization `nid`: 401 when anonymous, 403 for candidates, 404 when
 * the organization does not exist, 403 when the caller is not one of its members.
 */
export async function requireMember(
  request: FastifyRequest,
  db: Db,
  nid: number,
  options: { lock?: boolean } = {},
): Promise<Membership> {
  const auth = requireEmployer(request);
  const membership = await findMembership(db, nid, auth.userId, options);
  if (!membership) {
    const exists = await db
      .select({ nid: organizations.nid })
      .from(organizations)
      .where(eq(organizations.nid, nid))
      .limit(1);
    if (exists.length === 0) throw notFound(NOT_FOUND);
    throw forbidden(NOT_A_MEMBER);
  }
  return { auth, organizationNid: nid, ...membership };
}

/**
 * The organization a route's `:nid` parameter names, once the caller is one of its members: the
 * answers of parseOrganizationNid, then of requireMember.
 */
export async function requireMemberOfParam(
  request: FastifyRequest,
  db: Db,
  param: string,
): Promise<number> {
  const nid = parseOrganizationNid(param);
  await requireMember(request, db, nid);
  return nid;
}

const organizationWithMembership = preparedQuery((db) =>
  db
    .select({ organization: organizations, owner: organizationMembers.owner })
    .from(organizations)
    .leftJoin(organizationMembers, THE_CALLER)
    .where(THE_ORGANIZATION)
    .limit(1)
    .prepare('organization_with_membership'),
);

/**
 * requireMember, with the same answers, and the organization's row, read together in one
 * statement (the candidate routes need both on every request).
 */
export async function requireMemberWithOrganization(
  request: FastifyRequest,
  db: Db,
  nid: number,
): Promise<Membership & { organization: OrganizationRow }> {
  const auth = requireEmployer(request);
  const [found] = await organizationWithMembership(db).execute({ nid, userId: auth.userId });
  const row = requireFoundAsMember(found && { ...found, member: found.owner !== null });
  return {
    auth,
    organizationNid: nid,
    organizationUuid: row.organization.uuid,
    owner: row.owner === true,
    organization: row.organization,
  };
}

/** The caller as the owner of organization `nid`; admins who are not the owner get a 403. */
export async function requireOwner(
  request: FastifyRequest,
  db: Db,
  nid: number,
  options: { lock?: boolean } = {},
): Promise<Membership> {
  const membership = await requireMember(request, db, nid, options);
  if (!membership.owner) throw forbidden('Only the owner of the organization can do this.');
  return membership;
}

/** Node ids of the organizations user `userId` belongs to. */
const organizationNidsOfUser = preparedQuery((db) =>
  db
    .select({ nid: organizationMembers.organizationNid })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, sql.placeholder('userId')))
    .orderBy(sql`${organizationMembers.organizationNid}`)
    .prepare('organization_nids_of'),
);

export async function organizationNidsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await organizationNidsOfUser(db).execute({ userId });
  return rows.map((row) => row.nid);
}
