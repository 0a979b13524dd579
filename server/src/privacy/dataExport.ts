/**
 * Everything Matchboard holds about one user, as the document of her data export (GDPR Art. 15
 * and 20), and the files she uploaded. Rows are read whole (`to_jsonb`) and turned into named
 * fields with the values the app shows by exportDocument.ts, which lists every column as
 * exported or internal (a test holds the list to the tables).
 */
import { sql } from 'drizzle-orm';
import type { DATA_EXPORT_SECTIONS } from '@contract/privacy';
import { queryRows, type Db } from '../db/connect';
import { privacyChoicesOf } from '../profiles/privacyChoices';
import {
  accountFields,
  candidateFields,
  choiceFields,
  connectionFields,
  employerFields,
  fileFields,
  savedFilters,
  savedSearchFields,
  skillFields,
} from './exportDocument';

type Json = Record<string, unknown>;

export interface ExportedFile {
  fid: number;
  uuid: string;
  kind: string;
  filename: string;
  filemime: string;
  filesize: number;
  created: string;
  storage_key: string;
  /** Where the file sits in the ZIP. */
  path: string;
}

export interface DataExport {
  document: Record<(typeof DATA_EXPORT_SECTIONS)[number], unknown>;
  files: ExportedFile[];
}

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Json[]> {
  const result = await queryRows<{ row: Json }>(db, query);
  return result.map((item) => item.row);
}

/** A name safe inside a ZIP on every system: no folders, no control or reserved characters. */
export function zipFileName(fid: number, filename: string): string {
  const clean = filename
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 120);
  return `files/${fid}-${clean || 'file'}`;
}

