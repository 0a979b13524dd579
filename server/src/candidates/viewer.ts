/**
 * Who may look at candidates, and with which view: a member of the organization, with the full
 * view while its candidate-database access date lies ahead, and the demo's otherwise (or when a
 * demo route is asked). The rule is written here only, twice and side by side: in TypeScript
 * for the routes that look the membership up first (requireViewer), and in SQL for the search,
 * which reads the membership with its matches in one round trip (viewerSql, then admitFound).
 */
import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_MESSAGES } from '@contract/candidates';
import type { Db } from '../db/connect';
import { forbidden } from '../http/errors';
import {
  parseOrganizationNid,
  requireFoundAsMember,
  requireMemberWithOrganization,
} from '../organizations/membership';

/**
 * What a route shows: the full search and profiles, or the demo's (nothing identifying); or
 * `granted`, whichever of the two the organization's access gives (the matching lists).
 */
export type Access = 'full' | 'demo' | 'granted';

/** Who is looking at candidates: a member of one organization, with full or demo access. */
export interface Viewer {
  organizationNid: number;
  organizationTitle: string;
  userId: number;
  /** Without a future candidate-database access date an organization sees the demo only. */
  demo: boolean;
}

/** Whom a search is for, before the database has said whether they may search. */
export type SearchViewer = Pick<Viewer, 'organizationNid' | 'userId' | 'demo'>;

/** Whether an organization's candidate-database access date lies in the future. */
function hasFullAccess(date: Date | null, now: Date): boolean {
  return date !== null && date.getTime() > now.getTime();
}

/**
 * A member as a viewer of candidates, given their organization's candidate-database access date:
 * `need: 'full'` refuses organizations without access with the upgrade prompt; a demo route
 * gives the demo's view to every member; `granted` the view the access date gives.
 */
function admitViewer(
  member: Omit<Viewer, 'demo'>,
  accessDate: Date | null,
  now: Date,
  need: Access,
): Viewer {
  const full = hasFullAccess(accessDate, now);
  if (need === 'full' && !full) throw forbidden(CANDIDATE_MESSAGES.upgrade);
  return { ...member, demo: need === 'demo' || !full };
}

/**
 * The caller as a viewer of candidates for organization `nid`: a member (401/403/404 as for
 * every organization route), admitted as {@link admitViewer} says.
 */
export async function requireViewer(
  request: FastifyRequest,
  db: Db,
  rawNid: string,
  now: Date,
  need: Access,
): Promise<Viewer> {
  const nid = parseOrganizationNid(rawNid);
  const { auth, organization } = await requireMemberWithOrganization(request, db, nid);
  return admitViewer(
    { organizationNid: nid, organizationTitle: organization.title, userId: auth.userId },
    organization.candidateDatabaseDate,
    now,
    need,
  );
}

/**
 * The same rule in SQL: one row `viewer` of the organization with whether the caller is a
 * member and whether they are `admitted` to the matches (a member, with a future access date
 * unless the view is the demo's). No row when the organization does not exist.
 */
export function viewerSql(viewer: SearchViewer, now: Date): SQL {
  const access = viewer.demo
    ? sql``
    : sql` AND o.candidate_database_date > ${now.toISOString()}::timestamptz`;
  return sql`SELECT o.title, o.candidate_database_date, m.user_id IS NOT NULL AS member,
        m.user_id IS NOT NULL${access} AS admitted
      FROM organizations o
      LEFT JOIN organization_members m
        ON m.organization_nid = o.nid AND m.user_id = ${viewer.userId}
      WHERE o.nid = ${viewer.organizationNid}`;
}

/** The row of {@link viewerSql} as the search read it; undefined when there was none. */
export interface FoundViewer {
  title: string;
  candidateDatabaseDate: Date | null;
  member: boolean;
}

/**
 * Judges what {@link viewerSql} found as {@link requireViewer} judges a lookup: 404 for no
 * organization, 403 for a caller who is not a member, the upgrade prompt for the full view
 * without access.
 */
export function admitFound(
  found: FoundViewer | undefined,
  caller: Pick<Viewer, 'organizationNid' | 'userId'>,
  now: Date,
  need: Access,
): Viewer {
  const { title, candidateDatabaseDate } = requireFoundAsMember(found);
  return admitViewer({ ...caller, organizationTitle: title }, candidateDatabaseDate, now, need);
}
