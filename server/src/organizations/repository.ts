import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import { organizationMembers, organizations, type OrganizationRow } from '../db/organizationSchema';
import { files } from '../db/profileSchema';
import type { OrganizationValues } from './attributes';

/** The columns a client may change (everything but ids, timestamps and business settings). */
export type OrganizationChangeColumns = Omit<
  OrganizationRow,
  | 'nid'
  | 'uuid'
  | 'created'
  | 'changed'
  | 'status'
  | 'jobQuota'
  | 'featuredJobQuota'
  | 'inviteQuotaPerWeek'
  | 'candidateDatabaseDate'
>;

/** The values of a new organization before the first write. */
export function emptyOrganizationValues(): OrganizationValues {
  return {
    title: '',
    colorPicker: '#ffffff',
    contactEmail: null,
    hiresNeeded: null,
    parentalLeaveWeeks: null,
    parentalLeaveAllParents: null,
    flexibleHours: null,
    partTimePossible: null,
    remotePolicy: null,
    childcareSupport: null,
    payEquityStatement: null,
    payEquityAuditYear: null,
    womenInTechPercent: null,
    womenInLeadershipPercent: null,
    womenShareAsOf: null,
    phoneNumber: null,
    websiteUrl: null,
    linkedinProfile: null,
    twitterProfile: null,
    facebookProfile: null,
    video: [],
    companySize: null,
    currency: 'USD',
    companyDescription: null,
    whatMakesUnique: null,
    videoText: null,
    techChallenges: null,
    cultureDescription: null,
    logoFid: null,
    backgroundFid: null,
    cultureImageFids: [],
    technicalSkillTids: [],
    benefitTids: [],
    industryTids: [],
    hiringLocationTid: null,
    billingFirstName: null,
    billingLastName: null,
    billingEmail: null,
    billingPhone: null,
    companyDataCompany: null,
    companyDataVatEin: null,
    companyDataAddress1: null,
    companyDataAddress2: null,
    companyDataPostalCode: null,
    companyDataCity: null,
    companyDataState: null,
    companyDataCountry: null,
  };
}

/** The values of a stored organization, in the shape the attribute specs use (with the date of its facts). */
export function valuesOf(row: OrganizationRow): OrganizationValues {
  const values: OrganizationValues = {};
  for (const key of [...Object.keys(emptyOrganizationValues()), 'factsUpdated']) {
    values[key] = (row as unknown as Record<string, unknown>)[key];
  }
  return values;
}

const organizationByNid = preparedQuery((db) =>
  db
    .select()
    .from(organizations)
    .where(eq(organizations.nid, sql.placeholder('nid')))
    .limit(1)
    .prepare('organization_by_nid'),
);

export async function findOrganizationByNid(
  db: Db,
  nid: number,
): Promise<OrganizationRow | undefined> {
  const rows = await organizationByNid(db).execute({ nid });
  return rows[0];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organizations with the given node ids (any order). */
const organizationsByNids = preparedQuery((db) =>
  db
    .select()
    .from(organizations)
    .where(sql`${organizations.nid} = ANY(${sql.placeholder('nids')}::integer[])`)
    .prepare('organizations_by_nids'),
);

export async function findOrganizationsByNids(
  db: Db,
  nids: readonly number[],
): Promise<OrganizationRow[]> {
  if (nids.length === 0) return [];
  return organizationsByNids(db).execute({ nids: [...nids] });
}

export async function findOrganizationByUuid(
  db: Db,
  uuid: string,
): Promise<OrganizationRow | undefined> {
  if (!UUID.test(uuid)) return undefined;
  const rows = await db
    .select()
    .from(organizations)
    .where(eq(organizations.uuid, uuid.toLowerCase()))
    .limit(1);
  return rows[0];
}

/** Creates an organization with `userId` as its owner. */
export async function insertOrganization(
  db: Db,
  input: {
    uuid: string;
    userId: number;
    /** Public at once (default), or once its owner confirms their email. */
    published?: boolean;
    values: OrganizationValues;
    owner: OwnerName;
  },
  now: Date,
): Promise<OrganizationRow> {
  const [row] = await db
    .insert(organizations)
    .values({
      ...(input.values as OrganizationChangeColumns),
      status: input.published ?? true,
      uuid: input.uuid,
      created: now,
      changed: now,
    })
    .returning();
  await db.insert(organizationMembers).values({
    organizationNid: row.nid,
    userId: input.userId,
    owner: true,
    firstName: input.owner.firstName,
    lastName: input.owner.lastName,
    companyPosition: input.owner.companyPosition,
    created: now,
  });
  return row;
}

export interface OwnerName {
  firstName: string;
  lastName: string;
  companyPosition: number | null;
}

export async function updateOrganization(
  db: Db,
  nid: number,
  values: OrganizationValues,
  now: Date,
): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({ ...(values as OrganizationChangeColumns), changed: now })
    .where(eq(organizations.nid, nid))
    .returning();
  return row;
}

