import { Checkbox, Select } from 'antd';
import {
  NEW_PROFILE_MONTHS,
  type CandidateFilters,
  type NewProfileMonths,
  type StatusFilter,
} from '@contract/candidates';
import { optionsOf, useReferenceData } from '@/api/referenceApi';
import {
  FilterField as Filter,
  MULTIPLE_SELECT as multiple,
} from '@/components/filters/FilterField';
import { PlaceAndSkillFilters, termOptions } from '@/components/filters/TermFilters';

export interface CandidateFilterBarProps {
  filters: CandidateFilters;
  /** Some filters changed; the others stay as the latest address has them. */
  onChange(change: Partial<CandidateFilters>): void;
  /** Folded away (small screens); the filters keep their state. */
  hidden?: boolean;
}

/** How many filters are in use (the search text, the Any/All switch and status All aside). */
export function activeCandidateFilterCount(filters: CandidateFilters): number {
  const { search: _s, skillsOperator: _o, status, cvUploaded, openProfiles, ...rest } = filters;
  return (
    Object.values(rest).filter((value) =>
      Array.isArray(value) ? value.length > 0 : value !== null,
    ).length +
    Number(cvUploaded) +
    Number(openProfiles) +
    Number(status !== 'all')
  );
}

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'requested', label: 'Requested' },
  { value: 'connected', label: 'Connected' },
];

const NEW_PROFILE_OPTIONS = [
  { value: 0, label: 'Any time' },
  ...NEW_PROFILE_MONTHS.map((months) => ({
    value: months,
    label: months === 1 ? 'Last month' : `Last ${months} months`,
  })),
];

/**
 * Every filter of the candidate search (spec 02 §7, §9): skills (Any or All), country, location,
 * experience ('N years'), source, CV uploaded, Open Profiles, New Profiles and the status
 * (All excludes the candidates this organization already contacted).
 */
export function CandidateFilterBar({ filters, onChange, hidden }: CandidateFilterBarProps) {
  const { lists, terms } = useReferenceData();
  const set = <K extends keyof CandidateFilters>(key: K, value: CandidateFilters[K]) =>
    onChange({ [key]: value });
  return (
    <div
      id="mb-candidate-filters"
      className="mb-filters"
      role="group"
      aria-label="Filters"
      hidden={hidden}
    >
      <PlaceAndSkillFilters
        idPrefix="candidate-filter"
        terms={terms}
        filters={filters}
        onChange={onChange}
      />
      <Filter id="candidate-filter-experience" label="Experience">
        <Select<string[]>
          {...multiple}
          id="candidate-filter-experience"
          options={optionsOf(lists, 'professional_experience')}
          value={filters.experience}
          onChange={(value) => set('experience', value)}
        />
      </Filter>
      <Filter id="candidate-filter-source" label="Source">
        <Select<number[]>
          {...multiple}
          id="candidate-filter-source"
          options={termOptions(terms.candidate_source)}
          value={filters.sources}
          onChange={(value) => set('sources', value)}
        />
      </Filter>
      <Filter id="candidate-filter-new" label="New Profiles">
        <Select<number>
          id="candidate-filter-new"
          options={NEW_PROFILE_OPTIONS}
          value={filters.newProfiles ?? 0}
          onChange={(value) => set('newProfiles', value === 0 ? null : (value as NewProfileMonths))}
        />
      </Filter>
      <Filter id="candidate-filter-status" label="Status">
        <Select<StatusFilter>
          id="candidate-filter-status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => set('status', value)}
        />
      </Filter>
      <div className="mb-filter mb-candidate-filter__checks">
        <Checkbox
          checked={filters.cvUploaded}
          onChange={(event) => set('cvUploaded', event.target.checked)}
        >
          CV uploaded
        </Checkbox>
        <Checkbox
          checked={filters.openProfiles}
          onChange={(event) => set('openProfiles', event.target.checked)}
        >
          Open Profiles
        </Checkbox>
      </div>
    </div>
  );
}
