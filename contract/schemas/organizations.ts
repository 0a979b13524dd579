/**
 * Route schemas of organizations (spec 02 §3 "Organization profile", "Integration", "Shared
 * access user"; §5 forms; §7 "Organizations", "Integration and access"): the JSON:API
 * `node--organization_profile` routes, the shell's list of the caller's organizations, the public
 * export, Greenhouse boards and shared access.
 *
 * The schemas check the shape of a request (types, lengths, known members). What a form shows
 * verbatim (spec 02 §5: "Required", "Enter a valid email", "Please provide a valid url", …), the
 * values that must exist (terms, files, list keys) and the rules over several members stay in the
 * handlers, so a blank required member still answers with the form's message.
 */
import { Type, type Static, type TOptional } from 'typebox';
import {
  BILLING_FIELDS,
  MAX_CULTURE_IMAGES,
  MAX_VIDEOS,
  ORGANIZATION_EXPORT_CHUNK,
  ORGANIZATION_PAGE_SIZE,
  ORGANIZATION_TYPE,
} from '../constants';
import {
  SelfLinks,
  ToManyValue,
  ToOneValue,
  ByType,
  FormattedText,
  JsonApiDocument,
  LinkValue,
  SHORT_TEXT,
  Nullable,
} from './common';
import { FileResourceSchema } from './files';
import {
  LinkInput,
  MAX_URL,
  NullableText,
  RichTextInput,
  ToManyInput,
  ToOneInput,
  WriteDocument,
} from './inputs';
import { TermResource } from './reference';

/** The OpenAPI tag of every organization route. */
export const ORGANIZATION_TAGS = ['Organizations'];

/** Terms one relationship may name: more than any vocabulary an organization uses holds. */
const MAX_TERMS = 100;
/** Longest `include` list: every include path once, with room to spare. */
const MAX_INCLUDE = 500;
const MAX_COUNT = 999_999_999;

const NullableLine = NullableText();
// ---------------------------------------------------------------------------------------------
// URL parameters and query strings

export const OrganizationUuidParams = Type.Object({
  uuid: Type.String({ maxLength: 64, description: 'The uuid of the organization' }),
});

const Include = Type.String({
  maxLength: MAX_INCLUDE,
  description:
    'Comma-separated relationships to include: field_logo, field_page_title_background, field_culture_images, field_technical_skills, field_benefits, field_industry, field_hiring_location',
});

const PageOffset = Type.Integer({ minimum: 0, maximum: MAX_COUNT });
/** A page size; larger ones are clamped to `max`. */
const PageLimit = (max: number) =>
  Type.Integer({ minimum: 1, maximum: MAX_COUNT, description: `At most ${max} are listed` });

export const OrganizationListQuery = Type.Object(
  {
    include: Type.Optional(Include),
    'filter[drupal_internal__nid]': Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'The node id of one organization; no match (or no number) lists nothing',
      }),
    ),
    'page[offset]': Type.Optional(PageOffset),
    'page[limit]': Type.Optional(PageLimit(ORGANIZATION_PAGE_SIZE)),
  },
  { additionalProperties: false },
);

export const OrganizationItemQuery = Type.Object(
  { include: Type.Optional(Include) },
  { additionalProperties: false },
);

export const OrganizationExportQuery = Type.Object(
  {
    'page[offset]': Type.Optional(PageOffset),
    'page[limit]': Type.Optional(PageLimit(ORGANIZATION_EXPORT_CHUNK)),
  },
  { additionalProperties: false },
);

// ---------------------------------------------------------------------------------------------
// Organization request documents (POST and PATCH)

const VideoInput = Type.Object(
  {
    input: Type.String({ maxLength: MAX_URL, description: 'A link to one YouTube video' }),
    video_id: Type.Optional(
      Type.String({ maxLength: 11, description: 'The id of the linked video, when sent' }),
    ),
  },
  { additionalProperties: false },
);

/** Whole numbers the handler bounds itself, with the form's message (spec 02 §5). */
const HiresNeeded = Nullable(
  Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647, description: '0 to 1,000,000' }),
);

