import { Checkbox, Select } from 'antd';
import {
  DATE_POSTED,
  DATE_POSTED_LABELS,
  EMPTY_JOB_SEARCH_FILTERS,
  PARENTAL_LEAVE_STEPS,
  type DatePosted,
  type JobSearchFilters,
} from '@contract/jobFilters';
import { optionsOf, useReferenceData } from '@/api/referenceApi';
import {
  FilterField as Filter,
  MULTIPLE_SELECT as multiple,
} from '@/components/filters/FilterField';
import { PlaceAndSkillFilters } from '@/components/filters/TermFilters';
import { SalaryFilter } from './SalaryFilter';
import { useAllOrganizationOptionsQuery } from './organizationOptionsApi';

export interface JobFilterBarProps {
  id: string;
  filters: JobSearchFilters;
  /** Some filters changed; the others stay as the latest address has them. */
  onChange(change: Partial<JobSearchFilters>): void;
  /** Folded away (small screens); the filters keep their state. */
  hidden?: boolean;
}

/** How many filters of the bar are in use (the search text and the Any/All switch aside). */
export function activeFilterCount(filters: JobSearchFilters): number {
  // The filters' own members only: a view may carry more (the order), which filters nothing.
  const counted = Object.keys(EMPTY_JOB_SEARCH_FILTERS).filter(
    (key) => key !== 'search' && key !== 'skillsOperator',
  ) as (keyof JobSearchFilters)[];
  return counted.filter((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== false;
  }).length;
}

const PARENTAL_LEAVE_OPTIONS = [
  { value: 'any', label: 'Any' },
  ...PARENTAL_LEAVE_STEPS.map((weeks) => ({ value: String(weeks), label: `${weeks}+ weeks` })),
];

const DATE_POSTED_OPTIONS = [
  ...DATE_POSTED.map((value) => ({ value, label: DATE_POSTED_LABELS[value] })),
  { value: 'any', label: DATE_POSTED_LABELS.any },
];

/**
 * Every candidate-side filter of spec 02 §7: hiring organization, skills (Any or All), country,
 * location, employment type, remote, experience, date posted, plus the minimum yearly salary and
 * the company facts candidates ask about most (paid parental leave, flexible hours).
 * Option lists come from the reference data and the organization export.
 */
export function JobFilterBar({ id, filters, onChange, hidden }: JobFilterBarProps) {
  const { lists, terms } = useReferenceData();
  const organizations = useAllOrganizationOptionsQuery();
  const set = <K extends keyof JobSearchFilters>(key: K, value: JobSearchFilters[K]) =>
    onChange({ [key]: value });
  return (
    <div id={id} className="mb-filters" role="group" aria-label="Filters" hidden={hidden}>
      <Filter
        id="job-filter-organization"
        label="Hiring organization"
        note={organizations.isError ? 'The organizations could not be loaded.' : undefined}
      >
        <Select<number[]>
          {...multiple}
          id="job-filter-organization"
          status={organizations.isError ? 'error' : undefined}
          aria-describedby={organizations.isError ? 'job-filter-organization-note' : undefined}
          loading={organizations.isFetching}
          options={(organizations.data ?? []).map((org) => ({ value: org.nid, label: org.title }))}
          value={filters.organizations}
          onChange={(value) => set('organizations', value)}
        />
      </Filter>
      <PlaceAndSkillFilters
        idPrefix="job-filter"
        terms={terms}
        filters={filters}
        onChange={onChange}
      />
      <Filter id="job-filter-employment" label="Employment type">
        <Select<string[]>
          {...multiple}
          id="job-filter-employment"
          options={optionsOf(lists, 'employment_type')}
          value={filters.employment}
          onChange={(value) => set('employment', value)}
        />
      </Filter>
      <Filter id="job-filter-remote" label="Remote">
        <Select<string[]>
          {...multiple}
          id="job-filter-remote"
          options={optionsOf(lists, 'remote_job')}
          value={filters.remote}
          onChange={(value) => set('remote', value)}
        />
      </Filter>
      <Filter id="job-filter-experience" label="Experience">
        <Select<string[]>
          {...multiple}
          id="job-filter-experience"
          options={optionsOf(lists, 'professional_experience')}
          value={filters.experience}
          onChange={(value) => set('experience', value)}
        />
      </Filter>
      <Filter id="job-filter-date" label="Date posted">
        <Select<string>
          id="job-filter-date"
          options={DATE_POSTED_OPTIONS}
          value={filters.created ?? 'any'}
          onChange={(value) => set('created', value === 'any' ? null : (value as DatePosted))}
        />
      </Filter>
      <Filter id="job-filter-salary" label="Minimum yearly salary" note="In the job's currency">
        <SalaryFilter
          id="job-filter-salary"
          value={filters.salaryMin}
          onChange={(value) => set('salaryMin', value)}
        />
      </Filter>
      <Filter id="job-filter-parental-leave" label="Paid parental leave">
        <Select<string>
          id="job-filter-parental-leave"
          options={PARENTAL_LEAVE_OPTIONS}
          value={
            filters.parentalLeaveMinWeeks === null ? 'any' : String(filters.parentalLeaveMinWeeks)
          }
          onChange={(value) => set('parentalLeaveMinWeeks', value === 'any' ? null : Number(value))}
        />
      </Filter>
      <div className="mb-filter mb-filter__check">
        <Checkbox
          checked={filters.flexibleHours}
          onChange={(event) => set('flexibleHours', event.target.checked)}
        >
          Flexible hours
        </Checkbox>
      </div>
    </div>
  );
}
