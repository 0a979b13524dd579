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
import { Type, type TSchema } from 'typebox';
import {
  JOB_PAGE_SIZE,
  JOB_TYPE,
  MAX_JOB_SKILLS,
  MAX_JOB_TITLE,
  ORGANIZATION_TYPE,
} from '../constants';
import { MAX_SALARY } from '../reference';
import {
  SelfLinks,
  ToManyValue,
  ToOneValue,
  ByType,
  FormattedText,
  IdentifierInput,
  JsonApiMember,
  Links,
  Nullable,
  OrNull,
} from './common';
import { FileResourceSchema } from './files';
import {
  ListKey,
  MAX_KEY,
  MAX_URL,
  NullableText,
  RelationshipInput,
  RichTextInput,
  ToManyInput,
  ToOneInput,
  WriteDocument,
} from './inputs';
import { OrganizationResource } from './organizations';
import { TermResource } from './reference';

/** Longest uuid a URL, a filter or a document may carry; a shorter unknown one is a 404. */
const MAX_ID = 64;

// ---------------------------------------------------------------------------------------------
// URL parameters

export const JobUuidParams = Type.Object({
  uuid: Type.String({ maxLength: MAX_ID, description: 'The uuid of a job' }),
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

// ---------------------------------------------------------------------------------------------
// Request bodies

/** Free-form members JSON:API allows (`meta`, the `jsonapi` object): read by nothing. */
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

const Text = NullableText();
const Key = (list: string) => Nullable(ListKey(list));

/** Every attribute a client may write; `sticky` changes through its own route only. */
const JobAttributesInput = Type.Object(
  {
    title: Type.Optional(
      Type.String({ maxLength: MAX_JOB_TITLE, description: 'Required on create' }),
    ),
    field_description: Type.Optional(RichTextInput),
    field_experience_requirements: Type.Optional(RichTextInput),
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
      RelationshipInput(
        IdentifierInput(ORGANIZATION_TYPE),
        'Required on create; a job never moves to another organization',
      ),
    ),
    field_job_country: Type.Optional(ToOneInput('taxonomy_term--country', 'A country term')),
    field_technical_skills: Type.Optional(
      ToManyInput(
        'taxonomy_term--technical_skills',
        MAX_JOB_SKILLS,
        `1 to ${MAX_JOB_SKILLS} distinct technical skill terms`,
      ),
    ),
  },
  { additionalProperties: false },
);

const jobInput = <I extends TSchema>(id: I) =>
  WriteDocument(JOB_TYPE, id, JobAttributesInput, JobRelationshipsInput);

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

export const JobResource = Type.Object(
  {
    type: Type.Literal(JOB_TYPE),
    id: Type.String(),
    links: SelfLinks,
    attributes: JobAttributesSchema,
    relationships: Type.Object(
      {
        field_hiring_organization: ToOneValue(ORGANIZATION_TYPE),
        field_job_country: ToOneValue('taxonomy_term--country'),
        field_technical_skills: ToManyValue('taxonomy_term--technical_skills', MAX_JOB_SKILLS),
      },
      { additionalProperties: false },
    ),
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
