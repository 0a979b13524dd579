import { eq, inArray, sql } from 'drizzle-orm';
import type { Limit } from '../config';
import type { Db } from '../db/connect';
import { rateLimits } from '../db/schema';

/**
 * Counts one event for `key` in a fixed window and returns the count including it. A single
 * upsert does the read-modify-write, so concurrent processes never lose an increment.
 */
export async function hitRateLimit(db: Db, key: string, limit: Limit, now: Date): Promise<number> {
  const windowFloor = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowFloor} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowFloor} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

/**
 * Claims the next slot of `key`, one per `intervalSeconds`: true, and the slot's time set to
 * `now`, when the last claim is at least that old (or there is none); false otherwise. One
 * conditional upsert decides, so of many concurrent claims exactly one wins.
 */
export async function claimRateLimitSlot(
  db: Db,
  key: string,
  intervalSeconds: number,
  now: Date,
): Promise<boolean> {
  const floor = new Date(now.getTime() - intervalSeconds * 1000);
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStart: now, count: sql`${rateLimits.count} + 1` },
      setWhere: sql`${rateLimits.windowStart} <= ${floor}`,
    })
    .returning({ key: rateLimits.key });
  return rows.length > 0;
}

/** A counter to read: its key and the limit whose window applies. */
export interface RateLimitCheck {
  key: string;
  limit: Limit;
}

/**
 * The number of events counted for each key in its current window, without counting one, in the
 * order of `checks` — one query for all of them.
 */
export async function peekRateLimits(
  db: Db,
  checks: readonly RateLimitCheck[],
  now: Date,
): Promise<number[]> {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        checks.map((check) => check.key),
      ),
    );
  return checks.map(({ key, limit }) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) return 0;
    const expired = row.windowStart.getTime() <= now.getTime() - limit.windowSeconds * 1000;
    return expired ? 0 : row.count;
  });
}

/** Forgets the counter for `key` (a successful sign-in clears the account's failures). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes back one counted event of `key` (an attempt that turned out to be legitimate). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
