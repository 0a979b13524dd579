/**
 * Route schemas of candidate and employer profiles (spec 01 §3, §5, §7; spec 02 §3 for the
 * candidate as an employer sees it). The schemas check the shape and bounds of what is sent;
 * the handlers keep what a schema cannot say: list keys and phone numbers (with the words the
 * SPA shows), blank names, http(s) links, salary decimals and order, counts that must agree,
 * terms and files that must exist, the names required on creation, ownership and roles.
 */
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { SKILL_LEVELS } from '../profiles';
import {
  ByType,
  FreeForm,
  IdentifierInput,
  JsonApiDocument,
  Link,
  LinkValue,
  NodeAttributes,
  Nullable,
  Uuid,
} from './common';
import { UserAttributesSchema } from './accounts';
import { FileResourceSchema } from './files';
import { TermDocument } from './reference';

/** Drupal's plain text fields hold at most 255 characters. */
export const MAX_TEXT = 255;
/** Longest link kept (Drupal link fields take 2048). */
export const MAX_URL = 2048;
/** Longest rich text kept, in characters, before sanitizing. */
export const MAX_RICH_TEXT = 20_000;
/** Amounts stay below this (a trillion). */
export const MAX_SALARY = 1_000_000_000_000;
/** Skills of one kind (each distinct; the vocabularies hold 60 and 50 terms). */
const MAX_SKILLS = 200;
/** Languages and their proficiencies (183 languages, each at most once). */
const MAX_LANGUAGES = 200;
/** Distinct keys of a short list (roles, employment types, visa answers). */
const MAX_LIST_KEYS = 100;
const MAX_KEY = 64;
/** Members of a free-form `meta` or `links` object of a request. */

// ---------------------------------------------------------------------------------------------
// Request building blocks

/**
 * An object or null. As a `type` list rather than anyOf, so that a problem inside the object is
 * reported once, at its own pointer, instead of also as "must be null".
 */
function NullableObject<P extends TProperties>(properties: P, description?: string) {
  const object = Type.Object(properties, { additionalProperties: false });
  return Type.Unsafe<Static<typeof object> | null>({
    ...object,
    type: ['object', 'null'],
    ...(description ? { description } : {}),
  });
}

const NullableText = (description?: string) =>
  Type.Union(
    [Type.String({ maxLength: MAX_TEXT }), Type.Null()],
    description ? { description } : {},
  );

const listKey = (list: string) =>
  Type.String({
    maxLength: MAX_KEY,
    description: `A key of the list "${list}" (GET /api/list_field_options/${list})`,
  });
const NullableListKey = (list: string) => Nullable(listKey(list));
const ListKeys = (list: string, maxItems: number, distinct = true) =>
  Type.Array(listKey(list), {
    maxItems,
    description: `Keys of the list "${list}"${distinct ? ', each at most once' : ''}`,
  });

const Name = (description: string) =>
  Type.String({ maxLength: MAX_TEXT, description: `${description}; not blank` });

const Email = Type.Union([Type.String({ maxLength: MAX_TEXT }), Type.Null()], {
  description: 'An email address, or empty',
});

const Phone = Type.Union([Type.String({ maxLength: MAX_TEXT }), Type.Null()], {
  description: 'A phone number: digits with an optional leading +, spaces, dashes, dots, brackets',
});

const Title = Type.Union([Type.String({ maxLength: 1024 }), Type.Null()], {
  description: 'Ignored: the title is always the first and last name',
});

const BinaryChoiceInput = Type.Enum(['1', '0'], {
  description: '"1" yes / visible, "0" no / initials only',
});

/** Drupal's link options: only an empty list or object (or null) is accepted, and none kept. */
const EmptyOptions = Type.Unsafe<[] | Record<string, never> | null>({
  type: ['array', 'object', 'null'],
  maxItems: 0,
  properties: {},
  additionalProperties: false,
  description: 'Only [] or {} (nothing is kept)',
});

const LinkInput = NullableObject(
  {
    uri: Type.String({ maxLength: MAX_URL, description: 'An http(s) address' }),
    title: Type.Optional(Nullable(Type.String({ maxLength: MAX_TEXT }))),
    options: Type.Optional(EmptyOptions),
  },
  'A link {uri, title?}, or null',
);

const RichTextInput = NullableObject(
  {
    value: Type.String({ maxLength: MAX_RICH_TEXT }),
    format: Type.Optional(Nullable(Type.String({ maxLength: MAX_TEXT }))),
    processed: Type.Optional(Nullable(Type.String({ maxLength: 2 * MAX_RICH_TEXT }))),
  },
  'Rich text; stored as sanitized basic_html whatever the format sent',
);

const Amount = Nullable(Type.Number({ minimum: 0, exclusiveMaximum: MAX_SALARY }));

