import { confirmRoles } from '../auth/roles';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { updateUser } from './userRepository';

/**
 * An account proved that it holds its address (the confirmation link, a reset link, an
 * invitation's link): its roles lose "unverified", and the organizations it owns — hidden from
 * candidates until now — are published. `passHash` is set in the same write when given.
 */
export async function emailConfirmed(
  db: Db,
  user: Pick<UserRow, 'id' | 'roles'>,
  now: Date,
  changes: { passHash?: string } = {},
): Promise<void> {
  await updateUser(db, user.id, { ...changes, roles: confirmRoles(user.roles) }, now);
  await publishOwnedOrganizations(db, user.id, now);
}

/** Publishes the organizations `userId` owns: their owner has just confirmed their email. */
async function publishOwnedOrganizations(db: Db, userId: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE organizations SET status = true, changed = ${now.toISOString()}::timestamptz
    WHERE NOT status AND nid IN (SELECT organization_nid FROM organization_members
      WHERE user_id = ${userId} AND owner)`);
}
