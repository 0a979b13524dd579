import {
  DATE_POSTED_LABELS,
  decodeJobSearchFilters,
  type JobSearchFilters,
} from '@contract/jobFilters';
import { FilterError, rawQueryOf } from '@contract/listQuery';
import type { ReferenceData } from '@/api/referenceApi';

/**
 * A job search in words, one part per filter in use ("“react”", "Remote, Hybrid", "Berlin"),
 * for the save dialog and the saved searches page. Names come from the reference data as it
 * loads; until then a count stands in.
 */
export function describeJobSearch(
  filters: JobSearchFilters,
  { lists, terms }: Pick<ReferenceData, 'lists' | 'terms'>,
): string[] {
  const named = (
    values: readonly (string | number)[],
    lookup: (value: string | number) => string | undefined,
    noun: string,
  ) => {
    if (values.length === 0) return [];
    const names = values.map(lookup);
    if (names.some((name) => name === undefined))
      return [`${values.length} ${noun}${values.length === 1 ? '' : 's'}`];
    return [names.join(', ')];
  };
  const term = (vocabulary: 'technical_skills' | 'country') => (tid: string | number) =>
    terms[vocabulary]?.find((candidate) => candidate.tid === Number(tid))?.name;
  const option =
    (field: 'employment_type' | 'remote_job' | 'professional_experience') =>
    (key: string | number) =>
      lists[field]?.[String(key)];
  return [
    ...(filters.search ? [`“${filters.search}”`] : []),
    ...named(
      filters.skills,
      term('technical_skills'),
      filters.skillsOperator === 'all' ? 'skill (all)' : 'skill',
    ),
    ...named(filters.organizations, () => undefined, 'organization'),
    ...(filters.distance !== null && filters.locations.length > 0
      ? [`within ${filters.distance} km of ${filters.locations.join(' or ')}`]
      : filters.locations.map((city) => city)),
    ...named(filters.countries, term('country'), 'country'),
    ...named(filters.employment, option('employment_type'), 'employment type'),
    ...named(filters.remote, option('remote_job'), 'remote option'),
    ...named(filters.experience, option('professional_experience'), 'experience level'),
    ...(filters.created ? [DATE_POSTED_LABELS[filters.created]] : []),
    ...(filters.salaryMin !== null
      ? [`from ${filters.salaryMin.toLocaleString('en')} a year`]
      : []),
    ...(filters.flexibleHours ? ['Flexible hours'] : []),
    ...(filters.parentalLeaveMinWeeks !== null
      ? [`${filters.parentalLeaveMinWeeks}+ weeks parental leave`]
      : []),
  ];
}

/** The filters of a saved search's query; null if it no longer reads (a retired option). */
export function filtersOfSavedQuery(query: string): JobSearchFilters | null {
  try {
    return decodeJobSearchFilters(rawQueryOf(query));
  } catch (error) {
    if (error instanceof FilterError) return null;
    throw error;
  }
}

/** A name to start from: the search words, or what the filters say, or a plain default. */
export function suggestedName(parts: string[]): string {
  const text = parts.join(' · ').replace(/[“”]/g, '');
  return (text || 'All new jobs').slice(0, 60);
}
