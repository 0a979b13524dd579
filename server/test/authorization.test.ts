/**
 * Who may call what. Every route the app registers must have at least one row here, or the
 * first test fails: a new route cannot land without saying who may use it. To add rows, append
 * to ROWS with `row(method, url pattern as registered, actor, whose, expected status)`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildTestApp, injectAs, registerAndConfirm, type TestApp, type TestUser } from './helpers';
import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/jobSchema';
import { organizations as organizationsTable } from '../src/db/organizationSchema';
import { candidateProfiles } from '../src/db/profileSchema';
import { addAdmin, createOrganization } from './organizations/fixtures';
import { createJob } from './jobs/fixtures';
import { createProfile, term, uploadValid } from './profiles/profileFixtures';
import { pngBytes } from './imageFixtures';
import { documentedOperations } from './http/apiDocument';
import { unsubscribeTokens, type UnsubscribeTokens } from '../src/alerts/jobAlerts';

/**
 * `admin` is a non-owner member of the employer's organization; `outsider` an employer who is a
 * member of none of the organizations the rows name.
 */
type Actor = 'anonymous' | 'candidate' | 'employer' | 'otherUser' | 'admin' | 'outsider';
/** Whose resource the URL names: the actor's own, someone else's, or nobody's. */
type Whose = 'own' | 'other' | 'none';
/** What the `:uuid` of a row's URL names; a user account unless the row says otherwise. */
type Target =
  | 'user'
  | 'candidate_profile'
  | 'employer_profile'
  | 'file'
  | 'spareFile'
  | 'term'
  | 'spareIntegration'
  | 'savedSearch'
  | 'spareSavedSearch'
  | 'forgedToken'
  | OrganizationTarget
  | JobTarget;
/**
 * Jobs: one of the employer's organization (`own`) or of another (`other`); `spareJob` is one a
 * row may delete; `expiredJob` is an expired job of the employer's organization.
 */
type JobTarget = 'job' | 'spareJob' | 'expiredJob';
/**
 * Organizations: the employer's own (`whose: own`) or another employer's (`whose: other`);
 * `spareOrganization` is the employer's second one, which a row may delete; `deletedOrganization`
 * existed once.
 */
type OrganizationTarget = 'organization' | 'spareOrganization' | 'deletedOrganization';

interface Row {
  method: string;
  url: string;
  actor: Actor;
  whose: Whose;
  expected: number;
  /** Request body; a function gets the uuid the URL names. */
  payload?: unknown | ((uuid: string) => unknown);
  headers?: Record<string, string>;
  target?: Target;
  /** Query string appended to the URL, without the `?`. */
  query?: string;
}

type RowExtra = Pick<Row, 'payload' | 'headers' | 'target' | 'query'>;

const row = (
  method: string,
  url: string,
  actor: Actor,
  whose: Whose,
  expected: number,
  extra: RowExtra = {},
): Row => ({ method, url, actor, whose, expected, ...extra });

/**
 * The four refusals every route of an organization's members shares: nobody signed in (401), a
 * candidate, an employer of no organization and another organization's employer (403).
 */
const outsidersOf = (method: string, url: string, extra: RowExtra = {}): Row[] => [
  row(method, url, 'anonymous', 'own', 401, extra),
  row(method, url, 'candidate', 'own', 403, extra),
  row(method, url, 'outsider', 'own', 403, extra),
  row(method, url, 'employer', 'other', 403, extra),
];

const HTML = { headers: { accept: 'text/html' } };
const METRICS_TOKEN = 'metrics-token-for-the-table';
const emptyUserPatch = (uuid: string) => ({ data: { type: 'user--user', id: uuid } });

// Reference data is public, the city search included: without a query it fails validation, with
// one it answers, whoever asks.
const REFERENCE_ROWS: Row[] = [
  row('GET', '/api/openapi.json', 'anonymous', 'none', 200),
  row('GET', '/api/openapi.json', 'employer', 'none', 200),
  row('GET', '/api/list_field_options/:field', 'anonymous', 'none', 200),
  row('GET', '/api/list_field_options/:field', 'candidate', 'none', 200),
  row('GET', '/api/taxonomy_term/:vocabulary', 'anonymous', 'none', 200),
  row('GET', '/api/taxonomy_term/:vocabulary', 'employer', 'none', 200),
  row('GET', '/api/taxonomy_term/:vocabulary/:uuid', 'anonymous', 'none', 200, { target: 'term' }),
  row('GET', '/api/places/cities', 'anonymous', 'none', 400),
  row('GET', '/api/places/cities', 'anonymous', 'none', 200, { query: 'q=Paris' }),
  row('GET', '/api/places/cities', 'candidate', 'none', 400),
  row('GET', '/api/places/cities', 'employer', 'none', 400),
];

const upload = (contentDisposition = 'file; filename="me.png"') => ({
  payload: pngBytes(240, 240),
  headers: {
    'content-type': 'application/octet-stream',
    'content-disposition': contentDisposition,
  },
});
const PICTURE = '/api/node/candidate_profile/field_profile_picture';
const CV = '/api/node/candidate_profile/field_curriculum_vitae';
const EMPLOYER_PICTURE = '/api/node/employer_profile/field_profile_picture';
const file = { target: 'file' } as const;
// A signature the server did not make opens no file, whoever presents it.
const forged = { target: 'file', query: 'expires=4102444800&sig=forged' } as const;

