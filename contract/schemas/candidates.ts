/**
 * Route schemas of the candidate search, introductions and the candidate board (spec 02 §3, §4,
 * §7 "Candidates", §9; spec 01 §6 privacy). The response schemas list exactly the members a
 * viewer may be sent, `additionalProperties: false` everywhere, so nothing unlisted can leave
 * the server: the serializer drops it, and the test suite's response check fails on it. What the
 * demo access never shows is a constant here (`''`, `null`, `'1'`), which the serializer writes
 * whatever the handler produced.
 */
import { Type, type Static } from 'typebox';
import {
  CANDIDATE_PAGE_SIZE,
  MAX_BOARD_COLUMNS,
  MAX_COLUMN_TITLE,
  NEW_PROFILE_MONTHS,
} from '../candidates';
import { MAX_FILTER_VALUES, MAX_SEARCH_LENGTH } from '../listQuery';
import { JsonApiDocument, NidParam, NodeAttributes, SHORT_TEXT, Nullable } from './common';
import { TaxonomyTermAttributesSchema } from './reference';

/* ---------------------------------------------------------------------------------------------- */
/* Shared pieces                                                                                   */
/* ---------------------------------------------------------------------------------------------- */

const Json = Type.Optional(
  Type.Literal('json', { description: 'How the SPA asks for JSON; nothing else is accepted' }),
);

const NullableString = Nullable(Type.String());
const Count = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

const ConnectionStatusSchema = Type.Union(
  [
    Type.Literal('new'),
    Type.Literal('requested'),
    Type.Literal('rejected'),
    Type.Literal('connected'),
  ],
  { description: 'What the candidate is to the organization' },
);

/** An initial: the first letter, upper-cased (up to 3 characters where upper-casing makes more). */
const Initial = Type.String({ maxLength: 3, description: 'An initial only' });

/** The stand-in picture of demo access: a blurred SVG made from nothing of the candidate's. */
const BlurredPicture = Type.String({
  pattern: '^data:image/svg\\+xml;base64,[A-Za-z0-9+/=]+$',
  maxLength: 4000,
  description: 'A blurred stand-in picture (data: URL)',
});

/* ---------------------------------------------------------------------------------------------- */
/* URL parameters                                                                                  */
/* ---------------------------------------------------------------------------------------------- */

export const OrganizationParams = Type.Object({ nid: NidParam });

/** `:candidate` is the candidate profile's node id; an unknown one answers 404. */
export const OrganizationCandidateParams = Type.Object({ nid: NidParam, candidate: NidParam });

/** `:table` is `dashboard_table_{nid}`; any other name answers 404. */
export const CandidateBoardParams = Type.Object({
  nid: NidParam,
  table: Type.String({ maxLength: 64 }),
});

/** A malformed uuid answers 404 like an unknown one. */
export const DemoProfileParams = Type.Object({ uuid: Type.String({ maxLength: 64 }) });

/* ---------------------------------------------------------------------------------------------- */
/* The search (GET /api/candidates/export, /api/candidates/demo_export)                           */
/* ---------------------------------------------------------------------------------------------- */

/** Term ids (or other values) joined by '+' (read as spaces), at most MAX_FILTER_VALUES of them. */
const valueList = (description: string, valueLength: number) =>
  Type.Optional(
    Type.String({ maxLength: MAX_FILTER_VALUES * (valueLength + 1) + 100, description }),
  );

/** One value (a filter the search has once); the decoder says which values it takes. */
const oneValue = (description: string) =>
  Type.Optional(Type.String({ maxLength: 32, description }));

/**
 * The query of the export (contract/candidates.ts: CANDIDATE_EXPORT_KEYS and
 * encodeCandidateFilters). Every key is known and bounded here; which values a filter takes and
 * the rules between filters (the status filters must name `org_id`, a status and its negate do
 * not mix) stay in decodeCandidateFilters, which answers 400 with the reason.
 */
