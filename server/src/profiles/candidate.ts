import { CANDIDATE_PROFILE_TYPE, DEFAULT_CURRENCY, SKILL_LEVELS } from '@contract/profiles';
import { isCandidate } from '../auth/roles';
import {
  findCandidateProfileByUid,
  findCandidateProfileByUuid,
  insertCandidateProfile,
  lockCandidateProfile,
  updateCandidateProfile,
  type CandidateRecord,
  type CandidateSkills,
  type CandidateValues,
} from './candidateRepository';
import type { Violation } from '../http/errors';
import { BASIC_HTML_FORMAT, sanitizeBasicHtml } from '../sanitize/sanitizeBasicHtml';
import type { BundleDefinition, StoredProfile } from './model';
import type { AttributeSpec, AttributeValues } from '../jsonapi/attributes';
import { derivedTitle } from './model';
import { manyTerms, oneFile, oneTerm } from './relationships';
import { linkAttribute, plain } from '../jsonapi/attributes';
import {
  binaryChoice,
  enumListRule,
  formattedTextRule,
  linkRule,
  optionalEmail,
  optionalText,
  phoneRule,
  requiredText,
  salaryRule,
} from '../jsonapi/memberRules';
import { listKeyRule, listKeysRule } from '../reference/listKeyRules';

/** Spec 01 §5, candidate step 4. */
export const SALARY_MESSAGE = 'Both values are required ( from > to )';

const levels = enumListRule(Object.keys(SKILL_LEVELS));

const shortBio: AttributeSpec = {
  rule: formattedTextRule,
  write(values, value) {
    const text = (value as { value: string } | null)?.value ?? '';
    const clean = sanitizeBasicHtml(text).trim();
    values.shortBio = clean === '' ? null : clean;
  },
  read: (values) =>
    values.shortBio == null ? null : { value: values.shortBio, format: BASIC_HTML_FORMAT },
};

const salary: AttributeSpec = {
  rule: salaryRule,
  write(values, value) {
    const { from, to } = value as { from?: number | null; to?: number | null };
    values.salaryFrom = from ?? null;
    values.salaryTo = to ?? null;
  },
  read: (values) => ({ from: values.salaryFrom ?? null, to: values.salaryTo ?? null }),
};

const attributes: Record<string, AttributeSpec> = {
  title: derivedTitle,
  field_contact_email: plain('contactEmail', optionalEmail),
  field_first_name: plain('firstName', requiredText),
  field_last_name: plain('lastName', requiredText),
  field_phone_number: plain('phoneNumber', phoneRule('Phone must be a number')),
  field_short_bio: shortBio,
  field_city_text: plain('cityText', optionalText),
  field_state: plain('state', optionalText),
  field_third_party_communications: plain('thirdPartyCommunications', binaryChoice),
  field_name_visible_to_companies: plain('nameVisibleToCompanies', binaryChoice),
  field_linkedin_profile: linkAttribute('linkedinProfile', linkRule),
  field_github_profile: linkAttribute('githubProfile', linkRule),
  field_twitter_profile: linkAttribute('twitterProfile', linkRule),
  field_portfolio_link: linkAttribute('portfolioLink', linkRule),
  field_technical_skills_exp: plain('technicalLevels', levels),
  field_personal_skills_exp: plain('personalLevels', levels),
  field_languages: plain('languages', listKeysRule('languages')),
  field_language_proficiencies: plain(
    'languageProficiencies',
    listKeysRule('language_proficiencies_def', false),
  ),
  field_professional_experience: plain(
    'professionalExperience',
    listKeyRule('professional_experience'),
  ),
  field_current_role: plain('currentRole', optionalText),
  field_roles_interested: plain('rolesInterested', listKeysRule('roles_interested')),
  field_remote_work: plain('remoteWork', listKeyRule('remote_work')),
  field_looking_for_opportunities: plain(
    'lookingForOpportunities',
    listKeysRule('employment_type'),
  ),
  field_visa_sponsorship_required: plain(
    'visaSponsorshipRequired',
    listKeysRule('visa_sponsorship_required'),
  ),
  field_desired_annual_salary: salary,
  field_currency: plain('currency', listKeyRule('currency', false)),
  field_involving_interest: plain('involvingInterest', listKeyRule('involving_interest')),
};

const pointer = (name: string) => `/data/attributes/${name}`;