// Candidates upload to candidate profiles, employers to employer profiles; files are their
// owner's alone (signed URLs are handed to owners only and tested in signedFileUrls.test.ts).
// The CV row sends a PNG: the role guard passes, the content check refuses it.
const FILE_ROWS: Row[] = [
  row('POST', PICTURE, 'anonymous', 'none', 401, upload()),
  row('POST', PICTURE, 'candidate', 'none', 201, upload()),
  row('POST', PICTURE, 'employer', 'none', 403, upload()),
  row('POST', CV, 'anonymous', 'none', 401, upload()),
  row('POST', CV, 'candidate', 'none', 422, upload('file; filename="cv.pdf"')),
  row('POST', CV, 'employer', 'none', 403, upload('file; filename="cv.pdf"')),
  row('POST', EMPLOYER_PICTURE, 'anonymous', 'none', 401, upload()),
  row('POST', EMPLOYER_PICTURE, 'employer', 'none', 201, upload()),
  row('POST', EMPLOYER_PICTURE, 'candidate', 'none', 403, upload()),
  row('POST', EMPLOYER_PICTURE, 'otherUser', 'none', 403, upload()),
  row('GET', '/system/files/:uuid/:filename', 'anonymous', 'other', 401, file),
  row('GET', '/system/files/:uuid/:filename', 'candidate', 'own', 200, file),
  row('GET', '/system/files/:uuid/:filename', 'employer', 'own', 200, file),
  row('GET', '/system/files/:uuid/:filename', 'candidate', 'other', 403, file),
  row('GET', '/system/files/:uuid/:filename', 'employer', 'other', 403, file),
  row('GET', '/system/files/:uuid/:filename', 'otherUser', 'other', 403, file),
  row('GET', '/system/files/:uuid/:filename', 'anonymous', 'other', 403, forged),
  row('GET', '/system/files/:uuid/:filename', 'employer', 'other', 403, forged),
  row('GET', '/system/files/:uuid/:filename', 'candidate', 'own', 200, forged),
  row('GET', '/api/file/file/:uuid', 'anonymous', 'other', 401, file),
  row('GET', '/api/file/file/:uuid', 'candidate', 'own', 200, file),
  row('GET', '/api/file/file/:uuid', 'employer', 'other', 403, file),
  row('GET', '/api/file/file/:uuid', 'otherUser', 'other', 403, file),
  row('DELETE', '/api/file/file/:uuid', 'anonymous', 'other', 401, { target: 'spareFile' }),
  row('DELETE', '/api/file/file/:uuid', 'candidate', 'other', 403, { target: 'spareFile' }),
  row('DELETE', '/api/file/file/:uuid', 'employer', 'other', 403, { target: 'spareFile' }),
  row('DELETE', '/api/file/file/:uuid', 'candidate', 'own', 204, { target: 'spareFile' }),
  row('DELETE', '/api/file/file/:uuid', 'employer', 'own', 204, { target: 'spareFile' }),
];

/**
 * Profiles: every role reads its own; the owner alone reads one by uuid or changes it; only the
 * bundle's role creates one (409 here: the actors already have theirs).
 */
function profileRows(bundle: 'candidate_profile' | 'employer_profile'): Row[] {
  const owner: Actor = bundle === 'candidate_profile' ? 'candidate' : 'employer';
  const stranger: Actor = bundle === 'candidate_profile' ? 'employer' : 'candidate';
  const type = `node--${bundle}`;
  const target = { target: bundle } as const;
  const emptyPatch = { ...target, payload: (uuid: string) => ({ data: { type, id: uuid } }) };
  const create = { payload: { data: { type, attributes: {} } } };
  const collection = `/api/node/${bundle}`;
  const item = `${collection}/:uuid`;
  return [
    row('GET', collection, 'anonymous', 'none', 401),
    row('GET', collection, owner, 'none', 200),
    row('GET', collection, stranger, 'none', 200),
    row('POST', collection, 'anonymous', 'none', 401, create),
    row('POST', collection, owner, 'none', 409, create),
    row('POST', collection, stranger, 'none', 403, create),
    row('GET', item, 'anonymous', 'other', 401, target),
    row('GET', item, owner, 'own', 200, target),
    row('GET', item, owner, 'other', 403, target),
    row('GET', item, stranger, 'other', 403, target),
    row('GET', item, 'otherUser', 'other', 403, target),
    row('PATCH', item, 'anonymous', 'other', 401, emptyPatch),
    row('PATCH', item, owner, 'own', 200, emptyPatch),
    row('PATCH', item, owner, 'other', 403, emptyPatch),
    row('PATCH', item, stranger, 'other', 403, emptyPatch),
    row('PATCH', item, 'otherUser', 'other', 403, emptyPatch),
  ];
}

/**
 * Organizations: anyone signed in reads the public profile and the listing; members change one;
 * only its owner deletes it; candidates create and upload nothing; a deleted one is 404.
 */
const ORGANIZATION = '/api/node/organization_profile';
const ORGANIZATION_ITEM = `${ORGANIZATION}/:uuid`;
const organization = { target: 'organization' } as const;
const deleted = { target: 'deletedOrganization' } as const;
const emptyOrganizationPatch = (uuid: string) => ({
  data: { type: 'node--organization_profile', id: uuid },
});
const organizationPatch = { ...organization, payload: emptyOrganizationPatch };
const organizationUpload = (field: string) => `${ORGANIZATION}/${field}`;
const logo = (size: number) => ({
  payload: pngBytes(size, size),
  headers: {
    'content-type': 'application/octet-stream',
    'content-disposition': 'file; filename="logo.png"',
  },
});
const MINE = '/api/organization/get_organizations_for_current_user';
const EXPORT = '/api/organizations/export';
/**
 * Routes under /api/organization/{nid}: `whose` names the organization (`own`: the employer's,
 * where `admin` is a member too; `other`: another employer's; `none`: a deleted one).
 */
const BOARDS = '/api/organization/:nid/greenhouse_integration';
const BOARD = `${BOARDS}/:id`;
const boardBody = (token: string) => ({
  payload: { greenhouse_board_token: token },
  headers: { 'content-type': 'application/json' },
});
const GREENHOUSE_ROWS: Row[] = [
  ...outsidersOf('POST', `${BOARD}/sync`),
  row('POST', `${BOARD}/sync`, 'admin', 'own', 202),
  row('POST', `${BOARD}/sync`, 'employer', 'own', 202),
  ...outsidersOf('GET', BOARDS),
  row('GET', BOARDS, 'employer', 'own', 200),
  row('GET', BOARDS, 'admin', 'own', 200),
  row('GET', BOARDS, 'employer', 'none', 404),
  row('POST', BOARDS, 'anonymous', 'own', 401, boardBody('anon-board')),
  row('POST', BOARDS, 'candidate', 'own', 403, boardBody('candidate-board')),
  row('POST', BOARDS, 'outsider', 'own', 403, boardBody('outsider-board')),
  row('POST', BOARDS, 'admin', 'own', 201, boardBody('admin-board')),
  row('POST', BOARDS, 'employer', 'other', 403, boardBody('foreign-board')),
  ...outsidersOf('PATCH', BOARD, { payload: { enabled: 0 } }),
  row('PATCH', BOARD, 'admin', 'own', 200, { payload: { enabled: 0 } }),
  ...outsidersOf('DELETE', BOARD),
  row('DELETE', BOARD, 'employer', 'own', 204, { target: 'spareIntegration' }),
];

