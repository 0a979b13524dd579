/**
 * Route schemas of the job postings (spec 02 §3 "Job posting", §5 "Job form", §7 "Jobs"): the
 * JSON:API `node--job_posting` routes and the REST job lists, quota counters and featuring.
 *
 * Values a schema cannot judge stay with the handlers: list keys (remote job, employment type,
 * currency …) must be allowed values of their list, rich text must hold words, terms and the
 * hiring organization must exist, the salary range must be ordered, the valid-until day must
 * be a real day from today to a year ahead, and the filters of the lists are decoded (and
 * refused with a readable 400) by `decodeJobListFilters`/`decodeJobSearchFilters`.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  DATE_POSTED,
  type JOB_EXPORT_KEYS,
  type JOB_SEARCH_KEYS,
  JOB_PAGE_SIZE,
  JOB_TYPE,
  MAX_JOB_SKILLS,
  MAX_JOB_TEXT,
  MAX_JOB_TITLE,
  MAX_SALARY,
} from '../jobs';
import { MAX_FILTER_VALUES, MAX_SEARCH_LENGTH } from '../listQuery';
import { ORGANIZATION_TYPE } from '../organizations';
import {
  ByType,
  FormattedText,
  FreeForm,
  IdentifierInput,
  JsonApiMember,
  Link,
  Links,
  NidParam,
  SHORT_TEXT,
  Nullable,
  OrNull,
} from './common';
import { FileResourceSchema } from './files';
import { OrganizationResource } from './organizations';
import { TaxonomyTermAttributesSchema } from './reference';

/** Longest URL a job accepts (its apply link). */
const MAX_URL = 2048;
/** Longest key of a list field (remote_job, employment_type, currency …). */
const MAX_KEY = 64;
/** Longest uuid a URL, a filter or a document may carry; a shorter unknown one is a 404. */
const MAX_ID = 64;
const MAX_NID = 2_147_483_647;

// ---------------------------------------------------------------------------------------------
// URL parameters

export const JobUuidParams = Type.Object({
  uuid: Type.String({ maxLength: MAX_ID, description: 'The uuid of a job' }),
});

/** The node id of an organization. */
export const OrganizationNidParams = Type.Object({ nid: NidParam });

/** The node id of a job, and whether to feature it. */
export const StickyParams = Type.Object({
  nid: NidParam,
  sticky: Type.String({
    maxLength: 1,
    description: '1 features the job, 0 removes it from the featured list',
  }),
});

// ---------------------------------------------------------------------------------------------
// Query strings

const INCLUDE_DESCRIPTION =
  'Comma-separated include paths: field_hiring_organization, ' +
  'field_hiring_organization.field_logo, field_job_country, field_technical_skills';

const Include = Type.String({ maxLength: 512, description: INCLUDE_DESCRIPTION });

/** GET /api/node/job_posting: one organization's jobs (members), or one job by its nid. */
export const JobCollectionQuery = Type.Object(
  {
    include: Type.Optional(Include),
    'filter[field_hiring_organization.id][value]': Type.Optional(
      Type.String({ maxLength: MAX_ID, description: 'The uuid of the hiring organization' }),
    ),
    'filter[drupal_internal__nid]': Type.Optional(
      Type.String({
        maxLength: 32,
        description: 'The node id of one job; an unknown or unreadable one lists nothing',
      }),
    ),
    'page[offset]': Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999_999 })),
    'page[limit]': Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 999_999_999,
        description: `At most ${JOB_PAGE_SIZE} jobs are listed, whatever the limit`,
      }),
    ),
    sort: Type.Optional(Type.Union([Type.Literal('created'), Type.Literal('-created')])),
  },
  { additionalProperties: false },
);

export const JobQuery = Type.Object(
  { include: Type.Optional(Include) },
  { additionalProperties: false },
);

/** `_format=json` is how the SPA asks Drupal's REST routes for JSON. */
const Format = Type.Literal('json');
const Page = Type.Integer({
  minimum: 0,
  maximum: 999_999,
  description: `The page of ${JOB_PAGE_SIZE} rows, from 0`,
});
const Search = Type.String({
  maxLength: MAX_SEARCH_LENGTH,
  description: 'Words to look for, separated by "+"',
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
    _format: Type.Optional(Format),
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
  },
  { additionalProperties: false },
);

