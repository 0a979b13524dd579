/**
 * Rendered public job pages, kept in the database (migration 028): written when a job is
 * rendered, read by every server. A kept page is served only while it is fresh: rendered by this
 * build, from the job and organization rows as they are now (`source`, a digest of both rows,
 * compared in the statement that reads the page), and, for an open job, before its valid-until
 * day has passed.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';

/** A page as it is kept: its status and the whole document, brotli-compressed. */
export interface KeptJobPage {
  status: 200 | 404;
  body: Buffer;
}

/** What identifies one rendering of a job's page. */
export interface PageVariant {
  /** The site (host configuration, address and title) the page was rendered for: a digest. */
  variant: string;
  /** The build it was rendered by: a digest of the renderer, index.html and chunk manifest. */
  build: string;
}

/**
 * A digest of everything of the job (`j`) and its organization (`o`) the page can show: what a
 * kept page's `source` is compared with.
 */
export const SOURCE = sql`md5(j::text || o::text)`;

/** The job's row as the page reads it, and its kept page when that is fresh. */
export interface JobPageLookup {
  /**
   * Whether anyone may read the job today: open (its last day not passed) and its organization
   * published. A job that is not has ended for the public: its page answers 410 Gone.
   */
  open: boolean;
  /** The job's last day as open (YYYY-MM-DD). */
  validUntil: string;
  /** The digest of the job's and organization's rows now (what a render is kept with). */
  source: string;
  /** The kept page when it is fresh; null when there is none or it is out of date. */
  fresh: KeptJobPage | null;
}

/** The job `nid`'s kept page for `page`, with its freshness; null when there is no such job. */
export async function lookUpJobPage(
  db: Db,
  nid: number,
  page: PageVariant,
  today: string,
): Promise<JobPageLookup | null> {
  const [row] = await queryRows<{
    open: boolean;
    source: string;
    valid_until: string;
    status: number | null;
    body: Uint8Array | null;
  }>(
    db,
    sql`SELECT j.valid_until >= ${today}::date AND o.status AS open,
        ${SOURCE} AS source, j.valid_until::text AS valid_until, p.status,
        CASE WHEN p.build = ${page.build} AND p.source = ${SOURCE}
          AND (p.status = 404 OR p.valid_until >= ${today}::date) THEN p.body END AS body
      FROM jobs j
      JOIN organizations o ON o.nid = j.organization_nid
      LEFT JOIN job_pages p ON p.nid = j.nid AND p.variant = ${page.variant}
      WHERE j.nid = ${nid}`,
  );
  if (!row) return null;
  const fresh =
    row.body === null
      ? null
      : {
          status: row.status as 200 | 404,
          body: Buffer.from(row.body.buffer, row.body.byteOffset, row.body.byteLength),
        };
  return { open: row.open, validUntil: row.valid_until, source: row.source, fresh };
}

/**
 * Keeps a rendered page, as rendered from rows whose digest was `source` (read before the render:
 * a job changed during it makes the page out of date at once, never falsely fresh).
 */
export async function storeJobPage(
  db: Db,
  nid: number,
  page: PageVariant & { source: string; validUntil: string },
  kept: KeptJobPage,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO job_pages AS p (nid, variant, build, source, status, valid_until, body,
        rendered_at)
      SELECT j.nid, ${page.variant}, ${page.build}, ${page.source}, ${kept.status},
        ${page.validUntil}::date, ${kept.body}, ${now.toISOString()}::timestamptz
      FROM jobs j WHERE j.nid = ${nid}
      ON CONFLICT (nid, variant) DO UPDATE SET build = EXCLUDED.build, source = EXCLUDED.source,
        status = EXCLUDED.status, valid_until = EXCLUDED.valid_until, body = EXCLUDED.body,
        rendered_at = EXCLUDED.rendered_at
      WHERE p.rendered_at <= EXCLUDED.rendered_at`,
  );
}

/**
 * Jobs open today, of published organizations, whose page for `page` is missing or out of date,
 * the most recently changed first (what visitors and crawlers are most likely to ask for next).
 */
export async function jobsWithStalePages(
  db: Db,
  page: PageVariant,
  today: string,
  limit: number,
): Promise<number[]> {
  const rows = await queryRows<{ nid: number }>(
    db,
    sql`SELECT j.nid
      FROM jobs j
      JOIN organizations o ON o.nid = j.organization_nid
      LEFT JOIN job_pages p ON p.nid = j.nid AND p.variant = ${page.variant}
      WHERE j.valid_until >= ${today}::date AND o.status
        AND (p.nid IS NULL OR p.build <> ${page.build} OR p.source <> ${SOURCE})
      ORDER BY j.changed DESC, j.nid DESC
      LIMIT ${limit}`,
  );
  return rows.map((row) => row.nid);
}

/**
 * Forgets the kept pages of jobs whose last day was before `before` (YYYY-MM-DD): an ended job's
 * page is its 404, rendered again should anyone still ask. Answers how many were forgotten.
 */
export async function purgeEndedJobPages(db: Db, before: string): Promise<number> {
  const rows = await queryRows<{ nid: number }>(
    db,
    sql`DELETE FROM job_pages p USING jobs j
      WHERE j.nid = p.nid AND j.valid_until < ${before}::date
      RETURNING p.nid`,
  );
  return rows.length;
}
