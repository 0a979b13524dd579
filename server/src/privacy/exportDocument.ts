/**
 * Her data export as a person reads it (GDPR Art. 15) and a program reads it (Art. 20): each
 * stored row becomes named fields with the values the app shows (a list's label, not its code;
 * yes or no, not '1' or '0'), without what only Matchboard's machinery uses (ids, search-index
 * columns, facet keys). Which columns are which is written down here, column by column:
 * `server/test/privacy/dataExport.test.ts` fails when a table gains a column listed in neither,
 * so nothing she gave is left out by forgetting it.
 */
import { ROLE_IDS } from '@contract/auth';
import {
  DATE_POSTED_LABELS,
  decodeJobSearchFilters,
  type JobSearchFilters,
} from '@contract/jobFilters';
import { rawQueryOf } from '@contract/listQuery';
import { SKILL_LEVELS } from '@contract/profiles';
import type { ListFieldName } from '@contract/reference';
import { getListFieldOptions } from '../reference/listFieldOptions';

type Row = Record<string, unknown>;

/** Columns of each table that hold nothing she gave or chose: never exported. */
export const INTERNAL_COLUMNS = {
  users: ['id', 'uuid', 'name', 'pass_hash', 'profile_type', 'profile_uuid'],
  candidate_profiles: [
    'nid',
    'uuid',
    'uid',
    'title',
    'country_tid',
    'source_tid',
    'picture_fid',
    'cv_fid',
    'search_public',
    'search_name',
    'facets',
    // Her skills with their levels, coded for matching: exported through `skills`.
    'skill_levels',
    // Where her city is, looked up from it for the distance filter: exported through the city.
    'latitude',
    'longitude',
    // Read through `languages` (each with its level) and `salary`.
    'language_proficiencies',
    'salary_from',
    'salary_to',
    'currency',
  ],
  employer_profiles: ['nid', 'uuid', 'uid', 'title', 'country_tid', 'picture_fid'],
} as const;

const ROLE_WORDS: Record<string, string> = {
  [ROLE_IDS.candidate]: 'Candidate',
  [ROLE_IDS.unverifiedCandidate]: 'Candidate (email address not yet confirmed)',
  [ROLE_IDS.employer]: 'Employer',
  [ROLE_IDS.unverifiedEmployer]: 'Employer (email address not yet confirmed)',
};

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);
const instant = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(String(value)).toISOString();
const yesNo = (value: unknown): boolean | null =>
  value === '1' || value === true ? true : value === '0' || value === false ? false : null;
const label = (list: ListFieldName, value: unknown): string | null => {
  const key = text(value);
  return key === null ? null : (getListFieldOptions(list)[key] ?? key);
};
const labels = (list: ListFieldName, values: unknown): string[] =>
  Array.isArray(values) ? values.map((value) => label(list, value) ?? String(value)) : [];
const link = (value: unknown): string | null =>
  value && typeof value === 'object' && 'uri' in value
    ? text((value as { uri: unknown }).uri)
    : text(value);

/** Her account: the address she signs in with, what she is, since when. */
export function accountFields(row: Row) {
  const roles = Array.isArray(row.roles) ? (row.roles as string[]) : [];
  return {
    email: text(row.mail),
    roles: roles.map((role) => ROLE_WORDS[role] ?? role),
    active: row.status === true,
    created: instant(row.created),
    changed: instant(row.changed),
  };
}

/** A candidate profile as the app shows it; `files` names her picture and CV. */
export function candidateFields(row: Row, names: { picture: string | null; cv: string | null }) {
  const languages = Array.isArray(row.languages) ? (row.languages as string[]) : [];
  const levels = Array.isArray(row.language_proficiencies)
    ? (row.language_proficiencies as string[])
    : [];
  return {
    first_name: text(row.first_name),
    last_name: text(row.last_name),
    contact_email: text(row.contact_email),
    phone_number: text(row.phone_number),
    short_bio: text(row.short_bio),
    city: text(row.city_text),
    state: text(row.state),
    country: text(row.country),
    heard_of_us_through: text(row.source),
    current_role: text(row.current_role_text),
    professional_experience: label('professional_experience', row.professional_experience),
    roles_interested: labels('roles_interested', row.roles_interested),
    looking_for_opportunities: labels('employment_type', row.looking_for_opportunities),
    involving_interest: label('involving_interest', row.involving_interest),
    remote_work: label('remote_work', row.remote_work),
    visa_sponsorship_required: labels('visa_sponsorship_required', row.visa_sponsorship_required),
    salary:
      row.salary_from === null && row.salary_to === null
        ? null
        : {
            from: row.salary_from === null ? null : Number(row.salary_from),
            to: row.salary_to === null ? null : Number(row.salary_to),
            currency: text(row.currency),
          },
    languages: languages.map((language, index) => ({
      language: label('languages', language) ?? language,
      level: label('language_proficiencies_def', levels[index]),
    })),
    linkedin_profile: link(row.linkedin_profile),
    github_profile: link(row.github_profile),
    twitter_profile: link(row.twitter_profile),
    portfolio_link: link(row.portfolio_link),
    profile_without_confirmation: yesNo(row.third_party_communications),
    name_visible_to_companies: yesNo(row.name_visible_to_companies),
    picture: names.picture,
    cv: names.cv,
    created: instant(row.created),
    changed: instant(row.changed),
  };
}

