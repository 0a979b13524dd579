import { confirmRoles } from '../auth/roles';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { publishOwnedOrganizations } from '../organizations/repository';
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