/** `:uid` is the employer's own account: the owner can neither remove nor hand it ownership. */
const MEMBERS = '/api/organization/:nid/get_shared_access_users';
const ADD = '/api/organization/:nid/add_shared_access_user';
const REMOVE = '/api/organization/:nid/remove_shared_access_user/:uid';
const SWITCH = '/api/organization/:nid/shared_access_switch_owner/:uid';
const INVITATIONS = '/api/organization/:nid/shared_access_invitations';
const INVITATION = '/api/organization/:nid/shared_access_invitations/:id';
const INVITATION_LINK = '/api/organization_invitation/:secret';
const json = { payload: {}, headers: { 'content-type': 'application/json' } };
const SHARED_ACCESS_ROWS: Row[] = [
  ...outsidersOf('GET', MEMBERS),
  row('GET', MEMBERS, 'employer', 'own', 200),
  row('GET', MEMBERS, 'admin', 'own', 200),
  row('GET', MEMBERS, 'employer', 'none', 404),
  ...[ADD, SWITCH].flatMap((url) => [
    ...outsidersOf('PATCH', url, json),
    row('PATCH', url, 'admin', 'own', 403, json),
    row('PATCH', url, 'employer', 'none', 404, json),
    row('PATCH', url, 'employer', 'own', 422, json),
  ]),
  // Invitations: members see them, the owner withdraws them (`:id` names none of them), and the
  // link answers anybody holding it — a made-up one names nothing.
  ...outsidersOf('GET', INVITATIONS),
  row('GET', INVITATIONS, 'employer', 'own', 200),
  row('GET', INVITATIONS, 'admin', 'own', 200),
  row('DELETE', INVITATION, 'anonymous', 'own', 401),
  row('DELETE', INVITATION, 'admin', 'own', 403),
  row('DELETE', INVITATION, 'outsider', 'own', 403),
  row('DELETE', INVITATION, 'employer', 'other', 403),
  row('DELETE', INVITATION, 'employer', 'own', 404),
  row('GET', INVITATION_LINK, 'anonymous', 'none', 404, { query: '_format=json' }),
  row('GET', INVITATION_LINK, 'employer', 'none', 404, { query: '_format=json' }),
  row('POST', INVITATION_LINK, 'anonymous', 'none', 404, {
    query: '_format=json',
    payload: { action: 'decline' },
    headers: { 'content-type': 'application/json' },
  }),
  ...outsidersOf('DELETE', REMOVE),
  row('DELETE', REMOVE, 'admin', 'own', 403),
  row('DELETE', REMOVE, 'employer', 'own', 422),
];

const ORGANIZATION_ROWS: Row[] = [
  row('GET', ORGANIZATION, 'anonymous', 'none', 401),
  row('GET', ORGANIZATION, 'candidate', 'none', 200),
  row('GET', ORGANIZATION, 'employer', 'none', 200),
  row('POST', ORGANIZATION, 'anonymous', 'none', 401, { payload: {} }),
  row('POST', ORGANIZATION, 'candidate', 'none', 403, { payload: {} }),
  row('POST', ORGANIZATION, 'employer', 'none', 422, { payload: {} }),
  row('GET', ORGANIZATION_ITEM, 'anonymous', 'other', 401, organization),
  row('GET', ORGANIZATION_ITEM, 'employer', 'own', 200, organization),
  row('GET', ORGANIZATION_ITEM, 'admin', 'own', 200, organization),
  row('GET', ORGANIZATION_ITEM, 'outsider', 'other', 200, organization),
  row('GET', ORGANIZATION_ITEM, 'candidate', 'other', 200, organization),
  row('GET', ORGANIZATION_ITEM, 'employer', 'own', 404, deleted),
  row('PATCH', ORGANIZATION_ITEM, 'anonymous', 'other', 401, organizationPatch),
  row('PATCH', ORGANIZATION_ITEM, 'employer', 'own', 200, organizationPatch),
  row('PATCH', ORGANIZATION_ITEM, 'admin', 'own', 200, organizationPatch),
  row('PATCH', ORGANIZATION_ITEM, 'employer', 'other', 403, organizationPatch),
  row('PATCH', ORGANIZATION_ITEM, 'outsider', 'other', 403, organizationPatch),
  row('PATCH', ORGANIZATION_ITEM, 'candidate', 'other', 403, organizationPatch),
  row('PATCH', ORGANIZATION_ITEM, 'employer', 'own', 404, {
    ...deleted,
    payload: emptyOrganizationPatch,
  }),
  row('DELETE', ORGANIZATION_ITEM, 'anonymous', 'other', 401, organization),
  row('DELETE', ORGANIZATION_ITEM, 'candidate', 'other', 403, organization),
  row('DELETE', ORGANIZATION_ITEM, 'admin', 'own', 403, organization),
  row('DELETE', ORGANIZATION_ITEM, 'outsider', 'other', 403, organization),
  row('DELETE', ORGANIZATION_ITEM, 'employer', 'other', 403, organization),
  row('DELETE', ORGANIZATION_ITEM, 'employer', 'own', 404, deleted),
  row('DELETE', ORGANIZATION_ITEM, 'employer', 'own', 204, { target: 'spareOrganization' }),
  ...(['field_logo', 'field_page_title_background', 'field_culture_images'] as const).flatMap(
    (field) => [
      row('POST', organizationUpload(field), 'anonymous', 'none', 401, logo(400)),
      row('POST', organizationUpload(field), 'candidate', 'none', 403, logo(400)),
      row(
        'POST',
        organizationUpload(field),
        'outsider',
        'none',
        field === 'field_page_title_background' ? 422 : 201,
        logo(400),
      ),
    ],
  ),
  row('GET', MINE, 'anonymous', 'none', 401),
  row('GET', MINE, 'candidate', 'none', 403),
  row('GET', MINE, 'employer', 'none', 200),
  row('GET', EXPORT, 'anonymous', 'none', 401),
  row('GET', EXPORT, 'candidate', 'none', 200),
  row('GET', EXPORT, 'outsider', 'none', 200),
];