/** An employer profile as the app shows it. */
export function employerFields(row: Row, names: { picture: string | null }) {
  return {
    first_name: text(row.first_name),
    last_name: text(row.last_name),
    contact_email: text(row.contact_email),
    phone_number: text(row.phone_number),
    company_name: text(row.company_name),
    role_at_company: text(row.role_at_company),
    company_position: label('company_position', row.company_position),
    country: text(row.country),
    picture: names.picture,
    created: instant(row.created),
    changed: instant(row.changed),
  };
}

/** A skill with its level as the app names them. */
export function skillFields(row: Row) {
  const level = text(row.level);
  return {
    kind: row.kind === 'technical' ? 'Technical' : 'Personal',
    skill: text(row.skill),
    level: level === null ? null : (SKILL_LEVELS[level as keyof typeof SKILL_LEVELS] ?? level),
  };
}

const CHOICE_WORDS: Record<string, { name: string; yes: string; no: string }> = {
  third_party_communications: {
    name: 'Companies may see your profile and CV without asking you first',
    yes: 'Yes',
    no: 'No',
  },
  name_visible_to_companies: {
    name: 'Your name and picture in candidate search',
    yes: 'Shown',
    no: 'Hidden',
  },
};

/** A privacy choice in words: what, her answer, when. */
export function choiceFields(row: { choice: string; value: string | null; chosen_at: string }) {
  const words = CHOICE_WORDS[row.choice];
  return {
    choice: words?.name ?? row.choice,
    value:
      row.value === '1' ? (words?.yes ?? 'Yes') : row.value === '0' ? (words?.no ?? 'No') : null,
    chosen_at: row.chosen_at,
  };
}

const CONNECTION_WORDS: Record<string, string> = {
  requested: 'Asked to be introduced, waiting for your answer',
  connected: 'Connected: sees your full profile',
  rejected: 'Declined',
  ended: 'Ended by you',
};

/** A connection with an organization in words. */
export function connectionFields(row: Row) {
  return {
    organization: text(row.organization),
    status: CONNECTION_WORDS[String(row.status)] ?? text(row.status),
    since: instant(row.since),
    changed: instant(row.changed),
  };
}

const FREQUENCY_WORDS: Record<string, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  none: 'No email',
};

/** The filters of a saved query, read as /jobs reads them; null when they no longer read. */
export function savedFilters(query: unknown): JobSearchFilters | null {
  try {
    return decodeJobSearchFilters(rawQueryOf(String(query ?? '')));
  } catch {
    return null;
  }
}

/** Names of the terms and organizations a saved search's filters name by id. */
export interface FilterNames {
  terms: ReadonlyMap<number, string>;
  organizations: ReadonlyMap<number, string>;
}

/** A saved search's filters in words, as the job search shows them; unset ones left out. */
function filtersInWords(query: unknown, names: FilterNames): Record<string, unknown> {
  const filters = savedFilters(query);
  if (!filters) return { query: text(query) };
  const named = (ids: number[], from: ReadonlyMap<number, string>) =>
    ids.map((id) => from.get(id) ?? `#${id}`);
  const words: Record<string, unknown> = {
    search: text(filters.search),
    hiring_organizations: named(filters.organizations, names.organizations),
    skills: named(filters.skills, names.terms),
    skills_must_match:
      filters.skills.length > 1 ? (filters.skillsOperator === 'all' ? 'All' : 'Any') : null,
    countries: named(filters.countries, names.terms),
    locations: filters.locations,
    employment_types: labels('employment_type', filters.employment),
    remote: labels('remote_job', filters.remote),
    experience: labels('professional_experience', filters.experience),
    date_posted: filters.created ? DATE_POSTED_LABELS[filters.created] : null,
    minimum_yearly_salary: filters.salaryMin,
    flexible_hours: filters.flexibleHours ? true : null,
    paid_parental_leave_weeks_at_least: filters.parentalLeaveMinWeeks,
  };
  return Object.fromEntries(
    Object.entries(words).filter(
      ([, value]) => value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** A saved search: its name, its filters in words, how often it mails her. */
export function savedSearchFields(row: Row, names: FilterNames) {
  return {
    name: text(row.name),
    filters: filtersInWords(row.query, names),
    email_frequency: FREQUENCY_WORDS[String(row.frequency)] ?? text(row.frequency),
    created: instant(row.created),
    last_emailed: instant(row.last_mailed),
    jobs_emailed: Number(row.jobs_mailed ?? 0),
  };
}

/** One of her files: its name, what it is, its size, and where it is in the ZIP. */
export function fileFields(row: {
  kind: string;
  filename: string;
  filemime: string;
  filesize: number;
  created: string;
  path: string;
  missing?: boolean;
}) {
  return {
    name: row.filename,
    kind: row.kind === 'pdf' ? 'PDF document' : row.kind === 'image' ? 'Image' : row.kind,
    type: row.filemime,
    size_bytes: row.filesize,
    uploaded: instant(row.created),
    path: row.path,
    ...(row.missing ? { missing: true } : {}),
  };
}
