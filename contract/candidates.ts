/**
 * Candidates as employers see them (spec 02 §2, §3, §4, §7, §9): the search export (full and
 * demo), a candidate's profile, introductions, the invite quota and the candidate board. One
 * definition of the filter encoding serves the export URL, the browser's address bar and the
 * server's decoder.
 *
 *   GET   /api/candidates/export?_format=json&page={n}&org_id={nid}{filters}      → CandidateRow[]
 *   GET   /api/candidates/demo_export?_format=json&page={n}&org_id={nid}{filters} → CandidateRow[]
 *   GET   /api/node/candidate_profile/{uuid}?org_id={nid}&include=…        → JSON:API document
 *   GET   /api/candidates/demo_export/{uuid}?org_id={nid}                   → JSON:API document
 *   POST  /api/organization/{nid}/request_access/candidate/{node_id}?_format=json   → {message}
 *   GET   /api/candidate_access_process?token=…                              → AccessPreview
 *   POST  /api/candidate_access_process?token=…&action=accept|decline        → {message}
 *   GET   /api/organization/{nid}/candidate_table/dashboard_table_{nid}     → CandidateBoard
 *   PATCH /api/organization/{nid}/candidate_table/dashboard_table_{nid}     → CandidateBoard
 *   PATCH /api/organization/{nid}/disassociate_candidate/{node_id}          → {message}
 *   GET   /api/candidate/connections?_format=json                          → CandidateConnection[]
 *   POST  /api/candidate/connections/{organization nid}?_format=json {action} → {message, status}
 *   DELETE /api/candidate/connections/{organization nid}?_format=json       → {message}
 */
import type { Static } from 'typebox';
import type { CandidateRowSchema } from './schemas/candidates';
import type {
  AccessPreview as AccessPreviewSchema,
  CandidateConnectionSchema,
} from './schemas/introductions';
import { ID } from './ids';
import {
  FilterError,
  KEY,
  LOCATION,
  decodeLocation,
  distanceOf,
  encodeDistance,
  encodeLocation,
  ids,
  list,
  param,
  searchOf,
  searchWords,
  single,
  skillsOf,
  type DistanceKm,
  type RawQuery,
  type SkillsOperator,
} from './listQuery';
import {
  CANDIDATE_PAGE_SIZE,
  NEW_PROFILE_MONTHS,
  MAX_BOARD_COLUMNS,
  MAX_COLUMN_TITLE,
} from './constants';
export { CANDIDATE_PAGE_SIZE, NEW_PROFILE_MONTHS, MAX_BOARD_COLUMNS, MAX_COLUMN_TITLE };

export const CANDIDATE_EXPORT_PATH = '/api/candidates/export';
export const CANDIDATE_DEMO_EXPORT_PATH = '/api/candidates/demo_export';
export const CANDIDATE_ACCESS_PROCESS_PATH = '/api/candidate_access_process';

export const candidateProfilePath = (uuid: string): string => `/api/node/candidate_profile/${uuid}`;
export const demoCandidateProfilePath = (uuid: string): string =>
  `${CANDIDATE_DEMO_EXPORT_PATH}/${uuid}`;
export const requestAccessPath = (orgNid: number | string, nodeId: number | string): string =>
  `/api/organization/${orgNid}/request_access/candidate/${nodeId}`;
export const inviteQuotaLeftPath = (orgNid: number | string): string =>
  `/api/organization/${orgNid}/invite_quota_left`;
export const candidateBoardPath = (orgNid: number | string): string =>
  `/api/organization/${orgNid}/candidate_table/dashboard_table_${orgNid}`;
export const disassociatePath = (orgNid: number | string, nodeId: number | string): string =>
  `/api/organization/${orgNid}/disassociate_candidate/${nodeId}`;

/** Past this many matches the count is not exact: `total_rows` stops here and the UI says so. */
export const CANDIDATE_COUNT_LIMIT = 10_000;
/** Days a confirm/decline link in the candidate's mail stays usable. */
export const ACCESS_LINK_DAYS = 14;
/**
 * Days an organization may not ask a candidate again after she declined its introduction or
 * ended its connection: half a year, so a "no" is not worn down by asking every week, while a
 * candidate whose situation changed can still be found later.
 */
