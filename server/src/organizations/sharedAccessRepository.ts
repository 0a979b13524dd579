import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { organizationMembers } from '../db/organizationSchema';
import { users } from '../db/schema';

export interface MemberRow {
  uid: number;
  name: string;
  email: string;
  owner: boolean;
  firstName: string;
  lastName: string;
  companyPosition: number | null;
}

/** The members of an organization, the owner first, then by last and first name. */
export async function listMembers(db: Db, organizationNid: number): Promise<MemberRow[]> {
  return db
    .select({
      uid: users.id,
      name: users.name,
      email: users.mail,
      owner: organizationMembers.owner,
      firstName: organizationMembers.firstName,
      lastName: organizationMembers.lastName,
      companyPosition: organizationMembers.companyPosition,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationNid, organizationNid))
    .orderBy(
      desc(organizationMembers.owner),
      sql`lower(${organizationMembers.lastName})`,
      sql`lower(${organizationMembers.firstName})`,
      asc(users.id),
    );
}

export async function countMembers(db: Db, organizationNid: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationNid, organizationNid));
  return Number(rows[0]?.n ?? 0);
}

export async function findMember(
  db: Db,
  organizationNid: number,
  userId: number,
): Promise<{ owner: boolean } | undefined> {
  const rows = await db
    .select({ owner: organizationMembers.owner })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationNid, organizationNid),
        eq(organizationMembers.userId, userId),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertMember(
  db: Db,
  input: {
    organizationNid: number;
    userId: number;
    firstName: string;
    lastName: string;
    companyPosition: number;
  },
  now: Date,
): Promise<void> {
  await db.insert(organizationMembers).values({ ...input, owner: false, created: now });
}

export async function deleteMember(db: Db, organizationNid: number, userId: number): Promise<void> {
  await db
    .delete(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationNid, organizationNid),
        eq(organizationMembers.userId, userId),
      ),
    );
}

/**
 * Makes `newOwner` the owner and `oldOwner` a plain admin. The old owner steps down first: the
 * partial unique index allows one owner per organization at any moment.
 */
export async function switchOwner(
  db: Db,
  organizationNid: number,
  oldOwner: number,
  newOwner: number,
): Promise<void> {
  for (const [userId, owner] of [
    [oldOwner, false],
    [newOwner, true],
  ] as const) {
    await db
      .update(organizationMembers)
      .set({ owner })
      .where(
        and(
          eq(organizationMembers.organizationNid, organizationNid),
          eq(organizationMembers.userId, userId),
        ),
      );
  }
}