/**
 * Jobs: members of the hiring organization write; an active job is public, an expired one is
 * for members only. `/api/job/:nid` routes take a job's nid (`none`: one that does not exist).
 */
const JOBS = '/api/node/job_posting';
const JOB = `${JOBS}/:uuid`;
const job = { target: 'job' } as const;
const expiredJob = { target: 'expiredJob' } as const;
const jobPatch = {
  ...job,
  payload: (uuid: string) => ({ data: { type: 'node--job_posting', id: uuid } }),
};
const byOrganization = { query: 'filter[field_hiring_organization.id][value]=:org_uuid' };
const JOB_EXPORT = '/api/jobs/export/:nid';
const JOB_QUOTA = '/api/organization/:nid/job_quota_left';
const FEATURED_QUOTA = '/api/organization/:nid/featured_job_quota_left';
const STICKY = '/api/job/:nid/sticky/:sticky';
const JOB_ROWS: Row[] = [
  ...outsidersOf('GET', JOBS, byOrganization),
  row('GET', JOBS, 'admin', 'own', 200, byOrganization),
  row('GET', JOBS, 'employer', 'own', 200, byOrganization),
  row('POST', JOBS, 'anonymous', 'none', 401, { payload: {} }),
  row('POST', JOBS, 'candidate', 'none', 403, { payload: {} }),
  row('POST', JOBS, 'employer', 'none', 422, { payload: {} }),
  row('GET', JOB, 'anonymous', 'other', 200, job),
  row('GET', JOB, 'candidate', 'other', 200, job),
  row('GET', JOB, 'outsider', 'own', 200, job),
  row('GET', JOB, 'outsider', 'own', 404, expiredJob),
  row('GET', JOB, 'candidate', 'own', 404, expiredJob),
  row('GET', JOB, 'admin', 'own', 200, expiredJob),
  ...outsidersOf('PATCH', JOB, jobPatch),
  row('PATCH', JOB, 'admin', 'own', 200, jobPatch),
  ...outsidersOf('DELETE', JOB, job),
  row('DELETE', JOB, 'employer', 'own', 204, { target: 'spareJob' }),
  row('GET', JOB_EXPORT, 'anonymous', 'own', 200),
  row('GET', JOB_EXPORT, 'candidate', 'own', 200),
  row('GET', JOB_EXPORT, 'admin', 'own', 200),
  row('GET', JOB_EXPORT, 'employer', 'none', 404),
  row('GET', '/api/jobs/search', 'anonymous', 'none', 200),
  row('GET', '/api/jobs/search', 'candidate', 'none', 200),
  // Best match ranks for the candidate asking: nobody else has facts to rank for.
  row('GET', '/api/jobs/search', 'candidate', 'own', 200, { query: 'sort=best_match' }),
  row('GET', '/api/jobs/search', 'anonymous', 'none', 401, { query: 'sort=best_match' }),
  row('GET', '/api/jobs/search', 'employer', 'none', 403, { query: 'sort=best_match' }),
  ...[JOB_QUOTA, FEATURED_QUOTA].flatMap((url) => [
    ...outsidersOf('GET', url),
    row('GET', url, 'admin', 'own', 200),
    row('GET', url, 'employer', 'none', 404),
  ]),
  ...outsidersOf('PATCH', STICKY),
  row('PATCH', STICKY, 'admin', 'own', 200),
  row('PATCH', STICKY, 'employer', 'none', 404),
];

/**
 * Candidates: members of an organization with candidate-database access (the employer's own
 * has it; the other organization has not) search, read profiles, ask for introductions and keep
 * the board; the demo export serves members of any organization. `:candidate` is the node id of
 * the candidate actor's profile.
 */