export const DECLINE_HOLD_DAYS = 180;
/** The rolling window of the introduction quota. */
export const INVITE_WINDOW_DAYS = 7;

/**
 * Spec 02 §4: what a candidate is to one organization; beyond the spec, `ended`: she ended the
 * connection (or declined) less than DECLINE_HOLD_DAYS ago, and may not be asked until then.
 */
export type ConnectionStatus = 'new' | 'requested' | 'rejected' | 'connected' | 'ended';

/** Where the mail of a requested introduction stands (the employer's view of the candidate). */
export type IntroductionMail = 'queued' | 'sent' | 'retrying' | 'failed';

/** The includes an employer may ask for on a candidate profile (spec 02 §7). */
export const EMPLOYER_PROFILE_INCLUDES = [
  'field_candidate_country',
  'field_curriculum_vitae',
  'field_profile_picture',
  'field_personal_skills',
  'field_technical_skills',
] as const;

/** Words the SPA shows verbatim, and the server's answers it keys on (spec 02 §4, §8). */
/** The candidate's own connections: GET lists them, DELETE …/{organization nid} ends one. */
export const CANDIDATE_CONNECTIONS_PATH = '/api/candidate/connections';
export type CandidateConnection = Static<typeof CandidateConnectionSchema>;
export const candidateConnectionPath = (organizationNid: number | string): string =>
  `${CANDIDATE_CONNECTIONS_PATH}/${organizationNid}`;

/** Who asks through a mailed introduction link (GET of the access process path). */
export type AccessPreview = Static<typeof AccessPreviewSchema>;

/**
 * What an organization sees of a candidate once she accepts an introduction, in the words the
 * introduction page shows before she answers.
 */
export const SHARED_ON_ACCEPT = [
  'your full name and profile picture',
  'your contact email and phone number',
  'your CV and your LinkedIn, GitHub, Twitter and portfolio links',
] as const;

export const CANDIDATE_MESSAGES = {
  upgrade:
    'To enable access to candidate profiles upgrade your account. Please purchase a network partnership package or contact our sales team.',
  contactFailed: 'Something went wrong!',
  emptyBoard:
    'Please search for candidates and request an introduction. Once candidates accept your introduction they will appear on the candidate board.',
  /** The answer of request_access when the candidate opted in: contains 'gained'. */
  gained: (name: string) => `You have gained access to the profile of ${name}.`,
  /** The answer when the candidate confirms by mail: contains 'received an email'. */
  mailed: 'The candidate has received an email with your introduction request.',
  quotaExceeded: (allowed: number) =>
    `You have used all ${allowed} introductions of this week. New introductions become available 7 days after each request.`,
  alreadyRequested: 'You have already requested an introduction to this candidate.',
  /** The employer's view of a requested introduction whose mail has not gone out yet. */
  mailDelayed:
    'The introduction email has not been delivered yet. We keep trying for about half an hour.',
  mailFailed:
    'The introduction email could not be delivered. Send it again: it does not count against your introductions.',
  alreadyConnected: 'This candidate is already connected to your organization.',
  declined: 'This candidate declined an introduction to your organization.',
  /** A candidate who ended her connection, asked again within the hold. */
  held: (until: string) =>
    `This candidate ended her connection with your organization. She can be asked again from ${until}.`,
  noCandidate: 'The requested candidate does not exist.',
  linkUnknown: 'This introduction link is not valid.',
  linkUsed: 'This introduction link has already been used.',
  linkExpired: 'This introduction link has expired. The company can send you a new request.',
  linkOtherAccount:
    'This introduction link belongs to another account. Sign out, or open it while signed in as the candidate it was sent to.',
  accepted: (organization: string) =>
    `You accepted the introduction. ${organization} can now see your full profile and contact you.`,
  rejected: (organization: string) =>
    `You declined the introduction. ${organization} will not see your contact details.`,
  boardNeedsAccess: 'The candidate board needs candidate-database access.',
  connectionEnded: (organization: string) =>
    `Your connection with ${organization} has ended. They no longer see your contact details, CV or picture.`,
  noConnection: 'You have no connection with this organization.',
  /** An in-app answer to a request that is no longer waiting (answered by mail, or withdrawn). */
  notPending: 'This introduction is no longer waiting for your answer.',
  notACandidate: 'Only candidates have connections to organizations.',
} as const;

