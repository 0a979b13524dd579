import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';

/**
 * Deletes access and refresh tokens past their expiry, then the token families left without
 * tokens. An expired refresh token is refused whether its row exists or not, so reuse detection
 * loses nothing: it only matters while the token could still have been used.
 */
export async function purgeExpiredTokens(db: Db, now: Date): Promise<number> {
  const [row] = await queryRows<{ removed: number }>(
    db,
    sql`WITH access AS (
          DELETE FROM access_tokens WHERE expires_at <= ${now} RETURNING 1
        ),
        refresh AS (
          DELETE FROM refresh_tokens WHERE expires_at <= ${now} RETURNING 1
        )
        SELECT (SELECT count(*) FROM access)::integer + (SELECT count(*) FROM refresh)::integer
          AS removed`,
  );
  // A family is born with its first pair in one statement, so an empty family is a finished one.
  await db.execute(sql`
    DELETE FROM token_families f
    WHERE NOT EXISTS (SELECT 1 FROM access_tokens a WHERE a.family_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = f.id)`);
  return Number(row.removed);
}

/**
 * Deletes confirmation and reset links that expired before `cutoff`. Links expired more
 * recently stay, so someone opening an old mail still reads that the link expired.
 */
export async function purgeAccountLinks(db: Db, cutoff: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM account_links WHERE expires_at <= ${cutoff} RETURNING id`,
  );
  return rows.length;
}

/** Deletes rate-limit counters whose window started before `cutoff` (they count 0 anyway). */
export async function purgeRateLimits(db: Db, cutoff: Date): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`DELETE FROM rate_limits WHERE window_start <= ${cutoff} RETURNING key`,
  );
  return rows.length;
}

/**
 * Deletes the rows of uploads no profile took up (temporary files) last changed before `cutoff`
 * and returns their storage keys. The status is checked by the DELETE itself, so a profile that
 * takes a file up at the same moment keeps it.
 */
export async function purgeTemporaryFiles(db: Db, cutoff: Date): Promise<string[]> {
  const rows = await queryRows<{ storage_key: string }>(
    db,
    sql`DELETE FROM files WHERE status = false AND changed <= ${cutoff} RETURNING storage_key`,
  );
  return rows.map((row) => row.storage_key);
}

/**
 * Deletes the record of jobs an alert announced once no later round can find them again: a
 * round looks at jobs created after the search's alerts began and at most an hour before its
 * last mail, and a job is announced after it was created. Two hours keeps a margin.
 */
export async function purgeAnnouncedJobs(db: Db): Promise<number> {
  const rows = await queryRows<{ job_nid: number }>(
    db,
    sql`DELETE FROM saved_search_alerts a USING saved_searches s
        WHERE a.search_id = s.id
          AND a.sent_at < greatest(s.alerts_since, s.last_mailed_at - interval '2 hours')
        RETURNING a.job_nid`,
  );
  return rows.length;
}
