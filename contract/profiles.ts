/**
 * Candidate and employer profiles (spec 01 §3, §5, §7) as JSON:API resources
 * `node--candidate_profile` and `node--employer_profile`. Shared by the SPA and the server.
 * Keys of list values come from GET /api/list_field_options/{field} (contract/reference.ts);
 * skill and country relationships point at taxonomy terms.
 */
import type { ResourceIdentifier } from './jsonapi';

export const CANDIDATE_PROFILE_TYPE = 'node--candidate_profile';
export const EMPLOYER_PROFILE_TYPE = 'node--employer_profile';
export type ProfileBundle = 'candidate_profile' | 'employer_profile';

/** Drupal formatted text (basic_html). */
export interface FormattedText {
  value: string;
  format: 'basic_html';
}

/** Drupal link field. */
export interface LinkValue {
  uri: string;
  title?: string;
}

/** Skill levels stored in field_technical_skills_exp / field_personal_skills_exp. */
export const SKILL_LEVELS = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
} as const;
export type SkillLevel = keyof typeof SKILL_LEVELS;

/** '1' = yes / visible, '0' = requires email confirmation / initials only (spec 01 §6). */
export type BinaryChoice = '1' | '0';

export interface CandidateProfileAttributes {
  /** First plus last name; the server derives it, the SPA may send it. */
  title: string;
  field_contact_email: string;
  field_first_name: string;
  field_last_name: string;
  field_phone_number: string | null;
  field_short_bio: FormattedText | null;
  field_city_text: string;
  field_state: string | null;
  field_third_party_communications: BinaryChoice;
  field_name_visible_to_companies: BinaryChoice;
  field_linkedin_profile: LinkValue | null;
  field_github_profile: LinkValue | null;
  field_twitter_profile: LinkValue | null;
  field_portfolio_link: LinkValue | null;
  /** One level per technical skill, in the order of field_technical_skills. */
  field_technical_skills_exp: SkillLevel[];
  /** One level per personal skill, in the order of field_personal_skills. */
  field_personal_skills_exp: SkillLevel[];
  /** Language keys (list `languages`). */
  field_languages: string[];
  /** One proficiency key (list `language_proficiencies_def`) per language, same order. */
  field_language_proficiencies: string[];
  /** Key of list `professional_experience`. */
  field_professional_experience: string | null;
  field_current_role: string | null;
  /** Keys of list `roles_interested`. */
  field_roles_interested: string[];
  /** Key of list `remote_work`. */
  field_remote_work: string | null;
  /** Keys of list `employment_type`. */
  field_looking_for_opportunities: string[];
  /** Keys of list `visa_sponsorship_required`. */
  field_visa_sponsorship_required: string[];
  field_desired_annual_salary: { from: number | null; to: number | null };
  /** Key of list `currency`; default USD. */
  field_currency: string;
  /** Key of list `involving_interest`. */
  field_involving_interest: string | null;
}

export interface CandidateProfileRelationships {
  field_candidate_country: ResourceIdentifier | null;
  field_profile_picture: ResourceIdentifier | null;
  field_curriculum_vitae: ResourceIdentifier | null;
  field_technical_skills: ResourceIdentifier[];
  field_personal_skills: ResourceIdentifier[];
}

export interface EmployerProfileAttributes {
  title: string;
  field_company_name: string;
  field_contact_email: string;
  field_first_name: string;
  field_last_name: string;
  field_phone_number: string | null;
  field_role_at_company: string | null;
  /** Numeric code from list `company_position`. */
  field_company_position: number | null;
}

export interface EmployerProfileRelationships {
  field_profile_picture: ResourceIdentifier | null;
  field_country: ResourceIdentifier | null;
}

/** Attributes the server sets; a client must not send them (PATCH strips them in the SPA). */
export const READ_ONLY_NODE_ATTRIBUTES = [
  'drupal_internal__nid',
  'drupal_internal__vid',
  'created',
  'changed',
  'revision_timestamp',
  'status',
] as const;

/** Default currency (spec 01 §9). */
export const DEFAULT_CURRENCY = 'USD';
