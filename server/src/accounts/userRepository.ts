import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { RoleId } from '@contract/auth';
import { forgetTokenOwners } from '../auth/tokenOwnerChanges';
import type { Db } from '../db/connect';
import { users, type UserRow } from '../db/schema';

export interface NewUser {
  mail: string;
  passHash: string;
  roles: RoleId[];
}

/** Thrown by createUser when the email (compared case-insensitively) is already registered. */
export class DuplicateEmailError extends Error {}

/** Inserts a user whose name is the email, as Drupal does for these accounts. */
export async function createUser(db: Db, input: NewUser, now: Date): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        uuid: randomUUID(),
        name: input.mail,
        mail: input.mail,
        passHash: input.passHash,
        status: true,
        roles: input.roles,
        created: now,
        changed: now,
      })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateEmailError(input.mail);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause.
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown }).cause) === '23505';
}

export async function findUserByMail(db: Db, mail: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.mail}) = lower(${mail})`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserByUuid(db: Db, uuid: string): Promise<UserRow | undefined> {
  if (!UUID.test(uuid)) return undefined;
  const rows = await db.select().from(users).where(eq(users.uuid, uuid)).limit(1);
  return rows[0];
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, 'passHash' | 'roles' | 'profileType' | 'profileUuid'>>,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, changed: now })
    .where(eq(users.id, id))
    .returning();
  // Roles are part of who a token speaks for.
  if (changes.roles) forgetTokenOwners({ users: [id] });
  return row;
}

/**
 * Replaces a password hash made with older parameters by one made with the current ones, only if
 * the stored hash is still the one that was just verified (a password change in between wins).
 */
export async function upgradePasswordHash(
  db: Db,
  id: number,
  verifiedHash: string,
  upgradedHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passHash: upgradedHash })
    .where(and(eq(users.id, id), eq(users.passHash, verifiedHash)));
}
