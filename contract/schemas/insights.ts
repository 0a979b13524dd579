/** Route schemas of the hiring charts (contract/insights). */
import { Type } from 'typebox';
import { FormatJson, IdParam } from './common';

const Count = Type.Integer({ minimum: 0 });

const Days = Type.Integer({
  minimum: 1,
  maximum: 365,
  description: 'The period in days: 30, 90 or 365 (30 when left out)',
});

export const FunnelQuery = Type.Object(
  {
    days: Type.Optional(Days),
    job: Type.Optional({ ...IdParam, description: 'One of the organization’s jobs' }),
    _format: FormatJson,
  },
  { additionalProperties: false },
);

export const PeriodQuery = Type.Object(
  { days: Type.Optional(Days), _format: FormatJson },
  { additionalProperties: false },
);

export const PlainQuery = Type.Object({ _format: FormatJson }, { additionalProperties: false });

export const FunnelSchema = Type.Object(
  {
    days: Count,
    job: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    matched: Type.Integer({
      minimum: 0,
      description: 'Candidates the matching lists showed in the period',
    }),
    requested: Type.Integer({ minimum: 0, description: 'Of those, asked for an introduction' }),
    accepted: Type.Integer({ minimum: 0, description: 'Of those, who accepted' }),
    on_board: Type.Integer({ minimum: 0, description: 'Of those, still on the board' }),
  },
  { additionalProperties: false },
);

export const IntroductionWeeksSchema = Type.Object(
  {
    days: Count,
    weeks: Type.Array(
      Type.Object(
        {
          week: Type.String({ format: 'date', description: 'The Monday the week starts on' }),
          requested: Count,
          accepted: Count,
        },
        { additionalProperties: false },
      ),
      { maxItems: 54 },
    ),
    answered: Type.Integer({ minimum: 0, description: 'Answers given in the period' }),
    median_answer_hours: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
      description: 'The median time from an introduction to her answer, in hours',
    }),
  },
  { additionalProperties: false },
);

export const MatchesPerJobSchema = Type.Object(
  {
    open_jobs: Type.Integer({ minimum: 0, description: 'The organization’s open jobs' }),
    counted: Type.Integer({ minimum: 0, description: 'The newest open jobs counted' }),
    jobs: Type.Array(
      Type.Object(
        {
          nid: Type.Integer({ minimum: 1 }),
          title: Type.String(),
          matches: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const JobTextsSchema = Type.Object(
  {
    open_jobs: Count,
    feminine: Count,
    neutral: Count,
    masculine: Count,
  },
  { additionalProperties: false },
);

export const CandidateInsightsSchema = Type.Object(
  {
    days: Count,
    lists: Type.Integer({
      minimum: 0,
      description: 'Employers whose matching lists showed her in the period',
    }),
    asked: Type.Integer({
      minimum: 0,
      description: 'Employers who asked for an introduction in the period',
    }),
    jobs: Type.Integer({
      minimum: 0,
      description:
        'Open jobs (of organizations with candidate database access) whose matching lists take her now: they share one of her skills, or ask for none',
    }),
    suggestion: Type.Union(
      [
        Type.Object(
          {
            skill: Type.String({
              description: 'The skill she lacks that the most other open jobs ask for',
            }),
            tid: Type.Integer({ minimum: 1 }),
            more_jobs: Type.Integer({
              minimum: 1,
              description: 'Open jobs whose matching lists would take her with that skill added',
            }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      {
        description:
          'Counted from the open jobs, kept up to ten minutes; null when no skill adds a list',
      },
    ),
  },
  { additionalProperties: false },
);