export const CandidateExportQuery = Type.Object(
  {
    _format: Json,
    page: Type.Optional(
      Type.String({ maxLength: 16, description: 'The page, from 0; 50 rows a page' }),
    ),
    /** The node id of the organization the caller searches for. */
    org_id: NidParam,
    search: Type.Optional(
      Type.String({
        maxLength: MAX_SEARCH_LENGTH,
        description: 'Words, joined by "+"; each is the start of a word of the profile',
      }),
    ),
    skills: valueList(
      'Technical skill term ids joined by "+" (any of them) or "," (all of them)',
      10,
    ),
    country: valueList('Country term ids joined by "+"', 10),
    location: valueList('Cities joined by "+": spaces written "-", commas "--"', 100),
    experience: valueList('Keys of list professional_experience joined by "+"', 64),
    source: valueList('Candidate source term ids joined by "+"', 10),
    field_curriculum_vitae_op: oneValue(
      '"not empty": only candidates whose CV the caller may open',
    ),
    field_third_party_communications: oneValue('"1": only candidates who opted in'),
    created: oneValue(`Profiles created in the last ${NEW_PROFILE_MONTHS.join(', ')} months`),
    connection_status_requested: oneValue('org_id: only candidates it asked for'),
    connection_status_connected: oneValue('org_id: only candidates connected to it'),
    connection_status_requested_negate: oneValue('org_id: leave out candidates it asked for'),
    connection_status_connected_negate: oneValue('org_id: leave out candidates connected to it'),
  },
  { additionalProperties: false },
);

const rowMembers = {
  node_id: Type.String(),
  node_uuid: Type.String(),
  field_current_role: Type.String(),
  field_city_text: Type.String(),
  field_candidate_country: Type.String(),
  field_professional_experience: Type.String(),
  field_technical_skills_name: Type.String({ description: 'Skill names joined by ";"' }),
  connection_status: ConnectionStatusSchema,
  created: Type.String({ description: 'Unix time of the profile, in seconds' }),
  total_rows: Type.String({ description: 'The number of matches, at most 10000' }),
  field_location: Type.String(),
  total_rows_capped: Type.Union([Type.Literal('0'), Type.Literal('1')], {
    description: '"1" when total_rows stopped at 10000',
  }),
};

/**
 * One row of the full export and a card of the board (spec 02 §3 "Candidate list item"). What
 * the candidate hides is an initial (name) or '' (contact data, picture).
 */
export const CandidateRowSchema = Type.Object(
  {
    ...rowMembers,
    field_first_name: Type.String(),
    field_last_name: Type.String(),
    field_profile_picture: Type.String({ description: 'A signed picture URL, or ""' }),
    field_contact_email: Type.String(),
    field_phone_number: Type.String(),
    field_initials_only: Type.Union([Type.Literal('0'), Type.Literal('1')], {
      description: "'1' when the name is shown as initials only",
    }),
  },
  { additionalProperties: false },
);

/** A row of the demo export: initials, a blurred picture, never any contact data. */
export const DemoCandidateRowSchema = Type.Object(
  {
    ...rowMembers,
    field_first_name: Initial,
    field_last_name: Initial,
    field_profile_picture: BlurredPicture,
    field_contact_email: Type.Literal(''),
    field_phone_number: Type.Literal(''),
    field_initials_only: Type.Literal('1'),
  },
  { additionalProperties: false },
);

export const CandidateRowList = Type.Array(CandidateRowSchema, {
  maxItems: CANDIDATE_PAGE_SIZE,
  description: 'One page of matches, newest first; every row carries the count',
});
export const DemoCandidateRowList = Type.Array(DemoCandidateRowSchema, {
  maxItems: CANDIDATE_PAGE_SIZE,
  description: 'One page of matches, newest first, without anything identifying',
});
export type DemoCandidateRow = Static<typeof DemoCandidateRowSchema>;

/* ---------------------------------------------------------------------------------------------- */
/* A candidate's profile as an employer sees it                                                    */
/* ---------------------------------------------------------------------------------------------- */

/** `?org_id=&include=` of the employer's views of a profile. */
export const EmployerProfileQuery = Type.Object(
  {
    /** The node id of the organization the caller looks for. */
    org_id: NidParam,
    include: Type.Optional(
      Type.String({
        maxLength: 1000,
        description: 'Relationships to include, joined by ","; never "uid"',
      }),
    ),
    _format: Json,
  },
  { additionalProperties: false },
);

const Keys = Type.Array(Type.String());

const identifier = (type: string) =>
  Type.Object({ type: Type.Literal(type), id: Type.String() }, { additionalProperties: false });
const ResourceLinks = Type.Object(
  { self: Type.Object({ href: Type.String() }, { additionalProperties: false }) },
  { additionalProperties: false },
);

