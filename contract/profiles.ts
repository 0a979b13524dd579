/**
 * Candidate and employer profiles (spec 01 §3, §5, §7) as JSON:API resources
 * `node--candidate_profile` and `node--employer_profile`. Shared by the SPA and the server.
 * Keys of list values come from GET /api/list_field_options/{field} (contract/reference.ts);
 * skill and country relationships point at taxonomy terms.
 */
import type { Static } from 'typebox';
import type {
  CandidateProfileAttributesSchema,
  EmployerProfileAttributesSchema,
} from './schemas/profiles';
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

export type CandidateProfileAttributes = Static<typeof CandidateProfileAttributesSchema>;

export interface CandidateProfileRelationships {
  field_candidate_country: ResourceIdentifier | null;
  field_profile_picture: ResourceIdentifier | null;
  field_curriculum_vitae: ResourceIdentifier | null;
  field_technical_skills: ResourceIdentifier[];
  field_personal_skills: ResourceIdentifier[];
}

export type EmployerProfileAttributes = Static<typeof EmployerProfileAttributesSchema>;

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
