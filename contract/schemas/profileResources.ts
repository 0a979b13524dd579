/**
 * Response schemas of candidate and employer profiles (spec 01 §3, §7; spec 02 §3 for the
 * candidate as an employer sees it): the resources and documents the profile routes answer
 * with. What may be written is in `profiles.ts`.
 */
import { Type } from 'typebox';
import { UserAttributesSchema } from './accounts';
import {
  ByType,
  JsonApiDocument,
  LinkValue,
  NodeAttributes,
  Nullable,
  SelfLinks,
  ToManyValue,
  ToOneValue,
} from './common';
import { FileResourceSchema } from './files';
import {
  SkillLevelSchema,
  CANDIDATE_TYPE,
  EMPLOYER_TYPE,
  COUNTRY,
  FILE,
  TECHNICAL_SKILL,
  PERSONAL_SKILL,
} from './profiles';
import { TermDocument } from './reference';

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
        Type.Literal('ended'),
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
        uid: Type.Optional(ToOneValue('user--user')),
        field_candidate_country: ToOneValue(COUNTRY),
        field_profile_picture: ToOneValue(FILE),
        field_curriculum_vitae: ToOneValue(FILE),
        field_technical_skills: ToManyValue(TECHNICAL_SKILL),
        field_personal_skills: ToManyValue(PERSONAL_SKILL),
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
        uid: ToOneValue('user--user'),
        field_profile_picture: ToOneValue(FILE),
        field_country: ToOneValue(COUNTRY),
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
