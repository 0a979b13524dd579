import { and, inArray, eq, gt, isNull } from 'drizzle-orm';
import { newSecret, sha256 } from '../auth/secrets';
import type { Db } from '../db/connect';
import { accountLinks } from '../db/schema';

export type LinkPurpose = 'confirm' | 'reset' | 'invite';

/**
 * A new one-time mail link of `purpose` for `userId`, valid for `ttlMs`: returns its secret, for
 * the mail; only the secret's hash is stored.
 */
export async function createAccountLink(
  db: Db,
  { userId, purpose, ttlMs }: { userId: number; purpose: LinkPurpose; ttlMs: number },
  now: Date,
): Promise<string> {
  const secret = newSecret();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insert(accountLinks)
    .values({ userId, purpose, hash: sha256(secret), expiresAt, created: now });
  return secret;
}

export type ConsumeResult =
  { outcome: 'ok'; userId: number } | { outcome: 'unknown' | 'used' | 'expired' };

/**
 * Marks the link used and returns its user, in one statement so two concurrent requests cannot
 * both use it. When nothing was consumed, tells why.
 */
export async function consumeAccountLink(
  db: Db,
  purpose: LinkPurpose | readonly LinkPurpose[],
  hash: string,
  now: Date,
): Promise<ConsumeResult> {
  const purposes = typeof purpose === 'string' ? [purpose] : [...purpose];
  const consumed = await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.hash, hash),
        inArray(accountLinks.purpose, purposes),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
      ),
    )
    .returning({ userId: accountLinks.userId });
  if (consumed[0]) return { outcome: 'ok', userId: consumed[0].userId };
  const [row] = await db
    .select({ usedAt: accountLinks.usedAt })
    .from(accountLinks)
    .where(and(eq(accountLinks.hash, hash), inArray(accountLinks.purpose, purposes)))
    .limit(1);
  if (!row) return { outcome: 'unknown' };
  return { outcome: row.usedAt ? 'used' : 'expired' };
}

/** Whether an unused, unexpired link with this hash exists (nothing is changed). */
export async function findUsableAccountLink(
  db: Db,
  purposes: readonly LinkPurpose[],
  hash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: accountLinks.id })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.hash, hash),
        inArray(accountLinks.purpose, [...purposes]),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Invalidates every unused link of one purpose for a user (after a reset succeeds). */
export async function expireAccountLinks(
  db: Db,
  userId: number,
  purpose: LinkPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.userId, userId),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
      ),
    );
}
