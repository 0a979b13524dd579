/**
 * Route schemas of candidate and employer profiles (spec 01 §3, §5, §7; spec 02 §3 for the
 * candidate as an employer sees it). The schemas check the shape and bounds of what is sent;
 * the handlers keep what a schema cannot say: list keys and phone numbers (with the words the
 * SPA shows), blank names, http(s) links, salary decimals and order, counts that must agree,
 * terms and files that must exist, the names required on creation, ownership and roles.
 */
import { Type, type TSchema } from 'typebox';
import { SKILL_LEVELS } from '../constants';
import { MAX_SALARY } from '../reference';
import { FormatJson, Nullable } from './common';
import {
  LinkInput,
  ListKey,
  MAX_TEXT,
  NullableText,
  RichTextInput,
  ToManyInput,
  ToOneInput,
  WriteDocument,
} from './inputs';

/** Skills of one kind (each distinct; the vocabularies hold 60 and 50 terms). */
const MAX_SKILLS = 200;
/** Languages and their proficiencies (183 languages, each at most once). */
const MAX_LANGUAGES = 200;
/** Distinct keys of a short list (roles, employment types, visa answers). */
const MAX_LIST_KEYS = 100;

// ---------------------------------------------------------------------------------------------
// Request building blocks

const NullableListKey = (list: string) => Nullable(ListKey(list));
const ListKeys = (list: string, maxItems: number, distinct = true) =>
  Type.Array(ListKey(list), {
    maxItems,
    description: `Keys of the list "${list}"${distinct ? ', each at most once' : ''}`,
  });

const Name = (description: string) =>
  Type.String({ maxLength: MAX_TEXT, description: `${description}; not blank` });

const Email = NullableText('An email address, or empty');

const Phone = NullableText(
  'A phone number: digits with an optional leading +, spaces, dashes, dots, brackets',
);

const Title = Type.Union([Type.String({ maxLength: 1024 }), Type.Null()], {
  description: 'Ignored: the title is always the first and last name',
});

const BinaryChoiceInput = Type.Enum(['1', '0'], {
  description: '"1" yes / visible, "0" no / initials only',
});

const Amount = Nullable(Type.Number({ minimum: 0, maximum: MAX_SALARY }));

const SalaryInput = Type.Object(
  { from: Type.Optional(Amount), to: Type.Optional(Amount) },
  {
    additionalProperties: false,
    description: 'Amounts with at most two decimals; both or neither, from <= to',
  },
);

export const SkillLevelSchema = Type.Enum(
  Object.keys(SKILL_LEVELS) as (keyof typeof SKILL_LEVELS)[],
);

const SkillLevels = (skills: string) =>
  Type.Array(SkillLevelSchema, {
    maxItems: MAX_SKILLS,
    description: `One level per skill of ${skills}, in the same order`,
  });

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
  return WriteDocument(
    type,
    id === 'required' ? Id : Type.Optional(Type.String({ maxLength: 64, description: 'Ignored' })),
    Type.Object(Optional(attributes), { additionalProperties: false }),
    Type.Object(Optional(relationships), { additionalProperties: false }),
  );
}

// ---------------------------------------------------------------------------------------------
// Candidate profile: what may be written

export const COUNTRY = 'taxonomy_term--country';
export const TECHNICAL_SKILL = 'taxonomy_term--technical_skills';
export const PERSONAL_SKILL = 'taxonomy_term--personal_skills';
export const FILE = 'file--file';

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
  field_currency: ListKey('currency'),
  field_involving_interest: NullableListKey('involving_interest'),
};

const candidateRelationshipsIn = {
  field_candidate_country: ToOneInput(COUNTRY, 'A country term'),
  field_profile_picture: ToOneInput(FILE, 'An image the caller uploaded'),
  field_curriculum_vitae: ToOneInput(FILE, 'A PDF the caller uploaded'),
  field_technical_skills: ToManyInput(TECHNICAL_SKILL, MAX_SKILLS, 'Technical skill terms'),
  field_personal_skills: ToManyInput(PERSONAL_SKILL, MAX_SKILLS, 'Personal skill terms'),
};

export const CANDIDATE_TYPE = 'node--candidate_profile';
export const EMPLOYER_TYPE = 'node--employer_profile';

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
    _format: FormatJson,
  },
  { additionalProperties: false },
);

export const EmployerProfileQuery = Type.Object(
  { include: Type.Optional(Include) },
  { additionalProperties: false },
);
