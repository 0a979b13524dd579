/**
 * Route schemas of the REST job lists (spec 02 §7 "Jobs"): an organization's jobs as the
 * dashboard exports them, the public job search, the quota counters and featuring a job.
 * The filters are decoded, and refused with a readable 400, by `decodeJobListFilters` and
 * `decodeJobSearchFilters` (`contract/jobs.ts`); these schemas bound their size.
 */
import { Type, type Static } from 'typebox';
import { DATE_POSTED, type JOB_EXPORT_KEYS, type JOB_SEARCH_KEYS, JOB_SORTS } from '../jobFilters';
import { JOB_PAGE_SIZE } from '../constants';
import { DISTANCES_KM, MAX_FILTER_VALUES, MAX_SEARCH_LENGTH } from '../listQuery';
import { FormatJson, IdParam, Nullable, SHORT_TEXT } from './common';
import { MAX_ID } from '../ids';
import { MAX_KEY } from './inputs';
import { MatchFields } from './matching';

/** The node id of a job, and whether to feature it. */
export const StickyParams = Type.Object({
  nid: IdParam,
  sticky: Type.String({
    maxLength: 1,
    description: '1 features the job, 0 removes it from the featured list',
  }),
});

const Page = Type.Integer({
  minimum: 0,
  maximum: 999_999,
  description: `The page of ${JOB_PAGE_SIZE} rows, from 0`,
});
const Search = Type.String({
  maxLength: MAX_SEARCH_LENGTH,
  description:
    'Words to look for, separated by "+": each the start of a word, a synonym of it (synonyms.txt), or, from five letters, the word with a typo',
});
/** A filter of up to {@link MAX_FILTER_VALUES} values joined by "+" (or "," for all skills). */
const values = (each: number, description: string) =>
  Type.String({ maxLength: MAX_FILTER_VALUES * (each + 1), description });
const Ids = (description: string) => values(10, `${description}, joined by "+"`);
const Keys = (description: string) => values(MAX_KEY, `${description}, joined by "+"`);
const Locations = (description: string) =>
  values(100, `${description}: spaces written "-", commas "--", joined by "+"`);
const Skills = values(
  10,
  'Technical skill term ids, joined by "+" (any of them) or "," (all of them)',
);
/** `q` is sent by Drupal's views and read by nothing. */
const Q = Type.String({ maxLength: SHORT_TEXT, description: 'Ignored' });

/** GET /api/jobs/export/{nid}: the employer's job list with the filters of /job/all. */
export const JobExportQuery = Type.Object(
  {
    _format: FormatJson,
    page: Type.Optional(Page),
    q: Type.Optional(Q),
    search: Type.Optional(Search),
    field_technical_skills: Type.Optional(Skills),
    field_remote_job: Type.Optional(Keys('Keys of list remote_job')),
    field_location: Type.Optional(Locations('City names')),
    country: Type.Optional(Ids('Country term ids')),
    field_valid_until_op: Type.Optional(
      Type.Union([Type.Literal('<'), Type.Literal('>')], {
        description: '"<" lists expired jobs, ">" the others',
      }),
    ),
    'field_valid_until[value]': Type.Optional(Type.Literal('now')),
    field_employment_type: Type.Optional(Keys('Keys of list employment_type')),
    sticky: Type.Optional(
      Type.Union([Type.Literal('0'), Type.Literal('1')], {
        description: '1 lists featured jobs only',
      }),
    ),
    field_gender_coding: Type.Optional(
      Keys('Wordings of the job texts: feminine, neutral, masculine (+ between several)'),
    ),
  },
  { additionalProperties: false },
);

