import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { organizationMembers, organizations } from '../db/organizationSchema';
import { users } from '../db/schema';

/** An organization's business settings, as an operator sees them. */
export interface BusinessSettings {
  nid: number;
  title: string;
  owner: string | null;
  jobQuota: number;
  featuredJobQuota: number;
  inviteQuotaPerWeek: number;
  candidateDatabaseDate: Date | null;
}

/** Every organization with its quotas and candidate-database access date, by node id. */
export async function listBusinessSettings(db: Db): Promise<BusinessSettings[]> {
  return db
    .select({
      nid: organizations.nid,
      title: organizations.title,
      owner: users.mail,
      jobQuota: organizations.jobQuota,
      featuredJobQuota: organizations.featuredJobQuota,
      inviteQuotaPerWeek: organizations.inviteQuotaPerWeek,
      candidateDatabaseDate: organizations.candidateDatabaseDate,
    })
    .from(organizations)
    .leftJoin(
      organizationMembers,
      sql`${organizationMembers.organizationNid} = ${organizations.nid} AND ${organizationMembers.owner}`,
    )
    .leftJoin(users, eq(users.id, organizationMembers.userId))
    .orderBy(asc(organizations.nid));
}

export type SettingsChange = Partial<
  Pick<
    BusinessSettings,
    'jobQuota' | 'featuredJobQuota' | 'inviteQuotaPerWeek' | 'candidateDatabaseDate'
  >
>;

/** Changes an organization's business settings; false when it does not exist. */
export async function changeBusinessSettings(
  db: Db,
  nid: number,
  change: SettingsChange,
): Promise<boolean> {
  const rows = await db
    .update(organizations)
    .set(change)
    .where(eq(organizations.nid, nid))
    .returning({ nid: organizations.nid });
  return rows.length > 0;
}
