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
} from './schemas/profileResources';
import { SKILL_LEVELS } from './constants';
export { SKILL_LEVELS };

export const CANDIDATE_PROFILE_TYPE = 'node--candidate_profile';
export const EMPLOYER_PROFILE_TYPE = 'node--employer_profile';
export type ProfileBundle = 'candidate_profile' | 'employer_profile';

/** Drupal link field. */
export interface LinkValue {
  uri: string;
  title?: string;
}

export type SkillLevel = keyof typeof SKILL_LEVELS;

/** '1' = yes / visible, '0' = requires email confirmation / initials only (spec 01 §6). */
export type BinaryChoice = '1' | '0';

export type CandidateProfileAttributes = Static<typeof CandidateProfileAttributesSchema>;

export type EmployerProfileAttributes = Static<typeof EmployerProfileAttributesSchema>;

/** Default currency (spec 01 §9). */
export const DEFAULT_CURRENCY = 'USD';