const SalaryInput = Type.Object(
  { from: Type.Optional(Amount), to: Type.Optional(Amount) },
  {
    additionalProperties: false,
    description: 'Amounts with at most two decimals; both or neither, from <= to',
  },
);

const SkillLevelSchema = Type.Enum(Object.keys(SKILL_LEVELS) as (keyof typeof SKILL_LEVELS)[]);

const SkillLevels = (skills: string) =>
  Type.Array(SkillLevelSchema, {
    maxItems: MAX_SKILLS,
    description: `One level per skill of ${skills}, in the same order`,
  });

/** A to-one relationship of a request: {data: {type, id} | null}. */
function ToOneInput(type: string, description: string) {
  return Type.Object(
    {
      data: NullableObject({ type: Type.Literal(type), id: Uuid, meta: Type.Optional(FreeForm) }),
      links: Type.Optional(FreeForm),
    },
    { additionalProperties: false, description },
  );
}

/** A to-many relationship of a request: {data: [{type, id}, …]}, each resource once. */
function ToManyInput(type: string, maxItems: number, description: string) {
  return Type.Object(
    {
      data: Type.Array(IdentifierInput(type), { maxItems }),
      links: Type.Optional(FreeForm),
    },
    { additionalProperties: false, description },
  );
}

const Optional = <P extends Record<string, TSchema>>(properties: P) =>
  Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, Type.Optional(schema)]),
  );

/**
 * A POST or PATCH document of one profile. Only the members sent change; a POST must carry
 * the first and last name (checked by the handler, after the caller's role).
 */
function ProfileWriteDocument(
  type: string,
  attributes: Record<string, TSchema>,
  relationships: Record<string, TSchema>,
  id: 'required' | 'ignored',
) {
  const Id = Type.String({ maxLength: 64, description: 'The uuid of the profile in the URL' });
  return Type.Object(
    {
      data: Type.Object(
        {
          type: Type.Literal(type),
          ...(id === 'required'
            ? { id: Id }
            : { id: Type.Optional(Type.String({ maxLength: 64, description: 'Ignored' })) }),
          attributes: Type.Optional(
            Type.Object(Optional(attributes), { additionalProperties: false }),
          ),
          relationships: Type.Optional(
            Type.Object(Optional(relationships), { additionalProperties: false }),
          ),
          meta: Type.Optional(FreeForm),
          links: Type.Optional(FreeForm),
        },
        { additionalProperties: false },
      ),
      jsonapi: Type.Optional(FreeForm),
      meta: Type.Optional(FreeForm),
    },
    { additionalProperties: false },
  );
}

// ---------------------------------------------------------------------------------------------
// Candidate profile: what may be written

const COUNTRY = 'taxonomy_term--country';
const TECHNICAL_SKILL = 'taxonomy_term--technical_skills';
const PERSONAL_SKILL = 'taxonomy_term--personal_skills';
const FILE = 'file--file';

const candidateAttributesIn = {
  title: Title,
  field_contact_email: Email,
  field_first_name: Name('First name'),
  field_last_name: Name('Last name'),
  field_phone_number: Phone,
  field_short_bio: RichTextInput,
  field_city_text: NullableText(),
  field_state: NullableText(),
  field_third_party_communications: BinaryChoiceInput,
  field_name_visible_to_companies: BinaryChoiceInput,
  field_linkedin_profile: LinkInput,
  field_github_profile: LinkInput,
  field_twitter_profile: LinkInput,
  field_portfolio_link: LinkInput,
  field_technical_skills_exp: SkillLevels('field_technical_skills'),
  field_personal_skills_exp: SkillLevels('field_personal_skills'),
  field_languages: ListKeys('languages', MAX_LANGUAGES),
  field_language_proficiencies: ListKeys('language_proficiencies_def', MAX_LANGUAGES, false),
  field_professional_experience: NullableListKey('professional_experience'),
  field_current_role: NullableText(),
  field_roles_interested: ListKeys('roles_interested', MAX_LIST_KEYS),
  field_remote_work: NullableListKey('remote_work'),
  field_looking_for_opportunities: ListKeys('employment_type', MAX_LIST_KEYS),
  field_visa_sponsorship_required: ListKeys('visa_sponsorship_required', MAX_LIST_KEYS),
  field_desired_annual_salary: SalaryInput,
  field_currency: listKey('currency'),
  field_involving_interest: NullableListKey('involving_interest'),
};

const candidateRelationshipsIn = {
  field_candidate_country: ToOneInput(COUNTRY, 'A country term'),
  field_profile_picture: ToOneInput(FILE, 'An image the caller uploaded'),
  field_curriculum_vitae: ToOneInput(FILE, 'A PDF the caller uploaded'),
  field_technical_skills: ToManyInput(TECHNICAL_SKILL, MAX_SKILLS, 'Technical skill terms'),
  field_personal_skills: ToManyInput(PERSONAL_SKILL, MAX_SKILLS, 'Personal skill terms'),
};

