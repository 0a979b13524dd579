/**
 * Route schemas of what follows a candidate search (spec 02 §4, §7 "Candidates"): requesting an
 * introduction within the invite quota, the candidate's answer, the organization's connections,
 * and the candidate board it keeps of those who accepted.
 */
import { Type } from 'typebox';
import { MAX_BOARD_COLUMNS, MAX_COLUMN_TITLE } from '../constants';
import { CandidateRowSchema } from './candidates';
import { FormatJson, SHORT_TEXT } from './common';

const Count = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

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
    _format: FormatJson,
  },
  { additionalProperties: false },
);

/** GET of the same path: what the link is about, read without answering it. */
export const AccessPreviewQuery = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: SHORT_TEXT })),
    action: Type.Optional(Type.Union([Type.Literal('accept'), Type.Literal('decline')])),
    _format: FormatJson,
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
      [
        Type.Literal('connected'),
        Type.Literal('requested'),
        Type.Literal('rejected'),
        Type.Literal('ended'),
      ],
      {
        description:
          'connected: sees her full profile; requested: waits for her answer; rejected: declined; ended: she ended it on `since` (the organization may ask again 180 days later).',
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
const MAX_COLUMN_CANDIDATES = 10_000;
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