/** Company facts, each optional (null clears it); the handler checks ranges and dates. */
const CompanyFactsInput = {
  field_parental_leave_weeks: Type.Optional(Nullable(Type.Integer({ description: '0 to 104' }))),
  field_parental_leave_all_parents: Type.Optional(Nullable(Type.Boolean())),
  field_flexible_hours: Type.Optional(Nullable(Type.Boolean())),
  field_part_time_possible: Type.Optional(Nullable(Type.Boolean())),
  field_remote_policy: Type.Optional(
    Nullable(
      Type.String({ maxLength: 64, description: 'office, hybrid, remote_first or fully_remote' }),
    ),
  ),
  field_childcare_support: Type.Optional(Nullable(Type.Boolean())),
  field_pay_equity_statement: Type.Optional(
    Nullable(
      Type.String({ maxLength: 20_000, description: 'Plain text, at most 2,000 characters' }),
    ),
  ),
  field_pay_equity_audit_year: Type.Optional(
    Nullable(Type.Integer({ description: 'From 1990 to the current year' })),
  ),
  field_women_in_tech_percent: Type.Optional(Nullable(Type.Integer({ description: '0 to 100' }))),
  field_women_in_leadership_percent: Type.Optional(
    Nullable(Type.Integer({ description: '0 to 100' })),
  ),
  field_women_share_as_of: Type.Optional(
    Nullable(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, not in the future' })),
  ),
};

const BillingInput = Object.fromEntries(
  BILLING_FIELDS.map((name) => [name, Type.Optional(NullableLine)]),
) as Record<(typeof BILLING_FIELDS)[number], TOptional<typeof NullableLine>>;

export const OrganizationAttributesInput = Type.Object(
  {
    title: Type.Optional(
      Type.String({ maxLength: SHORT_TEXT, description: 'Required on create; not blank' }),
    ),
    field_color_picker: Type.Optional(
      Type.String({ maxLength: SHORT_TEXT, description: 'A six-digit hex colour like "#1a2b3c"' }),
    ),
    field_hires_needed: Type.Optional(HiresNeeded),
    ...CompanyFactsInput,
    field_phone_number: Type.Optional(NullableLine),
    field_website_url: Type.Optional(LinkInput),
    field_linkedin_profile: Type.Optional(LinkInput),
    field_twitter_profile: Type.Optional(LinkInput),
    field_facebook_profile: Type.Optional(LinkInput),
    field_video: Type.Optional(Type.Array(VideoInput, { maxItems: MAX_VIDEOS })),
    field_company_size: Type.Optional(
      Nullable(Type.String({ maxLength: 64, description: 'A key of list company_size' })),
    ),
    field_currency: Type.Optional(
      Type.String({ maxLength: 64, description: 'A key of list currency' }),
    ),
    field_company_description: Type.Optional(RichTextInput),
    field_what_makes_your_company_un: Type.Optional(RichTextInput),
    field_video_text: Type.Optional(RichTextInput),
    field_tech_challenges: Type.Optional(RichTextInput),
    field_culture_description: Type.Optional(RichTextInput),
    field_contact_email: Type.Optional(
      Type.String({ maxLength: SHORT_TEXT, description: 'Required on create; an email address' }),
    ),
    ...BillingInput,
  },
  { additionalProperties: false },
);

export const OrganizationRelationshipsInput = Type.Object(
  {
    field_logo: Type.Optional(ToOneInput('file--file')),
    field_page_title_background: Type.Optional(ToOneInput('file--file')),
    field_culture_images: Type.Optional(ToManyInput('file--file', MAX_CULTURE_IMAGES)),
    field_technical_skills: Type.Optional(
      ToManyInput('taxonomy_term--technical_skills', MAX_TERMS),
    ),
    field_benefits: Type.Optional(ToManyInput('taxonomy_term--benefits', MAX_TERMS)),
    field_industry: Type.Optional(ToManyInput('taxonomy_term--industry', MAX_TERMS)),
    field_hiring_location: Type.Optional(ToOneInput('taxonomy_term--country')),
  },
  { additionalProperties: false },
);

/**
 * The body of POST and PATCH. Only the members sent change; a create must carry title,
 * field_company_description, field_contact_email and field_logo (the handler says which are
 * missing, with the other problems). A PATCH's `id` must be the uuid of the URL (409 otherwise).
 */
export const OrganizationWriteDocument = WriteDocument(
  ORGANIZATION_TYPE,
  Type.Optional(Type.String({ maxLength: 64 })),
  OrganizationAttributesInput,
  OrganizationRelationshipsInput,
);
export type OrganizationWriteDocument = Static<typeof OrganizationWriteDocument>;

// ---------------------------------------------------------------------------------------------
// Organization response documents

const NullableFormattedText = Nullable(FormattedText);
const NullableLink = Nullable(LinkValue);
const NullableString = Nullable(Type.String());
const NullableInteger = Nullable(Type.Integer());

const BillingOutput = Object.fromEntries(
  BILLING_FIELDS.map((name) => [name, Type.Optional(NullableString)]),
) as Record<(typeof BILLING_FIELDS)[number], TOptional<typeof NullableString>>;

/** Public attributes for anyone signed in; members also get contact, billing and access date. */
export const OrganizationAttributesSchema = Type.Object(
  {
    drupal_internal__nid: Type.Integer(),
    langcode: Type.String(),
    status: Type.Boolean(),
    created: Type.String(),
    changed: Type.String(),
    title: Type.String(),
    field_color_picker: Type.String(),
    field_hires_needed: NullableInteger,
    field_parental_leave_weeks: NullableInteger,
    field_parental_leave_all_parents: Nullable(Type.Boolean()),
    field_flexible_hours: Nullable(Type.Boolean()),
    field_part_time_possible: Nullable(Type.Boolean()),
    field_remote_policy: NullableString,
    field_childcare_support: Nullable(Type.Boolean()),
    field_pay_equity_statement: NullableString,
    field_pay_equity_audit_year: NullableInteger,
    field_women_in_tech_percent: NullableInteger,
    field_women_in_leadership_percent: NullableInteger,
    field_women_share_as_of: NullableString,
    field_facts_updated: Nullable(Type.String({ description: 'When a company fact last changed' })),
    field_phone_number: NullableString,
    field_website_url: NullableLink,
    field_linkedin_profile: NullableLink,
    field_twitter_profile: NullableLink,
    field_facebook_profile: NullableLink,
    field_video: Type.Array(
      Type.Object(
        { input: Type.String(), video_id: Type.String() },
        { additionalProperties: false },
      ),
    ),
    field_company_size: NullableString,
    field_currency: Type.String(),
    field_company_description: NullableFormattedText,
    field_what_makes_your_company_un: NullableFormattedText,
    field_video_text: NullableFormattedText,
    field_tech_challenges: NullableFormattedText,
    field_culture_description: NullableFormattedText,
    field_contact_email: Type.Optional(NullableString),
    ...BillingOutput,
    field_candidate_database_date_ro: Type.Optional(
      Nullable(Type.Integer({ description: 'Unix seconds' })),
    ),
  },
  { additionalProperties: false },
);

const OrganizationRelationshipsSchema = Type.Object(
  {
    field_technical_skills: ToManyValue('taxonomy_term--technical_skills'),
    field_benefits: ToManyValue('taxonomy_term--benefits'),
    field_industry: ToManyValue('taxonomy_term--industry'),
    field_hiring_location: ToOneValue('taxonomy_term--country'),
    field_logo: ToOneValue('file--file'),
    field_page_title_background: ToOneValue('file--file'),
    field_culture_images: ToManyValue('file--file'),
  },
  { additionalProperties: false },
);

/** An organization as a resource (members see more of its attributes). */
export const OrganizationResource = Type.Object(
  {
    type: Type.Literal(ORGANIZATION_TYPE),
    id: Type.String(),
    links: SelfLinks,
    attributes: OrganizationAttributesSchema,
    relationships: OrganizationRelationshipsSchema,
  },
  { additionalProperties: false },
);

const Included = ByType([FileResourceSchema, TermResource]);

export const OrganizationDocument = JsonApiDocument(OrganizationResource, Included);
export const OrganizationListDocument = JsonApiDocument(Type.Array(OrganizationResource), Included);

// ---------------------------------------------------------------------------------------------
// Plain JSON routes

export const CurrentUserOrganizationSchema = Type.Object(
  {
    uuid: Type.String(),
    id: Type.Integer({ description: 'The node id, as `nid`' }),
    nid: Type.Integer(),
    title: Type.String(),
    field_logo: Nullable(Type.String({ description: 'A signed URL of the logo' })),
    field_color_picker: Type.String(),
    field_candidate_database_date_ro: Nullable(
      Type.Integer({ description: 'Unix seconds; null = demo access' }),
    ),
    owner: Type.Boolean({ description: 'Whether the caller owns the organization' }),
  },
  { additionalProperties: false },
);
export const CurrentUserOrganizationList = Type.Array(CurrentUserOrganizationSchema);

export const OrganizationExportRowSchema = Type.Object(
  {
    nid: Type.Integer(),
    uuid: Type.String(),
    title: Type.String(),
    logo: Type.String({ description: "A signed URL of the logo, or ''" }),
    field_page_title_background: Type.String({ description: "A signed URL, or ''" }),
    field_company_description: Type.String({ description: 'Sanitized basic_html' }),
    field_industry: Type.String({ description: "Names joined by '; '" }),
    field_benefits_name: Type.String({ description: "Names joined by '; '" }),
    field_technical_skills: Type.String({ description: "Names joined by '; '" }),
    field_hiring_location: Type.String(),
    field_company_size: Type.String({ description: "The label of the company size, or ''" }),
    field_website_url: Type.String(),
    field_video: Type.String({ description: "Video ids joined by ','" }),
    total_rows: Type.Integer({ description: 'How many organizations are published' }),
  },
  { additionalProperties: false },
);
export const OrganizationExportList = Type.Array(OrganizationExportRowSchema);