const CANDIDATE_TYPE = 'node--candidate_profile';
const EMPLOYER_TYPE = 'node--employer_profile';

export const CandidateProfileCreate = ProfileWriteDocument(
  CANDIDATE_TYPE,
  candidateAttributesIn,
  candidateRelationshipsIn,
  'ignored',
);
export const CandidateProfilePatch = ProfileWriteDocument(
  CANDIDATE_TYPE,
  candidateAttributesIn,
  candidateRelationshipsIn,
  'required',
);

// ---------------------------------------------------------------------------------------------
// Employer profile: what may be written

const employerAttributesIn = {
  title: Title,
  field_company_name: Name('Company name'),
  field_contact_email: Email,
  field_first_name: Name('First name'),
  field_last_name: Name('Last name'),
  field_phone_number: Phone,
  field_role_at_company: NullableText(),
  field_company_position: Type.Union(
    [Type.Integer({ minimum: 0, maximum: 999_999 }), Type.Null()],
    {
      description:
        'A key of the list "company_position" (GET /api/list_field_options/company_position)',
    },
  ),
};

const employerRelationshipsIn = {
  field_profile_picture: ToOneInput(FILE, 'An image the caller uploaded'),
  field_country: ToOneInput(COUNTRY, 'A country term'),
};

export const EmployerProfileCreate = ProfileWriteDocument(
  EMPLOYER_TYPE,
  employerAttributesIn,
  employerRelationshipsIn,
  'ignored',
);
export const EmployerProfilePatch = ProfileWriteDocument(
  EMPLOYER_TYPE,
  employerAttributesIn,
  employerRelationshipsIn,
  'required',
);

// ---------------------------------------------------------------------------------------------
// URLs and queries

export const ProfileParams = Type.Object({
  uuid: Type.String({ maxLength: 64, description: 'The uuid of the profile' }),
});

const Include = Type.String({
  maxLength: 1024,
  description: 'Comma-separated relationships to include: uid and the bundle’s own',
});

/** GET /api/node/{bundle}: the caller's own profile, as a list of at most one. */
export const ProfileListQuery = Type.Object(
  {
    'filter[uid.id]': Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'A user uuid; anyone but the caller gives an empty list',
      }),
    ),
    include: Type.Optional(Include),
  },
  { additionalProperties: false },
);

/** GET /api/node/candidate_profile/{uuid}: own, or as an employer of `org_id` sees it. */
export const CandidateProfileQuery = Type.Object(
  {
    include: Type.Optional(Include),
    org_id: Type.Optional(
      Type.String({
        maxLength: 32,
        description:
          'The node id of an organization of the caller with candidate-database access: ' +
          'the profile as that organization may see it',
      }),
    ),
    _format: Type.Optional(Type.Literal('json')),
  },
  { additionalProperties: false },
);

export const EmployerProfileQuery = Type.Object(
  { include: Type.Optional(Include) },
  { additionalProperties: false },
);

// ---------------------------------------------------------------------------------------------
// Responses

const Identifier = (type: string) =>
  Type.Object({ type: Type.Literal(type), id: Type.String() }, { additionalProperties: false });
const ToOne = (type: string) =>
  Type.Object({ data: Nullable(Identifier(type)) }, { additionalProperties: false });
const ToMany = (type: string) =>
  Type.Object({ data: Type.Array(Identifier(type)) }, { additionalProperties: false });

const SelfLinks = Type.Object({ self: Link }, { additionalProperties: false });

const BinaryChoice = Nullable(Type.Union([Type.Literal('1'), Type.Literal('0')]));
const NullableLink = Nullable(LinkValue);

