import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import { forgetTokenOwners } from './tokenOwnerChanges';
import { accessTokens, refreshTokens, tokenFamilies, users } from '../db/schema';

/** Who an access token speaks for. */
export interface TokenOwner {
  userId: number;
  uuid: string;
  roles: string[];
  familyId: number;
}

interface TokenToStore {
  hash: string;
  expiresAt: Date;
}

/**
 * Stores an access/refresh pair in one statement: in the family `familyId` (a refresh grant), or
 * in a new family opened for the sign-in (a password grant). Returns the family's id.
 */
export async function storeTokenPair(
  db: Db,
  family: number | { userId: number; clientId: string; created: Date },
  access: TokenToStore,
  refresh: TokenToStore,
): Promise<number> {
  const familyRow =
    typeof family === 'number'
      ? sql`SELECT ${family}::integer AS id`
      : sql`INSERT INTO token_families (user_id, client_id, created)
            VALUES (${family.userId}, ${family.clientId}, ${family.created}) RETURNING id`;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`WITH family AS (${familyRow}),
      access AS (
        INSERT INTO access_tokens (hash, family_id, expires_at)
        SELECT ${access.hash}, id, ${access.expiresAt} FROM family
      )
      INSERT INTO refresh_tokens (hash, family_id, expires_at)
      SELECT ${refresh.hash}, id, ${refresh.expiresAt} FROM family
      RETURNING family_id AS id`,
  );
  return Number(row.id);
}

const accessTokenOwner = preparedQuery((db) =>
  db
    .select({
      userId: users.id,
      uuid: users.uuid,
      roles: users.roles,
      familyId: tokenFamilies.id,
      expiresAt: accessTokens.expiresAt,
    })
    .from(accessTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, accessTokens.familyId))
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(
      and(
        eq(accessTokens.hash, sql.placeholder('hash')),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
        isNull(tokenFamilies.revokedAt),
        eq(users.status, true),
      ),
    )
    .limit(1)
    .prepare('access_token_owner'),
);

/**
 * Resolves a live access token (not expired, family not revoked, user not blocked), with when it
 * expires. Every signed-in request that tokenOwners.ts has not seen asks, hence a prepared query.
 */
export async function findAccessTokenOwner(
  db: Db,
  hash: string,
  now: Date,
): Promise<{ owner: TokenOwner; expiresAt: Date } | undefined> {
  const [row] = await accessTokenOwner(db).execute({ hash, now: now.toISOString() });
  if (!row) return undefined;
  const { expiresAt, ...owner } = row;
  return { owner, expiresAt };
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
  forgetTokenOwners({ families: familyIds });
}

/**
 * The sign-in (token family) an access or refresh token of `clientId` belongs to, whether or not
 * the token is still live, or undefined for a token nobody issued to that client.
 */
export async function findTokenFamily(
  db: Db,
  hash: string,
  clientId: string,
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT f.id FROM token_families f
        WHERE f.client_id = ${clientId}
          AND (f.id IN (SELECT family_id FROM access_tokens WHERE hash = ${hash})
            OR f.id IN (SELECT family_id FROM refresh_tokens WHERE hash = ${hash}))
        LIMIT 1`,
  );
  return row ? Number(row.id) : undefined;
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
