/**
 * The candidate profile as the wizard and edit forms hold it, and its conversion from and to
 * the contract's attributes and relationships (contract/profiles.ts).
 */
import type { SelectedCity } from '@contract/places';
import { DEFAULT_CURRENCY, type BinaryChoice, type SkillLevel } from '@contract/profiles';
import type { CandidateProfile } from '@/api/profileApi';
import type { ReferenceTerm } from '@/api/referenceApi';
import type { UploadedFile } from '@/components/upload/types';
import { fileRef, personalDetailsMemberSources, text, type MemberSource } from './memberSources';
import { toHttpUrl } from './urls';

export interface SkillRow {
  /** Taxonomy term uuid. */
  skill: string | null;
  level: SkillLevel | null;
}

export interface LanguageRow {
  language: string | null;
  proficiency: string | null;
}

export interface CandidateFormValues {
  firstName: string;
  lastName: string;
  contactEmail: string;
  phone: string;
  shortBio: string;
  thirdParty: BinaryChoice | null;
  nameVisible: BinaryChoice | null;
  city: SelectedCity | null;
  picture: UploadedFile | null;
  linkedin: string;
  github: string;
  twitter: string;
  portfolio: string;
  cv: UploadedFile | null;
  technicalSkills: SkillRow[];
  personalSkills: SkillRow[];
  languages: LanguageRow[];
  professionalExperience: string | null;
  currentRole: string;
  rolesInterested: string[];
  employmentTypes: string[];
  involvingInterest: string | null;
  remoteWork: string | null;
  visa: string[];
  salaryFrom: number | null;
  salaryTo: number | null;
  currency: string;
}

export const emptySkillRow = (): SkillRow => ({ skill: null, level: null });
export const emptyLanguageRow = (): LanguageRow => ({ language: null, proficiency: null });

/** A new candidate's form: contact email from the account, USD, one empty row per list. */
export function emptyCandidateForm(email: string): CandidateFormValues {
  return {
    firstName: '',
    lastName: '',
    contactEmail: email,
    phone: '',
    shortBio: '',
    thirdParty: null,
    nameVisible: '1',
    city: null,
    picture: null,
    linkedin: '',
    github: '',
    twitter: '',
    portfolio: '',
    cv: null,
    technicalSkills: [emptySkillRow()],
    personalSkills: [emptySkillRow()],
    languages: [emptyLanguageRow()],
    professionalExperience: null,
    currentRole: '',
    rolesInterested: [],
    employmentTypes: [],
    involvingInterest: null,
    remoteWork: null,
    visa: [],
    salaryFrom: null,
    salaryTo: null,
    currency: DEFAULT_CURRENCY,
  };
}

const rows = <R>(items: R[], empty: () => R): R[] => (items.length > 0 ? items : [empty()]);

/** The form values of a stored profile; the country name comes from the country vocabulary. */
export function candidateFormFromProfile(
  profile: CandidateProfile,
  countries: readonly ReferenceTerm[],
): CandidateFormValues {
  const a = profile.attributes;
  const countryName =
    countries.find((term) => term.id === profile.country?.id)?.name ?? profile.country?.name ?? '';
  return {
    firstName: a.field_first_name ?? '',
    lastName: a.field_last_name ?? '',
    contactEmail: a.field_contact_email ?? '',
    phone: a.field_phone_number ?? '',
    shortBio: a.field_short_bio?.value ?? '',
    thirdParty: a.field_third_party_communications ?? null,
    nameVisible: a.field_name_visible_to_companies ?? null,
    city: a.field_city_text
      ? {
          city: a.field_city_text,
          state: a.field_state ?? '',
          country: countryName,
          countryCode: '',
        }
      : null,
    picture: profile.picture,
    linkedin: a.field_linkedin_profile?.uri ?? '',
    github: a.field_github_profile?.uri ?? '',
    twitter: a.field_twitter_profile?.uri ?? '',
    portfolio: a.field_portfolio_link?.uri ?? '',
    cv: profile.cv,
    technicalSkills: rows(
      profile.technicalSkills.map((term, i) => ({
        skill: term.id,
        level: a.field_technical_skills_exp?.[i] ?? null,
      })),
      emptySkillRow,
    ),
    personalSkills: rows(
      profile.personalSkills.map((term, i) => ({
        skill: term.id,
        level: a.field_personal_skills_exp?.[i] ?? null,
      })),
      emptySkillRow,
    ),
    languages: rows(
      (a.field_languages ?? []).map((language, i) => ({
        language,
        proficiency: a.field_language_proficiencies?.[i] ?? null,
      })),
      emptyLanguageRow,
    ),
    professionalExperience: a.field_professional_experience ?? null,
    currentRole: a.field_current_role ?? '',
    rolesInterested: a.field_roles_interested ?? [],
    employmentTypes: a.field_looking_for_opportunities ?? [],
    involvingInterest: a.field_involving_interest ?? null,
    remoteWork: a.field_remote_work ?? null,
    visa: a.field_visa_sponsorship_required ?? [],
    salaryFrom: a.field_desired_annual_salary?.from ?? null,
    salaryTo: a.field_desired_annual_salary?.to ?? null,
    currency: a.field_currency || DEFAULT_CURRENCY,
  };
}