export const CandidateProfileAttributesSchema = Type.Object(
  {
    ...NodeAttributes,
    title: Type.String({ description: 'First plus last name; the server derives it' }),
    field_contact_email: Nullable(Type.String()),
    field_first_name: Type.String(),
    field_last_name: Type.String(),
    field_phone_number: Nullable(Type.String()),
    field_short_bio: Nullable(
      Type.Object(
        { value: Type.String(), format: Type.Literal('basic_html') },
        { additionalProperties: false },
      ),
    ),
    field_city_text: Nullable(Type.String()),
    field_state: Nullable(Type.String()),
    field_third_party_communications: BinaryChoice,
    field_name_visible_to_companies: BinaryChoice,
    field_linkedin_profile: NullableLink,
    field_github_profile: NullableLink,
    field_twitter_profile: NullableLink,
    field_portfolio_link: NullableLink,
    field_technical_skills_exp: Type.Array(SkillLevelSchema, {
      description: 'One level per technical skill, in the order of field_technical_skills',
    }),
    field_personal_skills_exp: Type.Array(SkillLevelSchema, {
      description: 'One level per personal skill, in the order of field_personal_skills',
    }),
    field_languages: Type.Array(Type.String(), { description: 'Keys of list `languages`' }),
    field_language_proficiencies: Type.Array(Type.String(), {
      description: 'One key of list `language_proficiencies_def` per language, same order',
    }),
    field_professional_experience: Nullable(
      Type.String({ description: 'Key of list `professional_experience`' }),
    ),
    field_current_role: Nullable(Type.String()),
    field_roles_interested: Type.Array(Type.String(), {
      description: 'Keys of list `roles_interested`',
    }),
    field_remote_work: Nullable(Type.String({ description: 'Key of list `remote_work`' })),
    field_looking_for_opportunities: Type.Array(Type.String(), {
      description: 'Keys of list `employment_type`',
    }),
    field_visa_sponsorship_required: Type.Array(Type.String(), {
      description: 'Keys of list `visa_sponsorship_required`',
    }),
    field_desired_annual_salary: Type.Object(
      { from: Nullable(Type.Number()), to: Nullable(Type.Number()) },
      { additionalProperties: false },
    ),
    field_currency: Type.String({ description: 'Key of list `currency`; default USD' }),
    field_involving_interest: Nullable(
      Type.String({ description: 'Key of list `involving_interest`' }),
    ),
    // Only in the view of an employer (GET …/{uuid}?org_id=, spec 02 §3).
    connection_status: Type.Optional(
      Type.Union([
        Type.Literal('new'),
        Type.Literal('requested'),
        Type.Literal('rejected'),
        Type.Literal('connected'),
      ]),
    ),
    // Only while an introduction is requested: whether its mail has gone out.
    introduction_mail: Type.Optional(
      Type.Union([
        Type.Literal('queued'),
        Type.Literal('sent'),
        Type.Literal('retrying'),
        Type.Literal('failed'),
      ]),
    ),
    field_initials_only: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
    field_blurred_picture: Type.Optional(
      Type.String({ description: 'A data: URL of a blurred stand-in picture' }),
    ),
  },
  { additionalProperties: false },
);

export const CandidateProfileResource = Type.Object(
  {
    type: Type.Literal(CANDIDATE_TYPE),
    id: Type.String(),
    links: SelfLinks,
    attributes: CandidateProfileAttributesSchema,
    relationships: Type.Object(
      {
        // The owner; left out of the employer's view.
        uid: Type.Optional(ToOne('user--user')),
        field_candidate_country: ToOne(COUNTRY),
        field_profile_picture: ToOne(FILE),
        field_curriculum_vitae: ToOne(FILE),
        field_technical_skills: ToMany(TECHNICAL_SKILL),
        field_personal_skills: ToMany(PERSONAL_SKILL),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const EmployerProfileAttributesSchema = Type.Object(
  {
    ...NodeAttributes,
    title: Type.String(),
    field_company_name: Nullable(Type.String()),
    field_contact_email: Nullable(Type.String()),
    field_first_name: Type.String(),
    field_last_name: Type.String(),
    field_phone_number: Nullable(Type.String()),
    field_role_at_company: Nullable(Type.String()),
    field_company_position: Nullable(
      Type.Integer({ description: 'Numeric code from list `company_position`' }),
    ),
  },
  { additionalProperties: false },
);

export const EmployerProfileResource = Type.Object(
  {
    type: Type.Literal(EMPLOYER_TYPE),
    id: Type.String(),
    links: SelfLinks,
    attributes: EmployerProfileAttributesSchema,
    relationships: Type.Object(
      {
        uid: ToOne('user--user'),
        field_profile_picture: ToOne(FILE),
        field_country: ToOne(COUNTRY),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** The owner, included with `include=uid` (only ever the caller). */
const IncludedUser = Type.Object(
  {
    type: Type.Literal('user--user'),
    id: Type.String(),
    links: SelfLinks,
    attributes: UserAttributesSchema,
  },
  { additionalProperties: false },
);

/** What `include` adds: files, taxonomy terms and the owner. */
export const ProfileIncluded = ByType([
  FileResourceSchema,
  TermDocument.properties.data,
  IncludedUser,
]);

export const CandidateProfileDocument = JsonApiDocument(CandidateProfileResource, ProfileIncluded);
export const CandidateProfileListDocument = JsonApiDocument(
  Type.Array(CandidateProfileResource, { maxItems: 1 }),
  ProfileIncluded,
);
export const EmployerProfileDocument = JsonApiDocument(EmployerProfileResource, ProfileIncluded);
export const EmployerProfileListDocument = JsonApiDocument(
  Type.Array(EmployerProfileResource, { maxItems: 1 }),
  ProfileIncluded,
);