export async function collectDataExport(db: Db, uid: number, now: Date): Promise<DataExport> {
  const [account] = await rows(db, sql`SELECT to_jsonb(u) AS row FROM users u WHERE u.id = ${uid}`);
  if (!account) throw new Error(`no user ${uid}`);

  const candidate = await rows(
    db,
    sql`SELECT to_jsonb(p) || jsonb_build_object('country', c.name, 'source', src.name,
        'picture_name', pic.filename, 'cv_name', cv.filename) AS row
      FROM candidate_profiles p
      LEFT JOIN taxonomy_terms c ON c.tid = p.country_tid
      LEFT JOIN taxonomy_terms src ON src.tid = p.source_tid
      LEFT JOIN files pic ON pic.fid = p.picture_fid
      LEFT JOIN files cv ON cv.fid = p.cv_fid
      WHERE p.uid = ${uid}`,
  );
  const employer = await rows(
    db,
    sql`SELECT to_jsonb(p) || jsonb_build_object('country', c.name, 'picture_name', pic.filename) AS row
      FROM employer_profiles p
      LEFT JOIN taxonomy_terms c ON c.tid = p.country_tid
      LEFT JOIN files pic ON pic.fid = p.picture_fid
      WHERE p.uid = ${uid}`,
  );
  const name = (value: unknown) => (typeof value === 'string' ? value : null);
  const profile = candidate[0]
    ? candidateFields(candidate[0], {
        picture: name(candidate[0].picture_name),
        cv: name(candidate[0].cv_name),
      })
    : employer[0]
      ? employerFields(employer[0], { picture: name(employer[0].picture_name) })
      : null;
  const candidateNid = candidate[0] ? Number(candidate[0].nid) : null;

  const skills =
    candidateNid === null
      ? []
      : await rows(
          db,
          sql`SELECT jsonb_build_object('kind', s.kind, 'skill', t.name, 'level', s.level) AS row
            FROM candidate_profile_skills s JOIN taxonomy_terms t ON t.tid = s.tid
            WHERE s.nid = ${candidateNid} ORDER BY s.kind, s.delta`,
        );

  const fileRows = await rows(
    db,
    sql`SELECT jsonb_build_object('fid', fid, 'uuid', uuid, 'kind', kind, 'filename', filename,
        'filemime', filemime, 'filesize', filesize, 'created', created, 'storage_key', storage_key) AS row
      FROM files WHERE uid = ${uid} ORDER BY fid`,
  );
  const files: ExportedFile[] = fileRows.map((file) => ({
    ...(file as unknown as Omit<ExportedFile, 'path'>),
    fid: Number(file.fid),
    filesize: Number(file.filesize),
    path: zipFileName(Number(file.fid), String(file.filename)),
  }));

  const byCandidate = (query: (nid: number) => ReturnType<typeof sql>) =>
    candidateNid === null ? Promise.resolve([]) : rows(db, query(candidateNid));
  const connections = await byCandidate(
    (nid) => sql`SELECT jsonb_build_object('organization', o.title, 'status', c.status,
        'since', c.created, 'changed', c.changed) AS row
      FROM candidate_connections c JOIN organizations o ON o.nid = c.organization_nid
      WHERE c.candidate_nid = ${nid} ORDER BY c.created`,
  );
  const introductions = await byCandidate(
    (nid) => sql`SELECT jsonb_build_object('organization', o.title, 'requested_at', i.created,
        'answered_at', i.answered_at, 'accepted', i.accepted) AS row
      FROM candidate_introductions i JOIN organizations o ON o.nid = i.organization_nid
      WHERE i.candidate_nid = ${nid} ORDER BY i.created`,
  );
  const shownInLists = await byCandidate(
    (nid) => sql`SELECT jsonb_build_object('organization', o.title, 'job', j.title,
        'first_shown_on', a.first_day, 'last_shown_on', a.last_day) AS row
      FROM match_appearances a JOIN organizations o ON o.nid = a.organization_nid
      JOIN jobs j ON j.nid = a.job_nid
      WHERE a.candidate_nid = ${nid} ORDER BY a.last_day DESC, o.title, j.title`,
  );
  const declines = await byCandidate(
    (
      nid,
    ) => sql`SELECT jsonb_build_object('organization', o.title, 'declined_at', d.declined_at) AS row
      FROM candidate_declines d JOIN organizations o ON o.nid = d.organization_nid
      WHERE d.candidate_nid = ${nid} ORDER BY d.declined_at`,
  );
  const organizations = await rows(
    db,
    sql`SELECT jsonb_build_object('organization', o.title, 'owner', m.owner,
        'first_name', m.first_name, 'last_name', m.last_name, 'member_since', m.created) AS row
      FROM organization_members m JOIN organizations o ON o.nid = m.organization_nid
      WHERE m.user_id = ${uid} ORDER BY m.created`,
  );

  const savedSearches = await rows(
    db,
    sql`SELECT jsonb_build_object('name', s.name, 'query', s.query, 'frequency', s.frequency,
        'created', s.created, 'last_mailed', s.last_mailed_at,
        'jobs_mailed', (SELECT count(*) FROM saved_search_alerts a WHERE a.search_id = s.id)) AS row
      FROM saved_searches s WHERE s.uid = ${uid} ORDER BY s.id`,
  );

  // Her saved searches name skills, countries and organizations by id: their names, for her.
  const filtersOf = savedSearches.map((row) => savedFilters(row.query));
  const tids = filtersOf.flatMap((f) => (f ? [...f.skills, ...f.countries] : []));
  const nids = filtersOf.flatMap((f) => (f ? f.organizations : []));
  const named = async (query: ReturnType<typeof sql>) =>
    new Map((await rows(db, query)).map((r) => [Number(r.id), String(r.name)]));
  const filterNames = {
    terms:
      tids.length === 0
        ? new Map<number, string>()
        : await named(sql`SELECT jsonb_build_object('id', tid, 'name', name) AS row
            FROM taxonomy_terms WHERE tid = ANY(${`{${tids.join(',')}}`}::int[])`),
    organizations:
      nids.length === 0
        ? new Map<number, string>()
        : await named(sql`SELECT jsonb_build_object('id', nid, 'name', title) AS row
            FROM organizations WHERE nid = ANY(${`{${nids.join(',')}}`}::int[])`),
  };

  return {
    document: {
      exported_at: now.toISOString(),
      account: accountFields(account),
      profile,
      skills: skills.map(skillFields),
      privacy_choices: (await privacyChoicesOf(db, uid)).map(choiceFields),
      files: files.map(fileFields),
      connections: connections.map(connectionFields),
      introductions_requested: introductions,
      shown_in_matching_lists: shownInLists,
      declines,
      organizations,
      saved_searches: savedSearches.map((row) => savedSearchFields(row, filterNames)),
    },
    files,
  };
}
