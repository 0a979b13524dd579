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

/** When the current window of `key` started, or null when nothing is counted. */
export async function rateLimitWindowStart(db: Db, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return row?.windowStart ?? null;
}

/** Takes back one counted event of `key` (an attempt that turned out to be legitimate). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