/**
 * The demo profile (profileView.ts with demo access): the candidate's experience, skills and
 * wishes, initials for the name and a blurred picture; never contact data, links, the bio, the
 * salary, the CV, the picture or the account. Those members are constants, so they are null (or
 * '1') on the wire whatever the profile holds.
 */
export const DemoCandidateAttributes = Type.Object(
  {
    ...NodeAttributes,
    title: Type.String({ maxLength: 9, description: 'The initials: "A. B."' }),
    field_first_name: Initial,
    field_last_name: Initial,
    field_contact_email: Type.Null(),
    field_phone_number: Type.Null(),
    field_short_bio: Type.Null(),
    field_city_text: NullableString,
    field_state: NullableString,
    field_third_party_communications: NullableString,
    field_name_visible_to_companies: NullableString,
    field_linkedin_profile: Type.Null(),
    field_github_profile: Type.Null(),
    field_twitter_profile: Type.Null(),
    field_portfolio_link: Type.Null(),
    field_technical_skills_exp: Keys,
    field_personal_skills_exp: Keys,
    field_languages: Keys,
    field_language_proficiencies: Keys,
    field_professional_experience: NullableString,
    field_current_role: NullableString,
    field_roles_interested: Keys,
    field_remote_work: NullableString,
    field_looking_for_opportunities: Keys,
    field_visa_sponsorship_required: Keys,
    field_desired_annual_salary: Type.Object(
      { from: Type.Null(), to: Type.Null() },
      { additionalProperties: false },
    ),
    field_currency: Type.String(),
    field_involving_interest: NullableString,
    connection_status: ConnectionStatusSchema,
    field_initials_only: Type.Literal('1'),
    field_blurred_picture: BlurredPicture,
  },
  { additionalProperties: false },
);

const DemoCandidateRelationships = Type.Object(
  {
    field_candidate_country: Type.Object(
      { data: Nullable(identifier('taxonomy_term--country')) },
      { additionalProperties: false },
    ),
    field_technical_skills: Type.Object(
      { data: Type.Array(identifier('taxonomy_term--technical_skills')) },
      { additionalProperties: false },
    ),
    field_personal_skills: Type.Object(
      { data: Type.Array(identifier('taxonomy_term--personal_skills')) },
      { additionalProperties: false },
    ),
    field_profile_picture: Type.Object({ data: Type.Null() }, { additionalProperties: false }),
    field_curriculum_vitae: Type.Object({ data: Type.Null() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

/** Included resources of the demo profile: its terms, never a file. */
const TermResource = Type.Object(
  {
    type: Type.String({ pattern: '^taxonomy_term--' }),
    id: Type.String(),
    links: ResourceLinks,
    attributes: TaxonomyTermAttributesSchema,
  },
  { additionalProperties: false },
);

/** GET /api/candidates/demo_export/{uuid}. */
export const DemoCandidateDocument = JsonApiDocument(
  Type.Object(
    {
      type: Type.Literal('node--candidate_profile'),
      id: Type.String(),
      links: ResourceLinks,
      attributes: DemoCandidateAttributes,
      relationships: DemoCandidateRelationships,
    },
    { additionalProperties: false },
  ),
  TermResource,
);

/* ---------------------------------------------------------------------------------------------- */
/* Introductions and the invite quota                                                              */
/* ---------------------------------------------------------------------------------------------- */

export const InviteQuotaSchema = Type.Object(
  { invite_quota_allowed: Count, invite_quota_used: Count },
  { additionalProperties: false, description: 'Introductions of the rolling week' },
);

/** request_access and disassociate take no body: nothing, null, "", [] or {}. */
export const EmptyBody = Type.Union(
  [
    Type.Null(),
    Type.Literal(''),
    Type.Array(Type.Unknown(), { maxItems: 0 }),
    Type.Object({}, { additionalProperties: false }),
  ],
  { description: 'No body (the SPA sends an empty list)' },
);

export const RequestAccessAnswer = Type.Object(
  {
    message: Type.String(),
    connection_status: Type.Union([Type.Literal('connected'), Type.Literal('requested')], {
      description: 'connected at once when the candidate opted in; requested: mailed',
    }),
    invites_left: Type.Integer({ minimum: 0, description: 'Introductions left this week' }),
  },
  { additionalProperties: false },
);

/** `?token=&action=` of the candidate's mail link. A missing or unknown token answers 404. */
export const AccessProcessQuery = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: SHORT_TEXT })),
    action: Type.Union([Type.Literal('accept'), Type.Literal('decline')]),
    _format: Json,
  },
  { additionalProperties: false },
);