/**
 * One row of the candidate export (spec 02 §3 "Candidate list item"). Values the caller may not
 * see are empty strings: an initials-only name is its initials, hidden contact data is ''.
 */
export type CandidateRow = Static<typeof CandidateRowSchema>;

/* ---------------------------------------------------------------------------------------------- */
/* Filters (spec 02 §7 "Candidates", §9).                                                          */
/* ---------------------------------------------------------------------------------------------- */

export type StatusFilter = 'all' | 'requested' | 'connected';
export type NewProfileMonths = (typeof NEW_PROFILE_MONTHS)[number];

export interface CandidateFilters {
  search: string;
  skills: number[];
  skillsOperator: SkillsOperator;
  countries: number[];
  locations: string[];
  /** Kilometres around the locations' cities; null: the cities themselves. */
  distance: DistanceKm | null;
  experience: string[];
  sources: number[];
  cvUploaded: boolean;
  openProfiles: boolean;
  newProfiles: NewProfileMonths | null;
  status: StatusFilter;
}

export const EMPTY_CANDIDATE_FILTERS: CandidateFilters = {
  search: '',
  skills: [],
  skillsOperator: 'any',
  countries: [],
  locations: [],
  distance: null,
  experience: [],
  sources: [],
  cvUploaded: false,
  openProfiles: false,
  newProfiles: null,
  status: 'all',
};
/**
 * The filter part of an export URL and of /candidates/filter's address ('' with no filters).
 * The status filter is keyed by the organization: All excludes the candidates it already
 * contacted (both negates), Requested and Connected keep only those.
 */
export function encodeCandidateFilters(filters: CandidateFilters, orgNid: number): string {
  const status =
    filters.status === 'requested'
      ? `&connection_status_requested=${orgNid}`
      : filters.status === 'connected'
        ? `&connection_status_connected=${orgNid}`
        : `&connection_status_requested_negate=${orgNid}&connection_status_connected_negate=${orgNid}`;
  return [
    param('search', searchWords(filters.search)),
    param('skills', filters.skills, filters.skillsOperator === 'all' ? ',' : '+'),
    param('country', filters.countries),
    param('location', filters.locations.map(encodeLocation)),
    encodeDistance(filters.distance),
    param('experience', filters.experience),
    param('source', filters.sources),
    filters.cvUploaded ? '&field_curriculum_vitae_op=not+empty' : '',
    filters.openProfiles ? '&field_third_party_communications=1' : '',
    filters.newProfiles ? `&created=${filters.newProfiles}` : '',
    status,
  ].join('');
}

function statusOf(query: RawQuery, orgNid: number | null): StatusFilter {
  const keyed = (key: string) => {
    const value = single(query, key);
    if (value === undefined) return false;
    if (!ID.test(value) || (orgNid !== null && Number(value) !== orgNid))
      throw new FilterError(`${key} must be the org_id of the search.`);
    return true;
  };
  const requested = keyed('connection_status_requested');
  const connected = keyed('connection_status_connected');
  const notRequested = keyed('connection_status_requested_negate');
  const notConnected = keyed('connection_status_connected_negate');
  if (requested && connected)
    throw new FilterError('Filter on requested or on connected candidates, not both.');
  if ((requested || connected) && (notRequested || notConnected))
    throw new FilterError('A status filter and its negate cannot be combined.');
  if (requested) return 'requested';
  if (connected) return 'connected';
  return 'all';
}

/**
 * Reads the filters of an export query or of /candidates/filter's address. `orgNid` is the
 * organization the status filters must name (null in the browser, where any is taken).
 */
