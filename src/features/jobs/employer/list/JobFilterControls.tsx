import { Checkbox, Select } from 'antd';
import { useId, type ReactNode } from 'react';
import {
  JOB_WORDINGS,
  JOB_WORDING_LABELS,
  type JobListFilters,
  type JobWording,
  type ValidityFilter,
} from '@contract/jobFilters';
import { optionsOf, useReferenceData } from '@/api/referenceApi';
import { ANY_PLACEHOLDER } from '@/components/filters/FilterField';
import { LocationFilter } from '@/components/filters/LocationFilter';
import { SkillsOperatorSwitch } from '@/components/filters/TermFilters';

export interface JobFilterControlsProps {
  filters: JobListFilters;
  /** Some filters changed; the others stay as the latest address has them. */
  onChange: (change: Partial<JobListFilters>) => void;
  /** 'bar': compact controls in a row; 'all': every filter stacked, with Featured only. */
  layout: 'bar' | 'all';
}

const WORDING_OPTIONS = JOB_WORDINGS.map((value) => ({ value, label: JOB_WORDING_LABELS[value] }));

const VALIDITY_OPTIONS: { value: Exclude<ValidityFilter, null>; label: string }[] = [
  { value: 'active', label: 'Not expired' },
  { value: 'expired', label: 'Expired' },
];

/** One labelled filter: a visible label bound to its control. */
function Labelled({
  label,
  beside,
  children,
}: {
  label: string;
  /** A control shown beside the label (the Any/All switch of Skills). */
  beside?: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="mb-job-filters__control">
      <div className="mb-job-filters__head">
        <label htmlFor={id} className="mb-job-filters__label">
          {label}
        </label>
        {beside}
      </div>
      {children(id)}
    </div>
  );
}

/**
 * The filters of /job/all (spec 02 §2): Skills (Any/All), Remote, Location, Countries, Expired,
 * Employment; and Wording, the gender coding of the job texts (the dashboard's chart links here).
 */
export function JobFilterControls({ filters, onChange, layout }: JobFilterControlsProps) {
  const { lists, terms } = useReferenceData();
  const set = onChange;
  const termOptions = (vocabulary: 'country' | 'technical_skills') =>
    (terms[vocabulary] ?? []).map((term) => ({ value: term.tid, label: term.name }));
  const multiple = {
    mode: 'multiple' as const,
    placeholder: ANY_PLACEHOLDER,
    allowClear: true,
    maxTagCount: 'responsive' as const,
    showSearch: { optionFilterProp: 'label' },
  };
  return (
    <div className={`mb-job-filters mb-job-filters--${layout}`}>
      <Labelled
        label="Skills"
        beside={
          <SkillsOperatorSwitch
            value={filters.skillsOperator}
            onChange={(skillsOperator) => set({ skillsOperator })}
          />
        }
      >
        {(id) => (
          <Select
            id={id}
            {...multiple}
            value={filters.skills}
            options={termOptions('technical_skills')}
            onChange={(skills: number[]) => set({ skills })}
          />
        )}
      </Labelled>
      <Labelled label="Remote">
        {(id) => (
          <Select
            id={id}
            {...multiple}
            value={filters.remote}
            options={optionsOf(lists, 'remote_job')}
            onChange={(remote: string[]) => set({ remote })}
          />
        )}
      </Labelled>
      <Labelled label="Location">
        {(id) => (
          <LocationFilter
            id={id}
            value={filters.locations}
            onChange={(locations) => set({ locations })}
          />
        )}
      </Labelled>
      <Labelled label="Countries">
        {(id) => (
          <Select
            id={id}
            {...multiple}
            value={filters.countries}
            options={termOptions('country')}
            onChange={(countries: number[]) => set({ countries })}
          />
        )}
      </Labelled>
      <Labelled label="Expired">
        {(id) => (
          <Select
            id={id}
            allowClear
            placeholder={ANY_PLACEHOLDER}
            value={filters.validity ?? undefined}
            options={VALIDITY_OPTIONS}
            onChange={(validity?: ValidityFilter) => set({ validity: validity ?? null })}
          />
        )}
      </Labelled>
      <Labelled label="Employment">
        {(id) => (
          <Select
            id={id}
            {...multiple}
            value={filters.employment}
            options={optionsOf(lists, 'employment_type')}
            onChange={(employment: string[]) => set({ employment })}
          />
        )}
      </Labelled>
      <Labelled label="Wording">
        {(id) => (
          <Select
            id={id}
            {...multiple}
            value={filters.wording}
            options={WORDING_OPTIONS}
            onChange={(wording: JobWording[]) => set({ wording })}
          />
        )}
      </Labelled>
      {layout === 'all' ? (
        <Checkbox
          checked={filters.featured}
          onChange={(event) => set({ featured: event.target.checked })}
        >
          Featured jobs only
        </Checkbox>
      ) : null}
    </div>
  );
}
