/**
 * msw handlers for the candidate calls (spec 02 §7 "Candidates"). By default the database is
 * empty, the organization has 10 invites a week and none used, and the board is the empty default
 * board. Tests seed rows with `respondWithCandidates`, answer introductions with
 * `respondToIntroductions` and give the board cards with `respondWithBoard`.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_COLUMNS,
  DEFAULT_COLUMN_TITLES,
  DEFAULT_HIDDEN_COLUMNS,
  type CandidateBoard,
  type CandidateRow,
} from '@contract/candidates';
import { apiUrl } from '../api';
import { server } from '../server';

/** A row of the candidate export. */
export function buildCandidateRow(overrides: Partial<CandidateRow> = {}): CandidateRow {
  const nid = overrides.node_id ?? '501';
  return {
    node_id: nid,
    node_uuid: `candidate-${nid}`,
    field_first_name: 'Hedy',
    field_last_name: 'Lamarr',
    field_current_role: 'Frontend Engineer',
    field_city_text: 'Vienna',
    field_candidate_country: 'Austria',
    field_professional_experience: '5-10',
    field_profile_picture: '',
    field_technical_skills_name: 'TypeScript;React;CSS;HTML;GraphQL;Node.js',
    connection_status: 'new',
    created: '1700000000',
    total_rows: '1',
    field_location: 'Vienna, Austria',
    field_contact_email: '',
    field_phone_number: '',
    field_initials_only: '0',
    total_rows_capped: '0',
    ...overrides,
  };
}

/** The board the server answers before anything is saved. */
export function emptyCandidateBoard(): CandidateBoard {
  return {
    columns: Object.fromEntries(
      DEFAULT_COLUMNS.map((id) => [id, { id, title: DEFAULT_COLUMN_TITLES[id], candidates: [] }]),
    ),
    columnsOrder: [...DEFAULT_COLUMNS],
    hiddenColumns: [...DEFAULT_HIDDEN_COLUMNS],
  };
}

/** A board with Hedy Lamarr (501) then Katherine Johnson (502) in Accepted. */
export function boardWithTwo(): CandidateBoard {
  const board = emptyCandidateBoard();
  board.columns.accepted.candidates = [
    buildCandidateRow({ node_id: '501', field_contact_email: 'hedy@example.org' }),
    buildCandidateRow({
      node_id: '502',
      field_first_name: 'Katherine',
      field_last_name: 'Johnson',
    }),
  ];
  return board;
}

export function candidateHandlers(): HttpHandler[] {
  return [
    http.get(apiUrl('api/candidates/export'), () => HttpResponse.json([])),
    http.get(apiUrl('api/candidates/demo_export'), () => HttpResponse.json([])),
    http.get(apiUrl('api/organization/:nid/invite_quota_left'), () =>
      HttpResponse.json({ invite_quota_allowed: 10, invite_quota_used: 0 }),
    ),
    http.get(apiUrl('api/organization/:nid/candidate_table/:table'), () =>
      HttpResponse.json(emptyCandidateBoard()),
    ),
    http.get(apiUrl('api/organization/:nid/jobs/:job/matching_candidates'), () =>
      HttpResponse.json([]),
    ),
    // Every job named matches nobody unless a test says otherwise.
    http.get(apiUrl('api/organization/:nid/jobs/match_counts'), ({ request }) =>
      HttpResponse.json(
        (new URL(request.url).searchParams.get('jobs') ?? '')
          .split(' ')
          .filter(Boolean)
          .map((nid) => ({ nid: Number(nid), matches: 0 })),
      ),
    ),
    // The candidate shell counts the introductions waiting for her: none unless a test says so.
    http.get(apiUrl('api/candidate/connections'), () => HttpResponse.json([])),
  ];
}

/** Both exports answer `rows` (with their total), whatever the filters. */
export function respondWithCandidates(rows: CandidateRow[], total = rows.length): void {
  const answer = () =>
    HttpResponse.json(rows.map((row) => ({ ...row, total_rows: String(total) })));
  server.use(
    http.get(apiUrl('api/candidates/export'), answer),
    http.get(apiUrl('api/candidates/demo_export'), answer),
  );
}

/** POST request_access answers `body` with `status`. */
export function respondToIntroductions(body: Record<string, unknown> | string, status = 200): void {
  server.use(
    http.post(apiUrl('api/organization/:nid/request_access/candidate/:id'), () =>
      HttpResponse.json(body, { status }),
    ),
  );
}

/** GET (and a successful PATCH) of the board answer `board`. */
export function respondWithBoard(board: CandidateBoard): void {
  server.use(
    http.get(apiUrl('api/organization/:nid/candidate_table/:table'), () =>
      HttpResponse.json(board),
    ),
  );
}