/** Removes an organization; members and integrations go with it (ON DELETE CASCADE). */
export async function deleteOrganization(db: Db, nid: number): Promise<void> {
  await db.delete(organizations).where(eq(organizations.nid, nid));
}

/** How many organizations `userId` owns (locks their membership rows for the transaction). */
/** At most this many organizations owned by one user (made, or taken over). */
export const MAX_OWNED_ORGANIZATIONS = 20;

export async function countOwnedOrganizations(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.owner, true)));
  return Number(rows[0]?.n ?? 0);
}

/** Serializes concurrent creates by one user (a transaction-scoped advisory lock). */
export async function lockUserOrganizations(db: Db, userId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(7001, ${userId})`);
}

/** The organizations `userId` belongs to, by title, with whether they own each. */
export async function listMemberOrganizations(
  db: Db,
  userId: number,
  page: { offset: number; limit: number } | null,
): Promise<{ row: OrganizationRow; owner: boolean }[]> {
  const query = db
    .select({ row: organizations, owner: organizationMembers.owner })
    .from(organizations)
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationNid, organizations.nid),
        eq(organizationMembers.userId, userId),
      ),
    )
    .orderBy(sql`lower(${organizations.title})`, asc(organizations.nid));
  return page ? query.offset(page.offset).limit(page.limit) : query;
}

export async function countMemberOrganizations(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

/** Published organizations by title, for the public listing. */
export async function listPublishedOrganizations(
  db: Db,
  page: { offset: number; limit: number },
): Promise<OrganizationRow[]> {
  return db
    .select()
    .from(organizations)
    .where(eq(organizations.status, true))
    .orderBy(sql`lower(${organizations.title})`, asc(organizations.nid))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countPublishedOrganizations(db: Db): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(organizations)
    .where(eq(organizations.status, true));
  return Number(rows[0]?.n ?? 0);
}

/** The image files an organization shows. */
export function imageFids(values: OrganizationValues): number[] {
  return [
    values.logoFid,
    values.backgroundFid,
    ...((values.cultureImageFids as number[]) ?? []),
  ].filter((fid): fid is number => typeof fid === 'number');
}

/**
 * Keeps file status in step with the organization's references: attached files become
 * permanent; files it stopped showing become temporary, so housekeeping removes them later.
 */
export async function syncOrganizationFiles(
  db: Db,
  before: readonly number[],
  after: readonly number[],
  now: Date,
): Promise<void> {
  const dropped = before.filter((fid) => !after.includes(fid));
  if (after.length > 0)
    await db
      .update(files)
      .set({ status: true, changed: now })
      .where(inArray(files.fid, [...new Set(after)]));
  if (dropped.length > 0)
    await db
      .update(files)
      .set({ status: false, changed: now })
      .where(inArray(files.fid, [...new Set(dropped)]));
}