const CANDIDATE_EXPORT = '/api/candidates/export';
const CANDIDATE_DEMO = '/api/candidates/demo_export';
const CANDIDATE_DEMO_PROFILE = '/api/candidates/demo_export/:uuid';
const INVITE_QUOTA = '/api/organization/:nid/invite_quota_left';
const REQUEST_ACCESS = '/api/organization/:nid/request_access/candidate/:candidate';
const ACCESS_PROCESS = '/api/candidate_access_process';
const CANDIDATE_BOARD = '/api/organization/:nid/candidate_table/:table';
const DISASSOCIATE = '/api/organization/:nid/disassociate_candidate/:candidate';
const CONNECTIONS = '/api/candidate/connections';
const MATCHING = '/api/organization/:nid/jobs/:job/matching_candidates';
const MATCH_COUNTS = '/api/organization/:nid/jobs/match_counts';
const JOB_MATCH = '/api/job/:job/match';
const FUNNEL = '/api/organization/:nid/insights/funnel';
const INTRODUCTION_WEEKS = '/api/organization/:nid/insights/introductions';
const MATCHES_PER_JOB = '/api/organization/:nid/insights/matches_per_job';
const JOB_TEXTS = '/api/organization/:nid/insights/job_texts';
const CANDIDATE_INSIGHTS = '/api/candidate/insights';
const jobCounts = { query: 'jobs=:job&_format=json' };
const CONNECTION = '/api/candidate/connections/:nid';
const asJson = { query: '_format=json' };
const forOrganization = { query: '_format=json&org_id=:nid' };
const candidateView = { target: 'candidate_profile', query: 'org_id=:nid' } as const;
const emptyList = { payload: [] };
const CANDIDATE_ROWS: Row[] = [
  ...[CANDIDATE_EXPORT, CANDIDATE_DEMO].flatMap((url) => [
    ...outsidersOf('GET', url, forOrganization),
    row('GET', url, 'admin', 'own', 200, forOrganization),
    row('GET', url, 'employer', 'none', 404, forOrganization),
  ]),
  ...outsidersOf('GET', CANDIDATE_DEMO_PROFILE, candidateView),
  row('GET', CANDIDATE_DEMO_PROFILE, 'admin', 'own', 200, candidateView),
  row('GET', '/api/node/candidate_profile/:uuid', 'admin', 'own', 200, candidateView),
  row('GET', '/api/node/candidate_profile/:uuid', 'outsider', 'own', 403, candidateView),
  row('GET', '/api/node/candidate_profile/:uuid', 'employer', 'other', 403, candidateView),
  row('GET', '/api/node/candidate_profile/:uuid', 'candidate', 'other', 403, candidateView),
  ...outsidersOf('GET', INVITE_QUOTA),
  row('GET', INVITE_QUOTA, 'admin', 'own', 200),
  row('GET', INVITE_QUOTA, 'employer', 'none', 404),
  ...outsidersOf('POST', REQUEST_ACCESS, emptyList),
  row('POST', REQUEST_ACCESS, 'employer', 'none', 404, emptyList),
  row('POST', REQUEST_ACCESS, 'admin', 'own', 200, emptyList),
  row('POST', ACCESS_PROCESS, 'anonymous', 'none', 404, { query: 'token=:hash&action=accept' }),
  row('POST', ACCESS_PROCESS, 'employer', 'none', 404, { query: 'token=:hash&action=accept' }),
  row('GET', ACCESS_PROCESS, 'anonymous', 'none', 404, { query: 'token=:hash' }),
  // The candidates who fit a job: members of its organization, whatever its access (the demo's
  // view without it); another organization's job is a 403 at its organization already.
  ...outsidersOf('GET', MATCHING, asJson),
  row('GET', MATCHING, 'admin', 'own', 200, asJson),
  row('GET', MATCHING, 'employer', 'own', 200, asJson),
  row('GET', MATCHING, 'employer', 'none', 404, asJson),
  // How a job fits her: any candidate, for any organization's active job; nobody else.
  row('GET', JOB_MATCH, 'anonymous', 'own', 401, asJson),
  row('GET', JOB_MATCH, 'candidate', 'own', 200, asJson),
  row('GET', JOB_MATCH, 'candidate', 'other', 200, asJson),
  row('GET', JOB_MATCH, 'candidate', 'none', 404, asJson),
  row('GET', JOB_MATCH, 'employer', 'own', 403, asJson),
  row('GET', JOB_MATCH, 'admin', 'own', 403, asJson),
  row('GET', JOB_MATCH, 'outsider', 'own', 403, asJson),
  ...(['anonymous', 'candidate', 'outsider', 'admin', 'employer'] as const).map((actor) =>
    row(
      'GET',
      MATCH_COUNTS,
      actor,
      'own',
      { anonymous: 401, candidate: 403, outsider: 403, admin: 200, employer: 200 }[actor],
      jobCounts,
    ),
  ),
  row('GET', MATCH_COUNTS, 'employer', 'other', 403, jobCounts),
  row('GET', MATCH_COUNTS, 'employer', 'none', 404, jobCounts),
  // A candidate's own connections: hers only, and only candidates have them.
  row('GET', CONNECTIONS, 'anonymous', 'none', 401, asJson),
  row('GET', CONNECTIONS, 'candidate', 'own', 200, asJson),
  row('GET', CONNECTIONS, 'employer', 'own', 403, asJson),
  row('DELETE', CONNECTION, 'anonymous', 'own', 401, asJson),
  row('DELETE', CONNECTION, 'candidate', 'other', 404, asJson),
  row('DELETE', CONNECTION, 'candidate', 'none', 404, asJson),
  row('DELETE', CONNECTION, 'employer', 'own', 403, asJson),
  // Everyone's own data export, and nobody else's (the route takes no id to forge).
  row('GET', '/api/user/data-export', 'anonymous', 'none', 401),
  row('GET', '/api/user/data-export', 'candidate', 'own', 200),
  row('GET', '/api/user/data-export', 'employer', 'own', 200),
  // Deleting an account: only one's own, and only with its password (the table's users stay).
  row('GET', '/api/user/deletion', 'anonymous', 'none', 401),
  row('GET', '/api/user/deletion', 'candidate', 'own', 200),
  row('GET', '/api/user/deletion', 'employer', 'own', 200),
  row('POST', '/api/user/deletion', 'anonymous', 'none', 401, { payload: { password: 'x' } }),
  row('POST', '/api/user/deletion', 'candidate', 'own', 422, {
    payload: { password: 'not the password' },
  }),
  // Her in-app answer to a request: only to a request made to her.
  row('POST', CONNECTION, 'anonymous', 'own', 401, { ...asJson, payload: { action: 'accept' } }),
  row('POST', CONNECTION, 'candidate', 'other', 404, { ...asJson, payload: { action: 'accept' } }),
  row('POST', CONNECTION, 'candidate', 'none', 404, { ...asJson, payload: { action: 'accept' } }),
  row('POST', CONNECTION, 'employer', 'own', 403, { ...asJson, payload: { action: 'accept' } }),
  row('GET', ACCESS_PROCESS, 'employer', 'none', 404, { query: 'token=:hash' }),
  ...(['GET', 'PATCH'] as const).flatMap((method) => [
    ...outsidersOf(method, CANDIDATE_BOARD, { payload: {} }),
    row(method, CANDIDATE_BOARD, 'employer', 'none', 404, { payload: {} }),
  ]),
  row('GET', CANDIDATE_BOARD, 'admin', 'own', 200),
  // A board without its columns is refused by validation, after the guard let the admin in.
  row('PATCH', CANDIDATE_BOARD, 'admin', 'own', 422, { payload: {} }),
  ...outsidersOf('PATCH', DISASSOCIATE),
  row('PATCH', DISASSOCIATE, 'employer', 'none', 404),
  // The hiring charts: members of the organization only (the rows about candidates need access
  // to the candidate database, insights.test.ts shows the demo's 403); her own figures, hers.
  ...[FUNNEL, INTRODUCTION_WEEKS, MATCHES_PER_JOB, JOB_TEXTS].flatMap((url) => [
    ...outsidersOf('GET', url, asJson),
    row('GET', url, 'admin', 'own', 200, asJson),
    row('GET', url, 'employer', 'own', 200, asJson),
    row('GET', url, 'employer', 'none', 404, asJson),
  ]),
  row('GET', FUNNEL, 'admin', 'own', 200, { query: '_format=json&days=90&job=:job' }),
  row('GET', FUNNEL, 'employer', 'other', 403, { query: '_format=json&job=:job' }),
  row('GET', CANDIDATE_INSIGHTS, 'anonymous', 'none', 401, asJson),
  row('GET', CANDIDATE_INSIGHTS, 'candidate', 'own', 200, asJson),
  row('GET', CANDIDATE_INSIGHTS, 'employer', 'own', 403, asJson),
  row('GET', CANDIDATE_INSIGHTS, 'admin', 'own', 403, asJson),
];