function crossCheck(values: AttributeValues): Violation[] {
  const problems: Violation[] = [];
  const length = (key: string) => (values[key] as unknown[]).length;
  for (const kind of ['technical', 'personal'] as const) {
    if (length(`${kind}Tids`) !== length(`${kind}Levels`)) {
      const name = `field_${kind}_skills_exp`;
      problems.push({
        detail: `${name}: every ${kind} skill needs exactly one level (${length(`${kind}Tids`)} skills, ${length(`${kind}Levels`)} levels).`,
        pointer: pointer(name),
      });
    }
  }
  if (length('languages') !== length('languageProficiencies')) {
    problems.push({
      detail: 'field_language_proficiencies: every language needs exactly one proficiency.',
      pointer: pointer('field_language_proficiencies'),
    });
  }
  const from = values.salaryFrom as number | null;
  const to = values.salaryTo as number | null;
  if ((from === null) !== (to === null) || (from !== null && to !== null && from > to)) {
    problems.push({
      detail: `field_desired_annual_salary: ${SALARY_MESSAGE}`,
      pointer: pointer('field_desired_annual_salary'),
    });
  }
  return problems;
}

function toStored(record: CandidateRecord | undefined): StoredProfile | undefined {
  if (!record) return undefined;
  const { nid, uuid, uid, created, changed, ...columns } = record.row;
  const { technical, personal } = record.skills;
  return {
    nid,
    uuid,
    uid,
    created,
    changed,
    values: {
      ...columns,
      technicalTids: technical.map((s) => s.tid),
      technicalLevels: technical.map((s) => s.level),
      personalTids: personal.map((s) => s.tid),
      personalLevels: personal.map((s) => s.level),
    },
  };
}

/** Splits the values into table columns and skill rows (counts were checked to match). */
function split(values: AttributeValues): { columns: CandidateValues; skills: CandidateSkills } {
  const { technicalTids, technicalLevels, personalTids, personalLevels, ...columns } = values;
  const zip = (tids: unknown, lv: unknown) =>
    (tids as number[]).map((tid, i) => ({ tid, level: (lv as string[])[i] }));
  return {
    // The bag holds exactly the columns of candidate_profiles besides the skill lists.
    columns: columns as CandidateValues,
    skills: {
      technical: zip(technicalTids, technicalLevels),
      personal: zip(personalTids, personalLevels),
    },
  };
}

export const candidateProfile: BundleDefinition = {
  bundle: 'candidate_profile',
  type: CANDIDATE_PROFILE_TYPE,
  mayOwn: isCandidate,
  attributes,
  relationships: {
    field_candidate_country: oneTerm('country', 'countryTid'),
    field_profile_picture: oneFile('image', 'pictureFid'),
    field_curriculum_vitae: oneFile('pdf', 'cvFid'),
    field_technical_skills: manyTerms('technical_skills', 'technicalTids'),
    field_personal_skills: manyTerms('personal_skills', 'personalTids'),
  },
  includes: [
    'field_profile_picture',
    'field_curriculum_vitae',
    'field_technical_skills',
    'field_personal_skills',
    'field_candidate_country',
  ],
  requiredOnCreate: ['field_first_name', 'field_last_name'],
  emptyValues: () => ({
    title: '',
    contactEmail: null,
    firstName: '',
    lastName: '',
    phoneNumber: null,
    shortBio: null,
    cityText: null,
    state: null,
    countryTid: null,
    pictureFid: null,
    cvFid: null,
    thirdPartyCommunications: null,
    nameVisibleToCompanies: null,
    linkedinProfile: null,
    githubProfile: null,
    twitterProfile: null,
    portfolioLink: null,
    languages: [],
    languageProficiencies: [],
    professionalExperience: null,
    currentRole: null,
    rolesInterested: [],
    remoteWork: null,
    lookingForOpportunities: [],
    visaSponsorshipRequired: [],
    salaryFrom: null,
    salaryTo: null,
    currency: DEFAULT_CURRENCY,
    involvingInterest: null,
    technicalTids: [],
    technicalLevels: [],
    personalTids: [],
    personalLevels: [],
  }),
  crossCheck,
  findByUuid: async (db, uuid) => toStored(await findCandidateProfileByUuid(db, uuid)),
  findByUid: async (db, uid) => toStored(await findCandidateProfileByUid(db, uid)),
  async insert(db, { uuid, uid, values }, now) {
    const { columns, skills } = split(values);
    await insertCandidateProfile(db, { uuid, uid, values: columns, skills }, now);
  },
  lock: lockCandidateProfile,
  async update(db, nid, values, now) {
    const { columns, skills } = split(values);
    await updateCandidateProfile(db, nid, columns, skills, now);
  },
};
