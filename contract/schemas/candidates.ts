/**
 * Route schemas of the candidate search, introductions and the candidate board (spec 02 §3, §4,
 * §7 "Candidates", §9; spec 01 §6 privacy). The response schemas list exactly the members a
 * viewer may be sent, `additionalProperties: false` everywhere, so nothing unlisted can leave
 * the server: the serializer drops it, and the test suite's response check fails on it. What the
 * demo access never shows is a constant here (`''`, `null`, `'1'`), which the serializer writes
 * whatever the handler produced.
 */
import { Type, type Static } from 'typebox';
import { CANDIDATE_PAGE_SIZE, NEW_PROFILE_MONTHS } from '../constants';
import { DISTANCES_KM, MAX_FILTER_VALUES, MAX_SEARCH_LENGTH } from '../listQuery';
import {
  FormatJson,
  IdParam,
  JsonApiDocument,
  Nullable,
  NodeAttributes,
  SelfLinks,
  ToManyValue,
  ToOneValue,
} from './common';
import { TermResource } from './reference';

/* ---------------------------------------------------------------------------------------------- */
/* Shared pieces                                                                                   */
/* ---------------------------------------------------------------------------------------------- */

const NullableString = Nullable(Type.String());

export const ConnectionStatusSchema = Type.Union(
  [
    Type.Literal('new'),
    Type.Literal('requested'),
    Type.Literal('rejected'),
    Type.Literal('connected'),
    Type.Literal('ended'),
  ],
  {
    description:
      'What the candidate is to the organization; ended: she ended the connection, and may not be asked again for 180 days',
  },
);

/** An initial: the first letter, upper-cased (up to 3 characters where upper-casing makes more). */
const Initial = Type.String({ maxLength: 3, description: 'An initial only' });

/** The stand-in picture of demo access: a blurred SVG made from nothing of the candidate's. */
const BlurredPicture = Type.String({
  pattern: '^data:image/svg\\+xml;base64,[A-Za-z0-9+/=]+$',
  maxLength: 4000,
  description: 'A blurred stand-in picture (data: URL)',
});

/* ---------------------------------------------------------------------------------------------- */
/* URL parameters                                                                                  */
/* ---------------------------------------------------------------------------------------------- */

/** `:candidate` is the candidate profile's node id; an unknown one answers 404. */
export const OrganizationCandidateParams = Type.Object({ nid: IdParam, candidate: IdParam });

/** `:table` is `dashboard_table_{nid}`; any other name answers 404. */
export const CandidateBoardParams = Type.Object({
  nid: IdParam,
  table: Type.String({ maxLength: 64 }),
});

/** A malformed uuid answers 404 like an unknown one. */
export const DemoProfileParams = Type.Object({ uuid: Type.String({ maxLength: 64 }) });

/* ---------------------------------------------------------------------------------------------- */
/* The search (GET /api/candidates/export, /api/candidates/demo_export)                           */
/* ---------------------------------------------------------------------------------------------- */

/** Term ids (or other values) joined by '+' (read as spaces), at most MAX_FILTER_VALUES of them. */
const valueList = (description: string, valueLength: number) =>
  Type.Optional(
    Type.String({ maxLength: MAX_FILTER_VALUES * (valueLength + 1) + 100, description }),
  );

/** One value (a filter the search has once); the decoder says which values it takes. */
const oneValue = (description: string) =>
  Type.Optional(Type.String({ maxLength: 32, description }));

/**
 * The query of the export (contract/candidates.ts: CANDIDATE_EXPORT_KEYS and
 * encodeCandidateFilters). Every key is known and bounded here; which values a filter takes and
 * the rules between filters (the status filters must name `org_id`, a status and its negate do
 * not mix) stay in decodeCandidateFilters, which answers 400 with the reason.
 */
export const CandidateExportQuery = Type.Object(
  {
    _format: FormatJson,
    page: Type.Optional(
      Type.String({ maxLength: 16, description: 'The page, from 0; 50 rows a page' }),
    ),
    /** The node id of the organization the caller searches for. */
    org_id: IdParam,
    search: Type.Optional(
      Type.String({
        maxLength: MAX_SEARCH_LENGTH,
        description:
          'Words, joined by "+"; each is the start of a word of the profile, a synonym of it, or (from five letters, not in names) the word with a typo',
      }),
    ),
    skills: valueList(
      'Technical skill term ids joined by "+" (any of them) or "," (all of them)',
      10,
    ),
    country: valueList('Country term ids joined by "+"', 10),
    location: valueList('Cities joined by "+": spaces written "-", commas "--"', 100),
    distance: oneValue(`Kilometres around the cities of location: ${DISTANCES_KM.join(', ')}`),
    experience: valueList('Keys of list professional_experience joined by "+"', 64),
    source: valueList('Candidate source term ids joined by "+"', 10),
    field_curriculum_vitae_op: oneValue(
      '"not empty": only candidates whose CV the caller may open',
    ),
    field_third_party_communications: oneValue('"1": only candidates who opted in'),
    created: oneValue(`Profiles created in the last ${NEW_PROFILE_MONTHS.join(', ')} months`),
    connection_status_requested: oneValue('org_id: only candidates it asked for'),
    connection_status_connected: oneValue('org_id: only candidates connected to it'),
    connection_status_requested_negate: oneValue('org_id: leave out candidates it asked for'),
    connection_status_connected_negate: oneValue('org_id: leave out candidates connected to it'),
  },
  { additionalProperties: false },
);