/** GET of the same path: what the link is about, read without answering it. */
export const AccessPreviewQuery = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: SHORT_TEXT })),
    action: Type.Optional(Type.Union([Type.Literal('accept'), Type.Literal('decline')])),
    _format: Json,
  },
  { additionalProperties: false },
);

export const AccessPreview = Type.Object(
  {
    organization: Type.String({ description: 'The organization asking for the introduction.' }),
    state: Type.Union([Type.Literal('open'), Type.Literal('used'), Type.Literal('expired')], {
      description: 'open: waiting for an answer; used: answered already; expired: too old.',
    }),
    expires: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const AccessProcessAnswer = Type.Object(
  {
    message: Type.String(),
    status: Type.Union([Type.Literal('connected'), Type.Literal('rejected')]),
  },
  { additionalProperties: false },
);

/** The candidate's answer to a pending introduction from inside the app (POST of a connection). */
export const IntroductionAnswerBody = Type.Object(
  { action: Type.Union([Type.Literal('accept'), Type.Literal('decline')]) },
  { additionalProperties: false },
);

/** One organization a candidate is connected to, was asked by, or declined. */
export const CandidateConnectionSchema = Type.Object(
  {
    organization_nid: Type.Integer(),
    organization: Type.String({ description: "The organization's name." }),
    status: Type.Union(
      [Type.Literal('connected'), Type.Literal('requested'), Type.Literal('rejected')],
      {
        description:
          'connected: sees her full profile; requested: waits for her answer; rejected: declined.',
      },
    ),
    since: Type.String({ format: 'date-time', description: 'When the status last changed.' }),
  },
  { additionalProperties: false },
);

/** GET /api/candidate/connections: every organization with a connection to the candidate. */
export const CandidateConnectionList = Type.Array(CandidateConnectionSchema, { maxItems: 10_000 });

/* ---------------------------------------------------------------------------------------------- */
/* The candidate board                                                                             */
/* ---------------------------------------------------------------------------------------------- */

/** Most cards on one column of a board a client may send. */
export const MAX_COLUMN_CANDIDATES = 10_000;
/** Longest board, as the JSON string the SPA sends (the request body limit is 1 MiB). */
const MAX_BOARD_JSON = 1024 * 1024;

const ColumnId = Type.String({ maxLength: 80 });

const BoardColumnSchema = Type.Object(
  {
    id: ColumnId,
    title: Type.String({
      maxLength: SHORT_TEXT,
      description: `1 to ${MAX_COLUMN_TITLE} characters`,
    }),
    candidates: Type.Array(
      Type.Union([
        Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        // As search rows hand them out (node_id is text there).
        Type.String({ pattern: '^[1-9][0-9]{0,15}$', maxLength: 16 }),
      ]),
      { maxItems: MAX_COLUMN_CANDIDATES, description: 'Candidate node ids, in order' },
    ),
  },
  { additionalProperties: false },
);

/**
 * The board as saved (contract BoardState). Which columns must exist, that the order names each
 * once and that each card fits its column are checked by the handler (board.ts parseBoard).
 */
export const BoardStateSchema = Type.Object(
  {
    columns: Type.Record(Type.String(), BoardColumnSchema, {
      maxProperties: MAX_BOARD_COLUMNS,
      propertyNames: { maxLength: 80 },
    }),
    columnsOrder: Type.Array(ColumnId, { maxItems: MAX_BOARD_COLUMNS }),
    hiddenColumns: Type.Array(ColumnId, { maxItems: MAX_BOARD_COLUMNS }),
  },
  { additionalProperties: false },
);

/** PATCH …/candidate_table/…: the board as a JSON string (what the SPA sends), or as an object. */
export const BoardPatchBody = Type.Union([
  Type.String({
    maxLength: MAX_BOARD_JSON,
    contentMediaType: 'application/json',
    contentSchema: BoardStateSchema,
    description: 'The board as a JSON string',
  }),
  BoardStateSchema,
]);

/** GET and PATCH answer the board with each card a candidate row (the search's privacy rules). */
export const CandidateBoardSchema = Type.Object(
  {
    columns: Type.Record(
      Type.String(),
      Type.Object(
        { id: Type.String(), title: Type.String(), candidates: Type.Array(CandidateRowSchema) },
        { additionalProperties: false },
      ),
    ),
    columnsOrder: Type.Array(Type.String()),
    hiddenColumns: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
