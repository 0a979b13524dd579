import type { CitySuggestion, SelectedCity } from '@contract/places';

/** The spec's message for a city that was not picked from the suggestions. */
export const CITY_REQUIRED_MESSAGE =
  'Required. Please select a location from the autocomplete dropdown';

/** Short country names the places services use, and the names the country vocabulary has. */
const COUNTRY_EXPANSIONS: Record<string, string> = {
  USA: 'United States',
  UK: 'United Kingdom',
};

/** Expands 'USA' and 'UK' to 'United States' and 'United Kingdom'; other names are kept. */
export function expandCountry(country: string): string {
  return COUNTRY_EXPANSIONS[country.trim()] ?? country.trim();
}

/** "City, State, Country", leaving out empty parts. */
export function formatCity(city: SelectedCity | null): string {
  if (!city) return '';
  return [city.city, city.state, city.country].filter((part) => part.trim() !== '').join(', ');
}

/**
 * Turns a picked suggestion into the stored city, or null when its country is not one of
 * `knownCountries` (compared without regard to case), as the spec requires.
 */
export function acceptSuggestion(
  suggestion: CitySuggestion,
  knownCountries: readonly string[],
): SelectedCity | null {
  const country = expandCountry(suggestion.country);
  const known = knownCountries.find((name) => name.toLowerCase() === country.toLowerCase());
  if (!known) return null;
  return {
    city: suggestion.city,
    state: suggestion.state,
    country: known,
    countryCode: suggestion.countryCode,
  };
}
