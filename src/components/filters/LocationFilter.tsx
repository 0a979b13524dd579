import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { createPlacesProvider } from '@/components/places/createPlacesProvider';
import { ANY_PLACEHOLDER } from '@/components/filters/FilterField';
import { useCitySuggestions } from '@/components/places/useCitySuggestions';
import { apiBaseUrl, getConfig } from '@/config/env';

export interface LocationFilterProps {
  id: string;
  value: string[];
  onChange(cities: string[]): void;
}

/**
 * Only what the address can carry for a city (spec 02 §7: spaces and commas are encoded as '-'
 * and '--'): letters, digits and . ' ’ - stay; anything else would make the list drop the filter.
 */
export const cleanCityName = (text: string): string =>
  text
    .replace(/[^\p{L}\p{M}0-9.'’ ,-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * City names to filter by. Suggestions come from the places service (spec 02 §7, English cities
 * only); a name typed and confirmed with Enter counts too, since jobs store the city as text.
 */
export function LocationFilter({ id, value, onChange }: LocationFilterProps) {
  const provider = useMemo(
    () =>
      createPlacesProvider({
        apiBaseUrl: apiBaseUrl(),
        googleMapsApiKey: getConfig().googleMapsApiKey,
      }),
    [],
  );
  const [query, setQuery] = useState('');
  const { suggestions, searching } = useCitySuggestions(provider, query);
  const options = useMemo(() => {
    const cities = [...new Set(suggestions.map((suggestion) => cleanCityName(suggestion.city)))];
    return cities.filter(Boolean).map((city) => ({ value: city, label: city }));
  }, [suggestions]);
  return (
    <Select
      id={id}
      mode="tags"
      placeholder={ANY_PLACEHOLDER}
      allowClear
      maxTagCount="responsive"
      value={value}
      options={options}
      loading={searching}
      filterOption={false}
      searchValue={query}
      onSearch={setQuery}
      onChange={(cities: string[]) => {
        setQuery('');
        onChange([...new Set(cities.map(cleanCityName).filter(Boolean))]);
      }}
      notFoundContent={null}
      tokenSeparators={[';']}
    />
  );
}