/** GET /api/jobs/search: the candidates' search over every active job. */
export const JobSearchQuery = Type.Object(
  {
    _format: Type.Optional(Format),
    page: Type.Optional(Page),
    q: Type.Optional(Q),
    search: Type.Optional(Search),
    hiring_organization: Type.Optional(Ids('Organization node ids')),
    skills: Type.Optional(Skills),
    country: Type.Optional(Ids('Country term ids')),
    location: Type.Optional(Locations('City names')),
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

// ---------------------------------------------------------------------------------------------
// Request bodies

/** Free-form members JSON:API allows (`meta`, the `jsonapi` object): read by nothing. */
const RequestLinks = Type.Record(
  Type.String(),
  Type.Object({ href: Type.String({ maxLength: MAX_URL }) }),
  { maxProperties: 10 },
);

const RequestRelationship = <D extends TSchema>(data: D, description: string) =>
  Type.Object(
    { data, links: Type.Optional(RequestLinks) },
    { additionalProperties: false, description },
  );

/** `{value, format}` of a basic_html field; `processed` is what a read gave back, ignored. */
const RichTextInput = Type.Object(
  {
    value: Type.String({ maxLength: MAX_JOB_TEXT }),
    format: Type.Optional(Nullable(Type.String({ maxLength: MAX_KEY }))),
    processed: Type.Optional(Nullable(Type.String({ maxLength: 2 * MAX_JOB_TEXT }))),
  },
  { additionalProperties: false },
);

const SalaryInput = Type.Object(
  {
    from: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_SALARY }))),
    to: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_SALARY }))),
  },
  {
    additionalProperties: false,
    description: 'Yearly amounts in the job’s currency: both, with from ≤ to, or neither',
  },
);

const Text = Nullable(Type.String({ maxLength: SHORT_TEXT }));
const Key = (list: string) =>
  Nullable(Type.String({ maxLength: MAX_KEY, description: `A key of list ${list}` }));

/** Every attribute a client may write; `sticky` changes through its own route only. */
const JobAttributesInput = Type.Object(
  {
    title: Type.Optional(
      Type.String({ maxLength: MAX_JOB_TITLE, description: 'Required on create' }),
    ),
    field_description: Type.Optional(OrNull(RichTextInput)),
    field_experience_requirements: Type.Optional(OrNull(RichTextInput)),
    field_currency: Type.Optional(
      Type.String({
        maxLength: MAX_KEY,
        description: 'A key of list currency; the organization’s when absent on create',
      }),
    ),
    field_base_salary_year: Type.Optional(OrNull(SalaryInput)),
    field_job_city_name: Type.Optional(Text),
    field_job_state: Type.Optional(Text),
    field_remote_job: Type.Optional(Key('remote_job')),
    field_employment_type: Type.Optional(Key('employment_type')),
    field_professional_experience: Type.Optional(Key('professional_experience')),
    field_apply_url: Type.Optional(
      Nullable(Type.String({ maxLength: MAX_URL, description: 'An http(s) URL' })),
    ),
    field_identifier: Type.Optional(Text),
    field_valid_until: Type.Optional(
      Nullable(
        Type.String({ maxLength: 10, description: 'YYYY-MM-DD, from today to a year ahead' }),
      ),
    ),
    field_application_method: Type.Optional(Key('application_method')),
  },
  {
    additionalProperties: false,
    description:
      'A create needs title, field_description, field_employment_type and field_valid_until, ' +
      'and field_job_city_name unless the job is remote',
  },
);

const JobRelationshipsInput = Type.Object(
  {
    field_hiring_organization: Type.Optional(
      RequestRelationship(
        IdentifierInput(ORGANIZATION_TYPE),
        'Required on create; a job never moves to another organization',
      ),
    ),
    field_job_country: Type.Optional(
      RequestRelationship(OrNull(IdentifierInput('taxonomy_term--country')), 'A country term'),
    ),
    field_technical_skills: Type.Optional(
      RequestRelationship(
        Type.Array(IdentifierInput('taxonomy_term--technical_skills'), {
          maxItems: MAX_JOB_SKILLS,
        }),
        `1 to ${MAX_JOB_SKILLS} distinct technical skill terms`,
      ),
    ),
  },
  { additionalProperties: false },
);

const jobInput = <I extends TSchema>(id: I) =>
  Type.Object(
    {
      data: Type.Object(
        {
          type: Type.Literal(JOB_TYPE),
          id,
          attributes: Type.Optional(JobAttributesInput),
          relationships: Type.Optional(JobRelationshipsInput),
          meta: Type.Optional(FreeForm),
          links: Type.Optional(RequestLinks),
        },
        { additionalProperties: false },
      ),
      jsonapi: Type.Optional(FreeForm),
      meta: Type.Optional(FreeForm),
    },
    { additionalProperties: false },
  );