/**
 * Saved searches are the candidate's own (another's id is a 404, as a missing one); the
 * unsubscribe link of an alert works for whoever holds its token, signed in or not.
 */
const SAVED_SEARCHES = '/api/saved-searches';
const SAVED_SEARCH = '/api/saved-searches/:id';
const UNSUBSCRIBE = '/api/job-alerts/unsubscribe/:token';
const newSearch = { payload: { name: 'Rows', query: 'search=rust', frequency: 'daily' } };
const savedSearch = { target: 'savedSearch' } as const;
const forgedToken = { target: 'forgedToken' } as const;
const SAVED_SEARCH_ROWS: Row[] = [
  row('GET', SAVED_SEARCHES, 'anonymous', 'none', 401),
  row('GET', SAVED_SEARCHES, 'candidate', 'own', 200),
  row('GET', SAVED_SEARCHES, 'employer', 'own', 403),
  row('POST', SAVED_SEARCHES, 'anonymous', 'none', 401, newSearch),
  row('POST', SAVED_SEARCHES, 'candidate', 'own', 201, newSearch),
  row('POST', SAVED_SEARCHES, 'employer', 'own', 403, newSearch),
  row('PATCH', SAVED_SEARCH, 'anonymous', 'own', 401, { ...savedSearch, payload: { name: 'x' } }),
  row('PATCH', SAVED_SEARCH, 'candidate', 'own', 200, { ...savedSearch, payload: { name: 'x' } }),
  row('PATCH', SAVED_SEARCH, 'candidate', 'other', 404, { ...savedSearch, payload: { name: 'x' } }),
  row('PATCH', SAVED_SEARCH, 'employer', 'own', 403, { ...savedSearch, payload: { name: 'x' } }),
  row('DELETE', SAVED_SEARCH, 'anonymous', 'own', 401, savedSearch),
  row('DELETE', SAVED_SEARCH, 'candidate', 'other', 404, savedSearch),
  row('DELETE', SAVED_SEARCH, 'employer', 'own', 403, savedSearch),
  row('DELETE', SAVED_SEARCH, 'candidate', 'own', 200, { target: 'spareSavedSearch' }),
  row('GET', UNSUBSCRIBE, 'anonymous', 'own', 200, savedSearch),
  row('GET', UNSUBSCRIBE, 'employer', 'own', 200, savedSearch),
  row('GET', UNSUBSCRIBE, 'anonymous', 'own', 404, forgedToken),
  row('POST', UNSUBSCRIBE, 'anonymous', 'own', 404, forgedToken),
  row('POST', UNSUBSCRIBE, 'anonymous', 'own', 200, savedSearch),
];