const link = (value: string) => {
  const uri = toHttpUrl(value);
  return uri ? { uri } : null;
};
function skillMembers(kind: 'technical' | 'personal', items: SkillRow[]) {
  const complete = items.filter((row) => row.skill && row.level);
  return {
    [`relationships/field_${kind}_skills`]: complete.map((row) => ({
      type: `taxonomy_term--${kind}_skills`,
      id: row.skill as string,
    })),
    [`attributes/field_${kind}_skills_exp`]: complete.map((row) => row.level),
  };
}

/**
 * Every profile member, grouped by the form field it comes from. Members that depend on each
 * other (a skill and its level, a language and its proficiency, salary from and to) share one
 * field, so they are always validated and sent together.
 */
export function candidateMemberSources(
  values: CandidateFormValues,
  countries: readonly ReferenceTerm[],
): MemberSource[] {
  const country = values.city
    ? countries.find((term) => term.name.toLowerCase() === values.city?.country.toLowerCase())
    : undefined;
  const languages = values.languages.filter((row) => row.language);
  return [
    ...personalDetailsMemberSources(values),
    {
      fields: ['shortBio'],
      members: {
        'attributes/field_short_bio': values.shortBio
          ? { value: values.shortBio, format: 'basic_html' }
          : null,
      },
    },
    {
      fields: ['thirdParty'],
      members: { 'attributes/field_third_party_communications': values.thirdParty },
    },
    {
      fields: ['nameVisible'],
      members: { 'attributes/field_name_visible_to_companies': values.nameVisible },
    },
    {
      fields: ['city'],
      members: {
        'attributes/field_city_text': values.city?.city ?? null,
        'attributes/field_state': values.city ? values.city.state || null : null,
        'relationships/field_candidate_country': country
          ? { type: 'taxonomy_term--country', id: country.id }
          : null,
      },
    },
    {
      fields: ['picture'],
      members: { 'relationships/field_profile_picture': fileRef(values.picture) },
    },
    {
      fields: ['linkedin'],
      members: { 'attributes/field_linkedin_profile': link(values.linkedin) },
    },
    { fields: ['github'], members: { 'attributes/field_github_profile': link(values.github) } },
    { fields: ['twitter'], members: { 'attributes/field_twitter_profile': link(values.twitter) } },
    {
      fields: ['portfolio'],
      members: { 'attributes/field_portfolio_link': link(values.portfolio) },
    },
    { fields: ['cv'], members: { 'relationships/field_curriculum_vitae': fileRef(values.cv) } },
    { fields: ['technicalSkills'], members: skillMembers('technical', values.technicalSkills) },
    { fields: ['personalSkills'], members: skillMembers('personal', values.personalSkills) },
    {
      fields: ['languages'],
      members: {
        'attributes/field_languages': languages.map((row) => row.language),
        'attributes/field_language_proficiencies': languages.map((row) => row.proficiency),
      },
    },
    {
      fields: ['professionalExperience'],
      members: { 'attributes/field_professional_experience': values.professionalExperience },
    },
    {
      fields: ['currentRole'],
      members: { 'attributes/field_current_role': text(values.currentRole) },
    },
    {
      fields: ['rolesInterested'],
      members: { 'attributes/field_roles_interested': values.rolesInterested },
    },
    {
      fields: ['employmentTypes'],
      members: { 'attributes/field_looking_for_opportunities': values.employmentTypes },
    },
    {
      fields: ['involvingInterest'],
      members: { 'attributes/field_involving_interest': values.involvingInterest },
    },
    { fields: ['remoteWork'], members: { 'attributes/field_remote_work': values.remoteWork } },
    { fields: ['visa'], members: { 'attributes/field_visa_sponsorship_required': values.visa } },
    {
      fields: ['salaryFrom', 'salaryTo'],
      members: {
        'attributes/field_desired_annual_salary': { from: values.salaryFrom, to: values.salaryTo },
      },
    },
    { fields: ['currency'], members: { 'attributes/field_currency': values.currency } },
  ];
}