const rowMembers = {
  node_id: Type.String(),
  node_uuid: Type.String(),
  field_current_role: Type.String(),
  field_city_text: Type.String(),
  field_candidate_country: Type.String(),
  field_professional_experience: Type.String(),
  field_technical_skills_name: Type.String({ description: 'Skill names joined by ";"' }),
  connection_status: ConnectionStatusSchema,
  created: Type.String({ description: 'Unix time of the profile, in seconds' }),
  total_rows: Type.String({ description: 'The number of matches, at most 10000' }),
  field_location: Type.String(),
  total_rows_capped: Type.Union([Type.Literal('0'), Type.Literal('1')], {
    description: '"1" when total_rows stopped at 10000',
  }),
};

/**
 * One row of the full export and a card of the board (spec 02 §3 "Candidate list item"). What
 * the candidate hides is an initial (name) or '' (contact data, picture).
 */
export const CandidateRowSchema = Type.Object(
  {
    ...rowMembers,
    field_first_name: Type.String(),
    field_last_name: Type.String(),
    field_profile_picture: Type.String({ description: 'A signed picture URL, or ""' }),
    field_contact_email: Type.String(),
    field_phone_number: Type.String(),
    field_initials_only: Type.Union([Type.Literal('0'), Type.Literal('1')], {
      description: "'1' when the name is shown as initials only",
    }),
  },
  { additionalProperties: false },
);

/** A row of the demo export: initials, a blurred picture, never any contact data. */
export const DemoCandidateRowSchema = Type.Object(
  {
    ...rowMembers,
    field_first_name: Initial,
    field_last_name: Initial,
    field_profile_picture: BlurredPicture,
    field_contact_email: Type.Literal(''),
    field_phone_number: Type.Literal(''),
    field_initials_only: Type.Literal('1'),
  },
  { additionalProperties: false },
);

export const CandidateRowList = Type.Array(CandidateRowSchema, {
  maxItems: CANDIDATE_PAGE_SIZE,
  description: 'One page of matches, newest first; every row carries the count',
});
export const DemoCandidateRowList = Type.Array(DemoCandidateRowSchema, {
  maxItems: CANDIDATE_PAGE_SIZE,
  description: 'One page of matches, newest first, without anything identifying',
});
export type DemoCandidateRow = Static<typeof DemoCandidateRowSchema>;

/* ---------------------------------------------------------------------------------------------- */
/* A candidate's profile as an employer sees it                                                    */
/* ---------------------------------------------------------------------------------------------- */

/** `?org_id=&include=` of the employer's views of a profile. */
export const EmployerProfileQuery = Type.Object(
  {
    /** The node id of the organization the caller looks for. */
    org_id: IdParam,
    include: Type.Optional(
      Type.String({
        maxLength: 1000,
        description: 'Relationships to include, joined by ","; never "uid"',
      }),
    ),
    _format: FormatJson,
  },
  { additionalProperties: false },
);

const Keys = Type.Array(Type.String());

/**
 * The demo profile (profileView.ts with demo access): the candidate's experience, skills and
 * wishes, initials for the name and a blurred picture; never contact data, links, the bio, the
 * salary, the CV, the picture or the account. Those members are constants, so they are null (or
 * '1') on the wire whatever the profile holds.
 */
export const DemoCandidateAttributes = Type.Object(
  {
    ...NodeAttributes,
    title: Type.String({ maxLength: 9, description: 'The initials: "A. B."' }),
    field_first_name: Initial,
    field_last_name: Initial,
    field_contact_email: Type.Null(),
    field_phone_number: Type.Null(),
    field_short_bio: Type.Null(),
    field_city_text: NullableString,
    field_state: NullableString,
    field_third_party_communications: NullableString,
    field_name_visible_to_companies: NullableString,
    field_linkedin_profile: Type.Null(),
    field_github_profile: Type.Null(),
    field_twitter_profile: Type.Null(),
    field_portfolio_link: Type.Null(),
    field_technical_skills_exp: Keys,
    field_personal_skills_exp: Keys,
    field_languages: Keys,
    field_language_proficiencies: Keys,
    field_professional_experience: NullableString,
    field_current_role: NullableString,
    field_roles_interested: Keys,
    field_remote_work: NullableString,
    field_looking_for_opportunities: Keys,
    field_visa_sponsorship_required: Keys,
    field_desired_annual_salary: Type.Object(
      { from: Type.Null(), to: Type.Null() },
      { additionalProperties: false },
    ),
    field_currency: Type.String(),
    field_involving_interest: NullableString,
    connection_status: ConnectionStatusSchema,
    field_initials_only: Type.Literal('1'),
    field_blurred_picture: BlurredPicture,
  },
  { additionalProperties: false },
);

const DemoCandidateRelationships = Type.Object(
  {
    field_candidate_country: ToOneValue('taxonomy_term--country'),
    field_technical_skills: ToManyValue('taxonomy_term--technical_skills'),
    field_personal_skills: ToManyValue('taxonomy_term--personal_skills'),
    field_profile_picture: Type.Object({ data: Type.Null() }, { additionalProperties: false }),
    field_curriculum_vitae: Type.Object({ data: Type.Null() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

/** GET /api/candidates/demo_export/{uuid}. */
export const DemoCandidateDocument = JsonApiDocument(
  Type.Object(
    {
      type: Type.Literal('node--candidate_profile'),
      id: Type.String(),
      links: SelfLinks,
      attributes: DemoCandidateAttributes,
      relationships: DemoCandidateRelationships,
    },
    { additionalProperties: false },
  ),
  TermResource,
);