const ROWS: Row[] = [
  // Registration and confirmation are open to everyone; {} fails validation after the guard.
  row('POST', '/api/user/register/candidate', 'anonymous', 'none', 422, { payload: {} }),
  row('POST', '/api/user/register/employer', 'anonymous', 'none', 422, { payload: {} }),
  row('POST', '/api/user/register/candidate', 'candidate', 'none', 422, { payload: {} }),
  row('GET', '/api/user/confirm/:hash', 'anonymous', 'none', 404),
  row('POST', '/oauth/token', 'anonymous', 'none', 400, { payload: {} }),
  row('POST', '/oauth/revoke', 'anonymous', 'none', 400, { payload: {} }),
  // Health: anyone, signed in or not, hears up or down and nothing else.
  row('GET', '/health/live', 'anonymous', 'none', 200),
  row('GET', '/health/live', 'candidate', 'none', 200),
  row('GET', '/health/ready', 'anonymous', 'none', 200),
  row('GET', '/health/ready', 'employer', 'none', 200),
  // Metrics: the operator's scraper with METRICS_TOKEN only; a user's own bearer token is not it.
  row('GET', '/metrics', 'anonymous', 'none', 401),
  row('GET', '/metrics', 'candidate', 'none', 401),
  row('GET', '/metrics', 'employer', 'none', 401),
  row('GET', '/metrics', 'anonymous', 'none', 401, { headers: { authorization: 'Bearer wrong' } }),
  row('GET', '/metrics', 'anonymous', 'none', 200, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }),
  row('GET', '/api', 'anonymous', 'none', 200),
  row('GET', '/api', 'candidate', 'none', 200),
  row('GET', '/api/user/user/:uuid', 'anonymous', 'other', 401),
  row('GET', '/api/user/user/:uuid', 'candidate', 'own', 200),
  row('GET', '/api/user/user/:uuid', 'employer', 'own', 200),
  row('GET', '/api/user/user/:uuid', 'candidate', 'other', 403),
  row('GET', '/api/user/user/:uuid', 'employer', 'other', 403),
  row('GET', '/api/user/user/:uuid', 'otherUser', 'other', 403),
  row('PATCH', '/api/user/user/:uuid', 'anonymous', 'other', 401, { payload: emptyUserPatch }),
  row('PATCH', '/api/user/user/:uuid', 'candidate', 'own', 200, { payload: emptyUserPatch }),
  row('PATCH', '/api/user/user/:uuid', 'employer', 'own', 200, { payload: emptyUserPatch }),
  row('PATCH', '/api/user/user/:uuid', 'candidate', 'other', 403, { payload: emptyUserPatch }),
  row('PATCH', '/api/user/user/:uuid', 'otherUser', 'other', 403, { payload: emptyUserPatch }),
  row('GET', '/api/current-user/roles', 'anonymous', 'none', 401),
  row('GET', '/api/current-user/roles', 'candidate', 'none', 200),
  row('GET', '/api/current-user/roles', 'employer', 'none', 200),
  row('POST', '/api/user/password-reset', 'anonymous', 'none', 200, {
    payload: { email: 'nobody@example.test' },
  }),
  row('PATCH', '/api/user/password-reset', 'anonymous', 'none', 422, { payload: {} }),
  row('GET', '/config.js', 'anonymous', 'none', 200),
  row('GET', '/api/candidate/organization-access', 'anonymous', 'none', 200, HTML),
  row('GET', '/*', 'anonymous', 'none', 200, HTML),
  // A page takes no write, whoever sends it (the body is not read).
  row('POST', '/*', 'anonymous', 'none', 405, HTML),
  row('PATCH', '/*', 'candidate', 'none', 405, HTML),
  row('DELETE', '/*', 'employer', 'none', 405, HTML),
  // The public job page: the same page for everyone (the server renders it as for a visitor).
  row('GET', '/job-posting/:id', 'anonymous', 'none', 200, HTML),
  row('GET', '/job-posting/:id', 'candidate', 'none', 200, HTML),
  row('GET', '/job-posting/:id', 'employer', 'none', 200, HTML),
  // What crawlers read: the same for everyone.
  row('GET', '/robots.txt', 'anonymous', 'none', 200),
  row('GET', '/robots.txt', 'employer', 'none', 200),
  row('GET', '/sitemap.xml', 'anonymous', 'none', 200),
  row('GET', '/sitemap.xml', 'candidate', 'none', 200),
  // Past the one file a few jobs take: no such file, for anyone.
  row('GET', '/sitemaps/:name', 'anonymous', 'none', 404),
  row('GET', '/sitemaps/:name', 'employer', 'none', 404),
  // A pre-rendered page's form posted natively before the app ran: the page again.
  ...['/', '/sign-up', '/forgotten-password'].flatMap((page) => [
    row('POST', page, 'anonymous', 'none', 303, HTML),
    row('POST', page, 'candidate', 'none', 303, HTML),
  ]),
  ...REFERENCE_ROWS,
  ...FILE_ROWS,
  ...profileRows('candidate_profile'),
  ...profileRows('employer_profile'),
  ...ORGANIZATION_ROWS,
  ...GREENHOUSE_ROWS,
  ...SHARED_ACCESS_ROWS,
  ...JOB_ROWS,
  ...CANDIDATE_ROWS,
  ...SAVED_SEARCH_ROWS,
];

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
/** Accounts that own profiles and files: the actors, plus an employer who is never an actor. */
type Owner = 'candidate' | 'otherUser' | 'employer' | 'spareEmployer';
const OWNERS: Owner[] = ['candidate', 'otherUser', 'employer', 'spareEmployer'];
const organizations = {} as Record<OrganizationTarget, Partial<Record<Whose, string>>>;
/** Node ids for `:nid` routes: the employer's organization, another one, a deleted one (none). */
const nids = {} as Record<Whose, number>;
/** Greenhouse boards for `:id`: two of the employer's organization (one a row may delete), one of another. */
const integrationIds = {} as Record<'own' | 'spare' | 'other', number>;
let employerUid = 0;
const jobUuids = {} as Record<JobTarget, Partial<Record<Whose, string>>>;
/** Job nids for `/api/job/:nid` routes. */
const jobNids = {} as Record<Whose, number>;
/** The node id of the candidate actor's profile, for `:candidate`. */
let candidateNid = 0;
const owned = {} as Record<Owner, Partial<Record<Target, string>>>;
/** Saved searches for `:id`: two of the candidate actor's (one a row deletes), one of another. */
const savedSearchIds = {} as Record<'own' | 'spare' | 'other', number>;
let unsubscribe: UnsubscribeTokens;

before(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Matchboard</title>');
  t = await buildTestApp({ STATIC_DIR: dist, METRICS_TOKEN });
  users.candidate = await registerAndConfirm(t, 'candidate');
  users.employer = await registerAndConfirm(t, 'employer');
  users.otherUser = await registerAndConfirm(t, 'candidate');
  users.admin = await registerAndConfirm(t, 'employer');
  users.outsider = await registerAndConfirm(t, 'employer');
  const spareEmployer = await registerAndConfirm(t, 'employer');
  const accounts = { ...users, spareEmployer } as Record<Owner, TestUser>;
  for (const owner of OWNERS) {
    const bundle =
      owner === 'employer' || owner === 'spareEmployer' ? 'employer_profile' : 'candidate_profile';
    owned[owner] = {
      [bundle]: await createProfile(t, accounts[owner], bundle),
      file: await uploadValid(t, accounts[owner], bundle),
      spareFile: await uploadValid(t, accounts[owner], bundle),
    };
  }
  const own = await createOrganization(t, users.employer);
  await addAdmin(t, own.nid, users.admin);
  const gone = await createOrganization(t, spareEmployer);
  await injectAs(t, spareEmployer, { method: 'DELETE', url: `${ORGANIZATION}/${gone.uuid}` });
  organizations.organization = {
    own: own.uuid,
    other: (await createOrganization(t, spareEmployer)).uuid,
  };
  organizations.spareOrganization = { own: (await createOrganization(t, users.employer)).uuid };
  organizations.deletedOrganization = { own: gone.uuid, other: gone.uuid };
  const other = await findOrganizationNid(organizations.organization.other as string);
  nids.own = own.nid;
  nids.other = other;
  nids.none = gone.nid;
  const board = (nid: number, user: TestUser, token: string) =>
    injectAs(t, user, {
      method: 'POST',
      url: `/api/organization/${nid}/greenhouse_integration`,
      payload: { greenhouse_board_token: token },
      headers: { 'content-type': 'application/json' },
    }).then((response) => response.json().id as number);
  integrationIds.own = await board(own.nid, users.employer, 'own-board');
  integrationIds.spare = await board(own.nid, users.employer, 'spare-board');
  integrationIds.other = await board(other, spareEmployer, 'other-board');
  const listing = await injectAs(t, users.employer, {
    method: 'GET',
    url: `/api/organization/${own.nid}/get_shared_access_users`,
  });
  employerUid = listing.json().find((m: { owner: boolean }) => m.owner).uid;
  const ownJob = await createJob(t, users.employer, own.uuid);
  const otherJob = await createJob(t, spareEmployer, organizations.organization.other as string);
  const expired = await createJob(t, users.employer, own.uuid);
  await t.database.db
    .update(jobs)
    .set({ validUntil: '2020-01-01' })
    .where(eq(jobs.nid, expired.nid));
  jobUuids.job = { own: ownJob.uuid, other: otherJob.uuid };
  jobUuids.spareJob = { own: (await createJob(t, users.employer, own.uuid)).uuid };
  jobUuids.expiredJob = { own: expired.uuid };
  jobNids.own = ownJob.nid;
  jobNids.other = otherJob.nid;
  jobNids.none = 999_999;
  // The employer's organization has candidate-database access; the other one has the demo.
  const year = new Date(t.clock.now().getTime() + 365 * 86_400_000);
  await t.database.db
    .update(organizationsTable)
    .set({ candidateDatabaseDate: year })
    .where(eq(organizationsTable.nid, own.nid));
  const [candidateRow] = await t.database.db
    .select({ nid: candidateProfiles.nid })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.uuid, owned.candidate.candidate_profile as string));
  candidateNid = candidateRow.nid;
  const saveSearch = (user: TestUser) =>
    injectAs(t, user, {
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'Table', query: '', frequency: 'daily' },
      headers: { 'content-type': 'application/json' },
    }).then((response) => response.json().id as number);
  savedSearchIds.own = await saveSearch(users.candidate);
  savedSearchIds.spare = await saveSearch(users.candidate);
  savedSearchIds.other = await saveSearch(users.otherUser);
  unsubscribe = await unsubscribeTokens(t.database.db);
});

