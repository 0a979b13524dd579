/**
 * Reference data (spec 01 §3 "Reference data", §7). The SPA loads these lists once at start and
 * feeds every select from them; the server validates profile and job values against them.
 */
import type { Static } from 'typebox';
import type { TaxonomyTermAttributesSchema } from './schemas/reference';

/** Fields served by GET /api/list_field_options/{field}?_format=json (spec 01 §7). */
export const LIST_FIELD_NAMES = [
  'involving_interest',
  'professional_experience',
  'company_position',
  'employment_type',
  'remote_job',
  'application_method',
  'company_size',
  'remote_work',
  'visa_sponsorship_required',
  'roles_interested',
  'languages',
  'language_proficiencies_def',
  'currency',
] as const;

export type ListFieldName = (typeof LIST_FIELD_NAMES)[number];

/**
 * Largest yearly salary a job or a profile accepts, in any currency of the list `currency`: a
 * billion, above a year's pay in Indonesian rupiah or Korean won, and within the integer column
 * of a job and the numeric(14, 2) of a profile.
 */
export const MAX_SALARY = 1_000_000_000;

/**
 * Body of GET /api/list_field_options/{field}?_format=json: Drupal's allowed values, an object of
 * stored key => human label in display order. Keys that look like integers (company_position)
 * are listed in ascending order, which is also their display order, because JavaScript objects
 * always enumerate integer-like keys first.
 */
export type ListFieldOptions = Record<string, string>;

export const LIST_FIELD_OPTIONS_PATH = '/api/list_field_options';

/** Vocabularies served by GET /api/taxonomy_term/{vocabulary} (JSON:API, 50 per page). */
export const TAXONOMY_VOCABULARIES = [
  'country',
  'technical_skills',
  'personal_skills',
  'benefits',
  'industry',
  'candidate_source',
] as const;

export type TaxonomyVocabulary = (typeof TAXONOMY_VOCABULARIES)[number];

/** Largest page the taxonomy routes return (`page[limit]` is clamped to it). */
export const TAXONOMY_PAGE_LIMIT = 50;

/**
 * One seeded taxonomy term. The uuid is derived from vocabulary and name, so every database
 * gives the same term the same id; `drupal_internal__tid` is assigned by the database.
 */
export interface ReferenceTerm {
  /** Deterministic uuid (v5 of vocabulary + name); the JSON:API resource id. */
  id: string;
  vocabulary: TaxonomyVocabulary;
  name: string;
  /** Display order inside the vocabulary, starting at 0. */
  weight: number;
  /** ISO 3166-1 alpha-2 code; only on country terms. */
  code?: string;
}

/** JSON:API attributes of a `taxonomy_term--{vocabulary}` resource. */
export type TaxonomyTermAttributes = Static<typeof TaxonomyTermAttributesSchema>;
