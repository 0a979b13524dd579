import { TAXONOMY_VOCABULARIES } from '@contract/reference';
import type { ReferenceTerm, TaxonomyVocabulary } from '@contract/reference';
import { countryEntries } from './vocabularies/countries';
import { BENEFITS, CANDIDATE_SOURCES, INDUSTRIES } from './vocabularies/organizationTerms';
import { PERSONAL_SKILLS, TECHNICAL_SKILLS } from './vocabularies/skills';
import { uuidV5 } from './vocabularies/uuidV5';

/** The stable id of a term: uuid v5 of "vocabulary:name". */
export function termId(vocabulary: TaxonomyVocabulary, name: string): string {
  return uuidV5(`${vocabulary}:${name}`);
}

function fromNames(vocabulary: TaxonomyVocabulary, names: readonly string[]): ReferenceTerm[] {
  return names.map((name, weight) => ({ id: termId(vocabulary, name), vocabulary, name, weight }));
}

function countryTerms(): ReferenceTerm[] {
  return countryEntries().map(([code, name], weight) => ({
    id: termId('country', name),
    vocabulary: 'country',
    name,
    weight,
    code,
  }));
}

/** Whether `vocabulary` is one of the taxonomy vocabularies the server serves. */
export function isTaxonomyVocabulary(vocabulary: string): vocabulary is TaxonomyVocabulary {
  return (TAXONOMY_VOCABULARIES as readonly string[]).includes(vocabulary);
}

/** The seeded terms of one vocabulary, in display (weight) order. */
export function termsOf(vocabulary: TaxonomyVocabulary): ReferenceTerm[] {
  switch (vocabulary) {
    case 'country':
      return countryTerms();
    case 'technical_skills':
      return fromNames(vocabulary, TECHNICAL_SKILLS);
    case 'personal_skills':
      return fromNames(vocabulary, PERSONAL_SKILLS);
    case 'benefits':
      return fromNames(vocabulary, BENEFITS);
    case 'industry':
      return fromNames(vocabulary, INDUSTRIES);
    case 'candidate_source':
      return fromNames(vocabulary, CANDIDATE_SOURCES);
  }
}

/** Every seeded term of every vocabulary, for the database seed. */
export function allTerms(): ReferenceTerm[] {
  return TAXONOMY_VOCABULARIES.flatMap((vocabulary) => termsOf(vocabulary));
}