/** POST /api/node/job_posting: the server gives the job its uuid; an `id` sent is ignored. */
export const JobCreateDocument = jobInput(Type.Optional(Type.String({ maxLength: MAX_ID })));
/** PATCH /api/node/job_posting/{uuid}: only the members sent change; `id` is the URL's uuid. */
export const JobUpdateDocument = jobInput(
  Type.String({ maxLength: MAX_ID, description: 'The uuid of the URL' }),
);

// ---------------------------------------------------------------------------------------------
// Responses

/** Attributes of `node--job_posting` as every reader gets them. */
export const JobAttributesSchema = Type.Object(
  {
    drupal_internal__nid: Type.Integer(),
    langcode: Type.String(),
    status: Type.Boolean(),
    created: Type.String({ description: 'RFC 3339' }),
    changed: Type.String({ description: 'RFC 3339' }),
    sticky: Type.Boolean({ description: 'Featured' }),
    title: Type.String(),
    field_description: Nullable(FormattedText),
    field_experience_requirements: Nullable(FormattedText),
    field_currency: Type.String(),
    field_base_salary_year: Nullable(
      Type.Object(
        { from: Nullable(Type.Integer()), to: Nullable(Type.Integer()) },
        { additionalProperties: false },
      ),
    ),
    field_job_city_name: Nullable(Type.String()),
    field_job_state: Nullable(Type.String()),
    field_remote_job: Type.String({
      description: "Key of list `remote_job` ('remote', 'hybrid', 'no')",
    }),
    field_employment_type: Type.String({ description: 'Key of list `employment_type`' }),
    field_professional_experience: Nullable(
      Type.String({ description: 'Key of list `professional_experience`' }),
    ),
    field_apply_url: Nullable(Type.String()),
    field_identifier: Nullable(Type.String()),
    field_valid_until: Type.String({
      description: 'YYYY-MM-DD; the job is active through the end of that day (UTC)',
    }),
    field_application_method: Nullable(
      Type.String({ description: 'Key of list `application_method`' }),
    ),
  },
  { additionalProperties: false },
);

const ResponseIdentifier = Type.Object(
  { type: Type.String(), id: Type.String() },
  { additionalProperties: false },
);

const ResponseRelationship = <D extends TSchema>(data: D) =>
  Type.Object({ data }, { additionalProperties: false });

const SelfLink = Type.Object({ self: Link }, { additionalProperties: false });

export const JobResource = Type.Object(
  {
    type: Type.Literal(JOB_TYPE),
    id: Type.String(),
    links: SelfLink,
    attributes: JobAttributesSchema,
    relationships: Type.Object(
      {
        field_hiring_organization: ResponseRelationship(Nullable(ResponseIdentifier)),
        field_job_country: ResponseRelationship(Nullable(ResponseIdentifier)),
        field_technical_skills: ResponseRelationship(
          Type.Array(ResponseIdentifier, { maxItems: MAX_JOB_SKILLS }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const TermResource = Type.Object(
  {
    type: Type.String({ pattern: '^taxonomy_term--' }),
    id: Type.String(),
    links: SelfLink,
    attributes: TaxonomyTermAttributesSchema,
  },
  { additionalProperties: false },
);

/** What `include` adds: terms, the hiring organization and its logo, each once. */
const Included = Type.Array(ByType([TermResource, OrganizationResource, FileResourceSchema]), {
  maxItems: JOB_PAGE_SIZE * (MAX_JOB_SKILLS + 3),
});

export const JobDocument = Type.Object(
  {
    jsonapi: JsonApiMember,
    data: JobResource,
    included: Type.Optional(Included),
  },
  { additionalProperties: false },
);

export const JobListDocument = Type.Object(
  {
    jsonapi: JsonApiMember,
    data: Type.Array(JobResource, { maxItems: JOB_PAGE_SIZE }),
    included: Type.Optional(Included),
    links: Links,
    meta: Type.Object(
      { count: Type.Integer({ minimum: 0 }) },
      { additionalProperties: false, description: 'How many jobs match in all' },
    ),
  },
  { additionalProperties: false },
);

const Nid = Type.Integer({ minimum: 1, maximum: MAX_NID });

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
