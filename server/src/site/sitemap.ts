/**
 * The sitemap of the public job pages (sitemaps.org protocol 0.9): every open job of a published
 * organization, with the day its row last changed. Past 50,000 addresses, the protocol's limit for
 * one file, /sitemap.xml is an index of files of 50,000 each, by job nid.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';

/** The protocol's most addresses in one sitemap file. */
export const SITEMAP_LIMIT = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The jobs anyone may read on `today` (YYYY-MM-DD): as the job page decides (jobPageStore.ts). */
const OPEN_JOBS = (today: string) => sql`FROM jobs j
  JOIN organizations o ON o.nid = j.organization_nid
  WHERE j.valid_until >= ${today}::date AND o.status`;

/** How many files the sitemap of `today` takes: 1, or more when it is an index. */
export async function sitemapFiles(db: Db, today: string, limit = SITEMAP_LIMIT): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count ${OPEN_JOBS(today)}`,
  );
  return Math.max(1, Math.ceil(row.count / limit));
}

/** The `file`-th sitemap file (from 1): its jobs' addresses and last changes. */
export async function sitemapFile(
  db: Db,
  today: string,
  origin: string,
  file: number,
  limit = SITEMAP_LIMIT,
): Promise<string> {
  const rows = await queryRows<{ nid: number; changed: string }>(
    db,
    sql`SELECT j.nid, to_char(j.changed AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')
        AS changed
      ${OPEN_JOBS(today)}
      ORDER BY j.nid
      OFFSET ${(file - 1) * limit} LIMIT ${limit}`,
  );
  const urls = rows.map(
    (row) =>
      `<url><loc>${escapeXml(`${origin}/job-posting/${row.nid}`)}</loc><lastmod>${row.changed}</lastmod></url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The index of `files` sitemap files, each at /sitemaps/jobs-{n}.xml. */
export function sitemapIndex(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/jobs-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everything public may be crawled; one-time links and the token endpoint not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/candidate',
    'Disallow: /oauth/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}
