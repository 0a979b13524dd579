/** Route schemas of the matching lists (contract/matching). */
import { Type } from 'typebox';
import { MATCH_COUNT_JOBS, MATCH_PAGE_SIZE, MATCH_POOL } from '../constants';
import { CandidateRowSchema } from './candidates';
import { FormatJson, IdParam, OrganizationNidParams } from './common';

/** An organization and one of its jobs, by node id. */
export const MatchingCandidatesParams = Type.Object({ nid: IdParam, job: IdParam });

export const MatchingCandidatesQuery = Type.Object(
  {
    page: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 999_999,
        description: `The page of ${MATCH_PAGE_SIZE} rows, from 0`,
      }),
    ),
    _format: FormatJson,
  },
  { additionalProperties: false },
);

const MatchReasonSchema = Type.Object(
  {
    kind: Type.Union([
      Type.Literal('skills'),
      Type.Literal('skillLevel'),
      Type.Literal('experience'),
      Type.Literal('employment'),
      Type.Literal('remote'),
      Type.Literal('location'),
      Type.Literal('salary'),
      Type.Literal('visa'),
    ]),
    points: Type.Number({ minimum: 0, maximum: 100, description: 'What the fact adds' }),
    text: Type.String({ description: 'The fact, in words' }),
    fit: Type.Union([
      Type.Literal('good'),
      Type.Literal('partial'),
      Type.Literal('missing'),
      Type.Literal('mismatch'),
    ]),
    gap: Type.Optional(
      Type.Union([Type.Literal('profile'), Type.Literal('job'), Type.Literal('hidden')], {
        description: 'On a missing fact: who left it unsaid (demo access: hidden)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** How well a candidate and a job fit, and why: the two members every matched row adds. */
export const MatchFields = {
  match_score: Type.Integer({ minimum: 0, maximum: 100, description: 'The matching score' }),
  match_reasons: Type.Array(MatchReasonSchema, {
    maxItems: 20,
    description: 'The facts the score is made of',
  }),
};

/** One job, by node id. */
export const JobMatchParams = Type.Object({ job: IdParam });
export const JobMatchQuery = Type.Object({ _format: FormatJson }, { additionalProperties: false });
/** How one job fits the candidate asking, and why. */
export const JobMatchSchema = Type.Object(MatchFields, { additionalProperties: false });

/** A candidate row of the search, with how well she fits the job and why. */
export const MatchingCandidateSchema = Type.Object(
  { ...CandidateRowSchema.properties, ...MatchFields },
  { additionalProperties: false },
);

export const MatchingCandidateList = Type.Array(MatchingCandidateSchema, {
  maxItems: MATCH_PAGE_SIZE,
});

export const MatchCountsParams = OrganizationNidParams;

export const MatchCountsQuery = Type.Object(
  {
    jobs: Type.String({
      maxLength: MATCH_COUNT_JOBS * 11,
      description: `Up to ${MATCH_COUNT_JOBS} node ids of the organization's jobs, joined by "+"`,
    }),
    _format: FormatJson,
  },
  { additionalProperties: false },
);

export const MatchCountSchema = Type.Object(
  {
    nid: Type.Integer({ minimum: 1 }),
    matches: Type.Integer({
      minimum: 0,
      maximum: MATCH_POOL + 1,
      description: `Candidates the job's list ranks; ${MATCH_POOL + 1} means more than ${MATCH_POOL}`,
    }),
  },
  { additionalProperties: false },
);

export const MatchCountList = Type.Array(MatchCountSchema, { maxItems: MATCH_COUNT_JOBS });
