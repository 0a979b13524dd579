import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../db/arrays';
import { ROLE_IDS } from '@contract/auth';
import {
  CANDIDATE_COUNT_LIMIT,
  CANDIDATE_PAGE_SIZE,
  type CandidateFilters,
  type ConnectionStatus,
  type StatusFilter,
} from '@contract/candidates';
import { queryRows, type Db } from '../db/connect';
import { connectionStatusSql } from './connectionRepository';
import { viewerSql, type FoundViewer, type SearchViewer, type Viewer } from './viewer';
import { facetTerm, type FacetKind } from '../db/searchIndex';
import { prepareListSearch, type ListSearch } from '../search/listSearch';
import { placeCondition } from '../search/places';
import { partQueries, textMatch, typedQuery } from '../search/textQuery';

/**
 * Everything a search row needs, before the privacy rules pick what the viewer may see
 * (privacy.ts). Hidden values are read here but never leave the server.
 */
export interface CandidateRecordRow {
  nid: number;
  uuid: string;
  firstName: string;
  lastName: string;
  currentRole: string | null;
  cityText: string | null;
  state: string | null;
  country: string | null;
  experience: string | null;
  skills: string | null;
  created: Date;
  contactEmail: string | null;
  phoneNumber: string | null;
  nameVisible: string | null;
  thirdParty: string | null;
  pictureUuid: string | null;
  pictureName: string | null;
  status: ConnectionStatus;
  totalRows: number;
}

export const facets = (kind: FacetKind, values: readonly (string | number)[]) =>
  textArray(values.map((value) => facetTerm(kind, value)));

/**
 * Profiles employers may find: of active accounts whose email is confirmed — an unconfirmed
 * profile may carry somebody else's address and name. The accounts left out are few and the
 * partial index users_hidden_from_search (migration 022) holds exactly them, so this anti-join
 * reads that small index. The condition must say what the index's predicate says, the role as a
 * literal, or PostgreSQL cannot use it and reads every account.
 */
export const ACTIVE = sql.raw(`NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.uid
  AND (NOT u.status OR '${ROLE_IDS.unverifiedCandidate}' = ANY (u.roles)))`);

/**
 * Whether the viewer sees the candidate's name, as SQL over `p` (the profile): never in demo;
 * otherwise when the candidate shows it or is connected. Every search filters on the status, so
 * whether the rows are connected is known: All and Requested hold no connected candidates,
 * Connected only those. The condition then reads the profile alone, which the planner can
 * serve from the profile's indexes.
 */
function nameVisibleSql(viewer: SearchViewer, status: StatusFilter): SQL {
  if (viewer.demo) return sql`false`;
  if (status === 'connected') return sql`true`;
  return sql`p.name_visible_to_companies = '1'`;
}

/**
 * Whether the viewer sees contact data and the CV: connected, or opted in to direct contact with
 * the name shown (privacy.ts visibilityOf); never in demo.
 */
function contactVisibleSql(viewer: SearchViewer, status: StatusFilter): SQL {
  if (viewer.demo) return sql`false`;
  if (status === 'connected') return sql`true`;
  return sql`(p.third_party_communications = '1' AND p.name_visible_to_companies = '1')`;
}

/**
 * The WHERE of a search. A filter never tests a value the viewer cannot see: a search word
 * matches the name only where the name is visible, and "CV uploaded" only counts CVs the viewer
 * may open, so neither the rows nor their count tell anything hidden.
 */