async function findOrganizationNid(uuid: string): Promise<number> {
  const response = await injectAs(t, users.employer, {
    method: 'GET',
    url: `${ORGANIZATION}/${uuid}`,
  });
  return response.json().data.attributes.drupal_internal__nid as number;
}

/** The uuid a row's URL names: the actor's own, or a different account's. */
function uuidFor(actor: Actor, whose: Whose, target: Target = 'user'): string {
  if (target === 'term') return term('country', 'France').id;
  if (target in organizations) return organizations[target as OrganizationTarget][whose] as string;
  if (target in jobUuids) return jobUuids[target as JobTarget][whose] as string;
  if (target === 'savedSearch' || target === 'spareSavedSearch' || target === 'forgedToken')
    return '';
  if (target !== 'user') {
    if (whose === 'own' && (OWNERS as string[]).includes(actor))
      return owned[actor as Owner][target] as string;
    const owner = OWNERS.find((o) => o !== actor && owned[o][target]) as Owner;
    return owned[owner][target] as string;
  }
  if (whose === 'own' && actor !== 'anonymous') return users[actor].uuid;
  return actor === 'candidate' ? users.employer.uuid : users.candidate.uuid;
}

function concreteUrl(pattern: string, uuid: string, r: Pick<Row, 'whose' | 'target'>): string {
  const integration =
    r.target === 'spareIntegration' ? 'spare' : r.whose === 'other' ? 'other' : 'own';
  if (r.target === 'savedSearch' || r.target === 'spareSavedSearch') {
    const id = savedSearchIds[r.target === 'spareSavedSearch' ? 'spare' : integration];
    pattern = pattern.replace(':id', String(id)).replace(':token', unsubscribe.token(id));
  }
  if (r.target === 'forgedToken')
    pattern = pattern.replace(':token', `${savedSearchIds.own}.${'x'.repeat(43)}`);
  return pattern
    .replace(':uuid', uuid)
    .replace(':org_uuid', organizations.organization[r.whose] ?? '')
    .replace(':nid/sticky/:sticky', `${jobNids[r.whose]}/sticky/0`)
    .replace(':job', String(jobNids[r.whose]))
    .replace(':table', `dashboard_table_${nids[r.whose]}`)
    .replace(':nid', String(nids[r.whose]))
    .replace(':candidate', String(candidateNid))
    .replace(':id', String(integrationIds[integration]))
    .replace(':uid', String(employerUid))
    .replace(':hash', 'an-unknown-hash')
    .replace(':filename', 'name.png')
    .replace(':field', 'currency')
    .replace(':vocabulary', 'country')
    .replace(':name', 'jobs-2.xml')
    .replace('/*', '/some/spa/page');
}

const SPOOFED_HOST = {
  host: 'hostinject.test',
  'x-forwarded-host': 'hostinject.test',
  'x-forwarded-proto': 'https',
};

describe('authorization table', () => {
  it('has a row for every operation of the API document', async () => {
    const covered = new Set(ROWS.map((r) => `${r.method} ${r.url}`));
    const missing = (await documentedOperations(t)).filter((key) => !covered.has(key));
    assert.deepEqual(missing, [], `operations without a row in ROWS: ${missing.join(', ')}`);
  });

  it('only has rows for routes that exist', () => {
    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    const stale = ROWS.map((r) => `${r.method} ${r.url}`).filter((key) => !registered.has(key));
    assert.deepEqual(stale, []);
  });

  for (const r of ROWS) {
    const query = r.query ? `?${r.query}` : '';
    it(`${r.method} ${r.url}${query} as ${r.actor} on ${r.whose} answers ${r.expected}`, async () => {
      const uuid = uuidFor(r.actor, r.whose, r.target);
      const payload = typeof r.payload === 'function' ? r.payload(uuid) : r.payload;
      const response = await injectAs(t, r.actor === 'anonymous' ? null : users[r.actor], {
        method: r.method as 'GET',
        url: concreteUrl(`${r.url}${query}`, uuid, r),
        // Every row is sent with a forged Host (and forwarded host): links come from APP_URL.
        headers: { ...SPOOFED_HOST, ...r.headers },
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
      assert.equal(response.statusCode, r.expected, response.body.slice(0, 300));
      const answer = `${JSON.stringify(response.headers)}\n${response.body}`;
      assert.ok(
        !answer.includes('hostinject.test'),
        `the forged host leaked: ${answer.slice(0, 300)}`,
      );
    });
  }
});