/** GET /api/jobs/search: the candidates' search over every active job. */
export const JobSearchQuery = Type.Object(
  {
    _format: FormatJson,
    page: Type.Optional(Page),
    q: Type.Optional(Q),
    search: Type.Optional(Search),
    hiring_organization: Type.Optional(Ids('Organization node ids')),
    skills: Type.Optional(Skills),
    country: Type.Optional(Ids('Country term ids')),
    location: Type.Optional(Locations('City names')),
    distance: Type.Optional(
      Type.Union(
        DISTANCES_KM.map((km) => Type.Literal(String(km))),
        { description: 'Kilometres around the cities of location' },
      ),
    ),
    employment_type: Type.Optional(Keys('Keys of list employment_type')),
    remote: Type.Optional(Keys('Keys of list remote_job')),
    experience: Type.Optional(Keys('Keys of list professional_experience')),
    created: Type.Optional(
      Type.Union(
        DATE_POSTED.map((value) => Type.Literal(value)),
        { description: 'How recently the job was posted' },
      ),
    ),
    salary_min: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 999_999_999,
        description: 'Lowest yearly salary wanted, in the job’s currency',
      }),
    ),
    flexible_hours: Type.Optional(
      Type.Union([Type.Literal('1'), Type.Literal('0')], {
        description: '1: only organizations that report flexible hours',
      }),
    ),
    parental_leave_min: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 104,
        description:
          'Only organizations that report at least this many weeks of paid parental leave',
      }),
    ),
    sort: Type.Optional(
      Type.Union(
        JOB_SORTS.map((value) => Type.Literal(value)),
        {
          description:
            'relevance (the default with a search text): how well each job matches the text, then newest; date (the default without one): featured first, then newest; best_match: how well each job fits the signed-in candidate, best first',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/**
 * @public The list queries name exactly the keys contract/jobs.ts lists (checked by the
 * compiler).
 */
export type JobQueryKeysMatch = [
  Assert<Same<keyof Static<typeof JobExportQuery>, (typeof JOB_EXPORT_KEYS)[number]>>,
  Assert<Same<keyof Static<typeof JobSearchQuery>, (typeof JOB_SEARCH_KEYS)[number]>>,
];

const Nid = Type.Integer({ minimum: 1, maximum: MAX_ID });

export const JobExportRowSchema = Type.Object(
  {
    nid: Nid,
    uuid: Type.String(),
    title: Type.String(),
    created: Type.String({ description: 'RFC 3339' }),
    field_valid_until: Type.String({ description: 'YYYY-MM-DD' }),
    sticky: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 when featured' }),
    field_employment_type_1: Type.String(),
    field_remote_job_1: Type.String(),
    field_job_country_1: Type.String({ description: 'The country term id, or ""' }),
    field_job_state: Type.String(),
    field_job_city_name: Type.String(),
    field_technical_skills_1: Type.String({ description: 'Skill term ids joined by ","' }),
    field_basesalary_year: Type.String({ description: '"from-to", or "" without a salary' }),
    field_base_salary_year_from: Nullable(Type.Integer()),
    field_base_salary_year_to: Nullable(Type.Integer()),
    field_currency: Type.String(),
    field_gender_coding: Type.String({
      description: 'The gender-coded wording category of the job’s texts, or "" when not known',
    }),
    field_source: Type.Union([Type.Literal(''), Type.Literal('greenhouse')], {
      description: '"greenhouse" for a job imported from a connected Greenhouse board',
    }),
    total_rows: Type.Integer({ minimum: 0, description: 'Rows matching the filters in all' }),
  },
  { additionalProperties: false },
);

export const JobSearchRowSchema = Type.Object(
  {
    ...JobExportRowSchema.properties,
    logo: Type.String({ description: 'A signed URL of the organization’s logo, or ""' }),
    field_hiring_organization_1: Type.String(),
    field_hiring_organization_nid: Nid,
    field_location_requirement: Type.String(),
    field_professional_experience: Type.String(),
    field_description: Type.String({ description: 'Sanitized basic_html' }),
    field_experience_requirements: Type.String(),
    field_apply_url: Type.String(),
    field_application_method: Type.String(),
    // How well the job fits the candidate asking, when a candidate asks (contract/matching).
    match_score: Type.Optional(MatchFields.match_score),
    match_reasons: Type.Optional(MatchFields.match_reasons),
  },
  { additionalProperties: false },
);

export const JobExportList = Type.Array(JobExportRowSchema, { maxItems: JOB_PAGE_SIZE });
export const JobSearchList = Type.Array(JobSearchRowSchema, { maxItems: JOB_PAGE_SIZE });

export const QuotaLeft = Type.Integer({ minimum: 0, description: 'Slots left' });

export const StickyAnswer = Type.Object(
  {
    message: Type.String(),
    sticky: Type.Union([Type.Literal(0), Type.Literal(1)]),
    featured_job_quota_left: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