function conditions(
  filters: CandidateFilters,
  search: ListSearch,
  viewer: SearchViewer,
  now: Date,
): SQL {
  const where: SQL[] = [ACTIVE];
  // Every part of the text is found in her public texts (with synonyms and typo readings), or
  // in her name as typed, where the viewer sees it: a hidden name is never matched, not even
  // through a synonym or a typo reading.
  const nameVisible = nameVisibleSql(viewer, filters.status);
  for (const part of partQueries(search.parts, 'mb_simple'))
    where.push(
      sql`(p.search_public @@ ${part.all} OR (${nameVisible} AND p.search_name @@ ${part.typed}))`,
    );
  // The exact-match filters read the profile's facets, which one GIN index answers together:
  // && is "any of", @> "all of".
  if (filters.skills.length > 0) {
    const operator = filters.skillsOperator === 'any' ? sql`&&` : sql`@>`;
    where.push(sql`p.facets ${operator} ${facets('skill', filters.skills)}`);
  }
  if (filters.countries.length > 0)
    where.push(sql`p.facets && ${facets('country', filters.countries)}`);
  if (search.places.length > 0)
    where.push(placeCondition('p', 'candidate_profiles', search.places, search.km));
  if (filters.experience.length > 0)
    where.push(sql`p.facets && ${facets('experience', filters.experience)}`);
  if (filters.sources.length > 0) where.push(sql`p.facets && ${facets('source', filters.sources)}`);
  // "CV uploaded" and "Open Profiles" test the columns, and narrow the facets' scan with their
  // terms: the terms find the rows, the columns decide.
  const flags: string[] = [];
  if (filters.cvUploaded) {
    where.push(sql`(p.cv_fid IS NOT NULL AND ${contactVisibleSql(viewer, filters.status)})`);
    flags.push(facetTerm('cv', 1));
    if (!viewer.demo && filters.status !== 'connected') flags.push(facetTerm('open', 1));
  }
  if (filters.openProfiles) {
    where.push(sql`p.third_party_communications = '1'`);
    flags.push(facetTerm('open', 1));
  }
  if (flags.length > 0) where.push(sql`p.facets @> ${textArray([...new Set(flags)])}`);
  if (filters.newProfiles) {
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - filters.newProfiles);
    where.push(sql`p.created >= ${since.toISOString()}::timestamptz`);
  }
  if (filters.status === 'requested') where.push(sql`c.status = 'requested'`);
  else if (filters.status === 'connected') where.push(sql`c.status = 'connected'`);
  else
    // An anti-join, which the planner estimates well (a filter on the left join's NULLs it does
    // not, and then sorts every profile for a page of 50).
    where.push(sql`NOT EXISTS (SELECT 1 FROM candidate_connections x
      WHERE x.candidate_nid = p.nid AND x.organization_nid = ${viewer.organizationNid}
        AND x.status IN ('requested', 'connected'))`);
  return sql.join(where, sql` AND `);
}

const FROM = (viewer: Pick<Viewer, 'organizationNid'>) => sql`candidate_profiles p
  LEFT JOIN candidate_connections c
    ON c.candidate_nid = p.nid AND c.organization_nid = ${viewer.organizationNid}`;

/** The columns of a candidate row (CandidateRecordRow), from the profiles with the viewer's join. */
export const selectRows = (
  viewer: Pick<Viewer, 'organizationNid'>,
  now: Date,
) => sql`SELECT p.nid, p.uuid, p.first_name, p.last_name,
    p.current_role_text, p.city_text, p.state, p.professional_experience, p.created,
    p.contact_email, p.phone_number, p.name_visible_to_companies, p.third_party_communications,
    ${connectionStatusSql(viewer.organizationNid, now)} AS status,
    (SELECT t.name FROM taxonomy_terms t WHERE t.tid = p.country_tid) AS country,
    (SELECT string_agg((SELECT t.name FROM taxonomy_terms t WHERE t.tid = s.tid), ';'
         ORDER BY s.delta)
       FROM candidate_profile_skills s WHERE s.nid = p.nid AND s.kind = 'technical') AS skills,
    f.uuid AS picture_uuid, f.filename AS picture_name
  FROM ${FROM(viewer)}
  LEFT JOIN files f ON f.fid = p.picture_fid`;

/**
 * One page of the employer's candidate search, the most relevant to its text first (without one,
 * the newest first), each row with `total_rows`: the
 * number of matches, counted up to CANDIDATE_COUNT_LIMIT + 1 (past the limit the count stops
 * and the UI says "more than"). The matches are found once, newest first, and both the count and
 * the page are read from them: the filters are evaluated a single time, by whichever index suits
 * them.
 *
 * The same statement reads the viewer's organization and membership (`viewer_*` columns, one row
 * with no candidate when nothing matched, no row when the organization does not exist), which
 * saves the search a round trip to the database. The profiles are read only when the caller is
 * admitted (`viewerSql`, the rule's SQL next to its TypeScript form): PostgreSQL decides that once, before any scan, and for anybody else reads no profile at all.
 * Exported for the benchmark, which times it raw.
 */