export function decodeCandidateFilters(query: RawQuery, orgNid: number | null): CandidateFilters {
  const { skills, operator } = skillsOf(query, 'skills');
  const cv = single(query, 'field_curriculum_vitae_op');
  if (cv !== undefined && cv !== 'not empty')
    throw new FilterError('field_curriculum_vitae_op must be "not empty".');
  const open = single(query, 'field_third_party_communications');
  if (open !== undefined && open !== '1')
    throw new FilterError('field_third_party_communications must be 1.');
  const created = single(query, 'created');
  if (created !== undefined && !NEW_PROFILE_MONTHS.map(String).includes(created))
    throw new FilterError(`created must be one of ${NEW_PROFILE_MONTHS.join(', ')} (months).`);
  return {
    search: searchOf(query),
    skills,
    skillsOperator: operator,
    countries: ids(query, 'country'),
    locations: list(query, 'location', LOCATION).map(decodeLocation),
    distance: distanceOf(query),
    experience: list(query, 'experience', KEY),
    sources: ids(query, 'source'),
    cvUploaded: cv !== undefined,
    openProfiles: open !== undefined,
    newProfiles: created === undefined ? null : (Number(created) as NewProfileMonths),
    status: statusOf(query, orgNid),
  };
}

/* ---------------------------------------------------------------------------------------------- */
/* The candidate board (spec 02 §3 "Candidate board", §4 "Board drag rules", §5 "New column").     */
/* ---------------------------------------------------------------------------------------------- */

export const ACCEPTED = 'accepted';
export const REJECTED = 'rejected';
export const ARCHIVED = 'archived';
export const REQUESTED = 'requested';
/** Columns every board has; only custom columns can be deleted. */
export const DEFAULT_COLUMNS: readonly string[] = [REQUESTED, ACCEPTED, REJECTED, ARCHIVED];
export const DEFAULT_COLUMN_TITLES: Record<string, string> = {
  [REQUESTED]: 'Requested',
  [ACCEPTED]: 'Accepted',
  [REJECTED]: 'Declined by candidate',
  [ARCHIVED]: 'Archived',
};
export const DEFAULT_HIDDEN_COLUMNS: readonly string[] = [REJECTED, ARCHIVED];
export const COLUMN_ID = /^[A-Za-z0-9_\p{L}\p{N}-]{1,80}$/u;

/** A column as saved: the candidates are node ids, in order. */
export interface BoardColumnState {
  id: string;
  title: string;
  candidates: number[];
}

/** The body of PATCH …/candidate_table/dashboard_table_{nid} (sent as a JSON string). */
export interface BoardState {
  columns: Record<string, BoardColumnState>;
  columnsOrder: string[];
  hiddenColumns: string[];
}

/** GET answers the board with the cards filled in. */
export interface CandidateBoard {
  columns: Record<string, { id: string; title: string; candidates: CandidateRow[] }>;
  columnsOrder: string[];
  hiddenColumns: string[];
}

/** Spec 02 §4: a new column's id is its title with spaces replaced by underscores. */
export function columnIdOf(title: string): string {
  return title.trim().replace(/\s+/g, '_');
}

/** Spec 02 §4: the title of a new column is uppercased. */
export function columnTitleOf(title: string): string {
  return title.trim().toUpperCase();
}

/** Spec 02 §5: required, and the id it makes must not be taken. */
export function newColumnProblem(title: string, existingIds: readonly string[]): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'Required';
  if (trimmed.length > MAX_COLUMN_TITLE) return `At most ${MAX_COLUMN_TITLE} characters`;
  const id = columnIdOf(trimmed);
  if (!COLUMN_ID.test(id)) return 'Use letters, digits, spaces, hyphens and underscores';
  const taken = existingIds.map((existing) => existing.toLowerCase());
  if (taken.includes(id.toLowerCase())) return 'A column with this name already exists';
  return null;
}

/**
 * Spec 02 §4 drag rules: cards in rejected or requested stay there; nothing else enters them.
 */
export function mayDrop(from: string, to: string): boolean {
  if (from === REQUESTED || from === REJECTED) return to === from;
  return to !== REQUESTED && to !== REJECTED;
}
