import { Segmented, Select } from 'antd';
import type { SkillsOperator } from '@contract/listQuery';
import type { ReferenceData } from '@/api/referenceApi';
import { FilterField, MULTIPLE_SELECT } from './FilterField';
import { LocationFilter } from './LocationFilter';

/** Terms of a vocabulary as select options. */
export const termOptions = (list: { tid: number; name: string }[] | undefined) =>
  (list ?? []).map((term) => ({ value: term.tid, label: term.name }));

/** Whether any or all of the chosen skills must match: beside the Skills label on every search. */
export function SkillsOperatorSwitch(props: {
  value: SkillsOperator;
  onChange(operator: SkillsOperator): void;
}) {
  return (
    <Segmented
      aria-label="Match skills"
      size="small"
      value={props.value}
      options={[
        { value: 'any', label: 'Any' },
        { value: 'all', label: 'All' },
      ]}
      onChange={(value) => props.onChange(value as SkillsOperator)}
    />
  );
}

/** Technical skills to filter by, with whether any or all of them must match. */
export function SkillsFilter(props: {
  id: string;
  terms: ReferenceData['terms'];
  skills: number[];
  operator: SkillsOperator;
  onSkills(skills: number[]): void;
  onOperator(operator: SkillsOperator): void;
}) {
  return (
    <FilterField
      id={props.id}
      label="Skills"
      beside={<SkillsOperatorSwitch value={props.operator} onChange={props.onOperator} />}
    >
      <Select<number[]>
        {...MULTIPLE_SELECT}
        id={props.id}
        options={termOptions(props.terms.technical_skills)}
        value={props.skills}
        onChange={props.onSkills}
      />
    </FilterField>
  );
}

/** Countries to filter by. */
export function CountryFilter(props: {
  id: string;
  terms: ReferenceData['terms'];
  value: number[];
  onChange(countries: number[]): void;
}) {
  return (
    <FilterField id={props.id} label="Country">
      <Select<number[]>
        {...MULTIPLE_SELECT}
        id={props.id}
        options={termOptions(props.terms.country)}
        value={props.value}
        onChange={props.onChange}
      />
    </FilterField>
  );
}

/** The filter values every search has: skills with Any/All, countries and cities. */
export interface PlaceAndSkillValues {
  skills: number[];
  skillsOperator: SkillsOperator;
  countries: number[];
  locations: string[];
}

/** The filters every search shares, in order: skills (Any or All), country, location. */
export function PlaceAndSkillFilters<F extends PlaceAndSkillValues>(props: {
  /** Prefix of the controls' ids (`job-filter`, `candidate-filter`). */
  idPrefix: string;
  terms: ReferenceData['terms'];
  filters: F;
  onChange(filters: F): void;
}) {
  const { idPrefix, terms, filters, onChange } = props;
  const set = <K extends keyof PlaceAndSkillValues>(key: K, value: F[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <>
      <SkillsFilter
        id={`${idPrefix}-skills`}
        terms={terms}
        skills={filters.skills}
        operator={filters.skillsOperator}
        onSkills={(value) => set('skills', value as F['skills'])}
        onOperator={(value) => set('skillsOperator', value as F['skillsOperator'])}
      />
      <CountryFilter
        id={`${idPrefix}-country`}
        terms={terms}
        value={filters.countries}
        onChange={(value) => set('countries', value as F['countries'])}
      />
      <FilterField id={`${idPrefix}-location`} label="Location">
        <LocationFilter
          id={`${idPrefix}-location`}
          value={filters.locations}
          onChange={(value) => set('locations', value as F['locations'])}
        />
      </FilterField>
    </>
  );
}