export function candidateSearchQuery(
  filters: CandidateFilters,
  search: ListSearch,
  viewer: SearchViewer,
  page: number,
  now: Date,
): SQL {
  const where = conditions(filters, search, viewer, now);
  const offset = page * CANDIDATE_PAGE_SIZE;
  const enough = Math.max(CANDIDATE_COUNT_LIMIT + 1, offset + CANDIDATE_PAGE_SIZE);
  // Only the status filters read the viewer's connection (c): the other searches go without the
  // join, which PostgreSQL would not drop by itself next to the admission's condition.
  const from = filters.status === 'all' ? sql`candidate_profiles p` : FROM(viewer);
  // With a text, the most relevant first (a visible name as typed above all), then the newest.
  // The matches counted are the newest CANDIDATE_COUNT_LIMIT + 1, which the newest-first index
  // finds without reading the rest, and so are those ranked: scoring every match of a word that
  // a million profiles use would read them all (66 → 166 ms at a million).
  const text = textMatch(search.parts, 'mb_simple');
  const relevance = text
    ? sql`${text.score(sql`p.search_public`)} + CASE WHEN ${nameVisibleSql(viewer, filters.status)}
        AND p.search_name @@ ${typedQuery(search.parts, 'mb_simple')} THEN 128 ELSE 0 END`
    : sql`0`;
  return sql`WITH viewer AS (${viewerSql(viewer, now)}), hits AS MATERIALIZED (
      SELECT p.nid, p.created${text ? sql`, p.search_public, p.search_name, p.name_visible_to_companies` : sql``}
      FROM ${from}
      WHERE (SELECT admitted FROM viewer) AND ${where}
      ORDER BY p.created DESC, p.nid DESC
      LIMIT ${enough}
    ), counted AS (
      SELECT least(count(*), ${CANDIDATE_COUNT_LIMIT + 1})::int AS total_rows FROM hits
    ), shown AS (
      SELECT p.nid, ${relevance} AS relevance FROM hits p
      ORDER BY relevance DESC, p.created DESC, p.nid DESC
      LIMIT ${CANDIDATE_PAGE_SIZE} OFFSET ${offset}
    )
    SELECT viewer.title AS viewer_title, viewer.candidate_database_date AS viewer_access,
      viewer.member AS viewer_member, found.*
    FROM viewer LEFT JOIN LATERAL (
      SELECT hit.*, shown.relevance, counted.total_rows FROM counted
      CROSS JOIN LATERAL (${selectRows(viewer, now)} WHERE p.nid IN (SELECT nid FROM shown)) hit
      JOIN shown ON shown.nid = hit.nid
      WHERE viewer.admitted
    ) found ON true
    ORDER BY found.relevance DESC, found.created DESC, found.nid DESC`;
}

type RawRow = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** A raw row of the search (or of the board) as a record. */
export function toRecord(raw: RawRow): CandidateRecordRow {
  return {
    nid: Number(raw.nid),
    uuid: String(raw.uuid),
    firstName: String(raw.first_name),
    lastName: String(raw.last_name),
    currentRole: text(raw.current_role_text),
    cityText: text(raw.city_text),
    state: text(raw.state),
    country: text(raw.country),
    experience: text(raw.professional_experience),
    skills: text(raw.skills),
    created: dateOf(raw.created),
    contactEmail: text(raw.contact_email),
    phoneNumber: text(raw.phone_number),
    nameVisible: text(raw.name_visible_to_companies),
    thirdParty: text(raw.third_party_communications),
    pictureUuid: text(raw.picture_uuid),
    pictureName: text(raw.picture_name),
    status: String(raw.status) as ConnectionStatus,
    totalRows: Number(raw.total_rows ?? 0),
  };
}

/** Runs the search: the viewer's organization, and the matches when the viewer may see them. */
export async function searchCandidates(
  db: Db,
  filters: CandidateFilters,
  viewer: SearchViewer,
  page: number,
  now: Date,
): Promise<{ organization: FoundViewer | undefined; records: CandidateRecordRow[] }> {
  const search = await prepareListSearch(db, filters);
  const rows = await queryRows<RawRow>(
    db,
    candidateSearchQuery(filters, search, viewer, page, now),
  );
  if (rows.length === 0) return { organization: undefined, records: [] };
  const [first] = rows;
  return {
    organization: {
      title: String(first.viewer_title),
      candidateDatabaseDate:
        text(first.viewer_access) === null ? null : dateOf(first.viewer_access),
      member: first.viewer_member === true,
    },
    records: rows.filter((row) => row.nid !== null && row.nid !== undefined).map(toRecord),
  };
}

/** The same columns for given candidates (the board's cards), in no particular order. */
export async function candidatesByNid(
  db: Db,
  nids: readonly number[],
  viewer: Viewer,
  now: Date,
): Promise<CandidateRecordRow[]> {
  if (nids.length === 0) return [];
  const rows = await queryRows<RawRow>(
    db,
    sql`${selectRows(viewer, now)} WHERE p.nid = ANY(${intArray(nids)}) AND ${ACTIVE}`,
  );
  return rows.map(toRecord);
}
