import { Segmented, Select } from 'antd';
import { DISTANCES_KM, type DistanceKm, type SkillsOperator } from '@contract/listQuery';
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
  /** Kilometres around the cities (the searches; the employer's job list has no distance). */
  distance?: DistanceKm | null;
}

/** 'Berlin', 'Berlin or Potsdam', 'these cities'. */
const citiesText = (cities: string[]): string =>
  cities.length === 1 ? cities[0] : cities.length === 2 ? cities.join(' or ') : 'these cities';

/**
 * How far from the chosen cities a result may be: the cities themselves, or within 10, 25, 50
 * or 100 km of one of them. Until a city is chosen there is nothing to measure from.
 */
export function DistanceFilter(props: {
  id: string;
  cities: string[];
  value: DistanceKm | null;
  onChange(km: DistanceKm | null): void;
}) {
  const { id, cities } = props;
  const none = cities.length === 0;
  const where = none ? 'the location' : citiesText(cities);
  return (
    <FilterField id={id} label="Distance" note={none ? 'Choose a location first' : undefined}>
      <Select<string>
        id={id}
        disabled={none}
        aria-describedby={none ? `${id}-note` : undefined}
        value={props.value === null ? 'exact' : String(props.value)}
        // Short labels fit the filter's width; the title says it whole (and is the option's
        // name for assistive technology).
        options={[
          { value: 'exact', label: `Only in ${where}`, title: `Only in ${where}` },
          ...DISTANCES_KM.map((km) => ({
            value: String(km),
            label: `Within ${km} km`,
            title: `Within ${km} km of ${where}`,
          })),
        ]}
        onChange={(value) =>
          props.onChange(value === 'exact' ? null : (Number(value) as DistanceKm))
        }
      />
    </FilterField>
  );
}

/**
 * The filters every search shares, in order: skills (Any or All), country, location, and the
 * distance from the location where the list has one.
 */
export function PlaceAndSkillFilters<F extends PlaceAndSkillValues>(props: {
  /** Prefix of the controls' ids (`job-filter`, `candidate-filter`). */
  idPrefix: string;
  terms: ReferenceData['terms'];
  filters: F;
  /** Some filters changed; the others stay as the latest address has them. */
  onChange(change: Partial<F>): void;
}) {
  const { idPrefix, terms, filters, onChange } = props;
  const set = <K extends keyof PlaceAndSkillValues>(key: K, value: F[K]) =>
    onChange({ [key]: value } as unknown as Partial<F>);
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
          onChange={(value) =>
            // No city, no distance from one.
            onChange({
              locations: value,
              ...(value.length === 0 && filters.distance !== undefined ? { distance: null } : {}),
            } as Partial<F>)
          }
        />
      </FilterField>
      {filters.distance !== undefined ? (
        <DistanceFilter
          id={`${idPrefix}-distance`}
          cities={filters.locations}
          value={filters.distance}
          onChange={(value) => set('distance', value as F['distance'])}
        />
      ) : null}
    </>
  );
}
