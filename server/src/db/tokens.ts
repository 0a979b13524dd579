import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from './connect';
import { accessTokens, refreshTokens, tokenFamilies, users } from './schema';

/** Who an access token speaks for. */
export interface TokenOwner {
  userId: number;
  uuid: string;
  roles: string[];
  familyId: number;
}

/** Opens a token family for a new sign-in and returns its id. */
export async function createFamily(
  db: Db,
  userId: number,
  clientId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(tokenFamilies)
    .values({ userId, clientId, created: now })
    .returning({ id: tokenFamilies.id });
  return row.id;
}

/** Stores the hashes of a new access/refresh pair in a family. */
export async function storeTokenPair(
  db: Db,
  familyId: number,
  access: { hash: string; expiresAt: Date },
  refresh: { hash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values({ ...access, familyId });
  await db.insert(refreshTokens).values({ ...refresh, familyId });
}

/** Resolves a live access token (not expired, family not revoked, user not blocked). */
export async function findAccessTokenOwner(
  db: Db,
  hash: string,
  now: Date,
): Promise<TokenOwner | undefined> {
  const rows = await db
    .select({
      userId: users.id,
      uuid: users.uuid,
      roles: users.roles,
      familyId: tokenFamilies.id,
    })
    .from(accessTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, accessTokens.familyId))
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(
      and(
        eq(accessTokens.hash, hash),
        gt(accessTokens.expiresAt, now),
        isNull(tokenFamilies.revokedAt),
        eq(users.status, true),
      ),
    )
    .limit(1);
  return rows[0];
}

export type RefreshUse =
  | { outcome: 'ok'; familyId: number; userId: number }
  | { outcome: 'reused'; familyId: number }
  | { outcome: 'invalid' };

/**
 * Marks a refresh token used, in one conditional UPDATE so two processes can never both rotate
 * it. A token that was already used reports `reused` so the caller can revoke its family.
 */
export async function useRefreshToken(
  db: Db,
  hash: string,
  clientId: string,
  now: Date,
): Promise<RefreshUse> {
  const liveFamilies = db
    .select({ id: tokenFamilies.id })
    .from(tokenFamilies)
    .where(and(isNull(tokenFamilies.revokedAt), eq(tokenFamilies.clientId, clientId)));
  const used = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.hash, hash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
        inArray(refreshTokens.familyId, liveFamilies),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  if (used[0]) {
    const [family] = await db
      .select({ userId: tokenFamilies.userId })
      .from(tokenFamilies)
      .where(eq(tokenFamilies.id, used[0].familyId));
    return { outcome: 'ok', familyId: used[0].familyId, userId: family.userId };
  }
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.hash, hash))
    .limit(1);
  if (row?.usedAt) return { outcome: 'reused', familyId: row.familyId };
  return { outcome: 'invalid' };
}

/** Revokes families: their access tokens are deleted and their refresh tokens stop working. */
async function revokeWhere(db: Db, familyIds: number[], now: Date): Promise<void> {
  if (familyIds.length === 0) return;
  await db
    .update(tokenFamilies)
    .set({ revokedAt: now })
    .where(and(inArray(tokenFamilies.id, familyIds), isNull(tokenFamilies.revokedAt)));
  await db.delete(accessTokens).where(inArray(accessTokens.familyId, familyIds));
}

/** Revokes one token family (all its access and refresh tokens). */
export async function revokeFamily(db: Db, familyId: number, now: Date): Promise<void> {
  await revokeWhere(db, [familyId], now);
}

/** Revokes every token family of a user, except `keepFamilyId` when given. */
export async function revokeUserFamilies(
  db: Db,
  userId: number,
  keepFamilyId: number | null,
  now: Date,
): Promise<void> {
  const condition =
    keepFamilyId === null
      ? eq(tokenFamilies.userId, userId)
      : and(eq(tokenFamilies.userId, userId), ne(tokenFamilies.id, keepFamilyId));
  const rows = await db.select({ id: tokenFamilies.id }).from(tokenFamilies).where(condition);
  await revokeWhere(
    db,
    rows.map((row) => row.id),
    now,
  );
}
