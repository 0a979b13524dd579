import { countryName } from '../reference/vocabularies/countries';
import { getCityIndex, type CityIndex } from './cityIndex';
import { searchKey } from './normalize';

/** A point on the earth, in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A city found: where its centre is, and how many people live there. */
export interface LocatedCity extends Coordinates {
  population: number;
}

/** What is known of a city besides its name, to tell cities of the same name apart. */
export interface CityHints {
  state?: string | null;
  /** The country's name as the country vocabulary spells it, or its ISO code. */
  country?: string | null;
}

/**
 * The names people write for cities the places data names otherwise (its names are GeoNames'
 * main names: "Genève", "Köln", "New York City"), as search keys, each checked against the data.
 */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  'new york': 'new york city',
  geneva: 'geneve',
  cologne: 'koln',
  nuremberg: 'nurnberg',
  gothenburg: 'goteborg',
  hanover: 'hannover',
  antwerp: 'antwerpen',
  ghent: 'gent',
  bruges: 'brugge',
  seville: 'sevilla',
  lucerne: 'luzern',
  brunswick: 'braunschweig',
  bangalore: 'bengaluru',
};

/** The cities whose search key is exactly `key`. */
function citiesNamed(index: CityIndex, key: string): number[] {
  let low = 0;
  let high = index.keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (index.keys[middle] < key) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let i = low; i < index.keys.length && index.keys[i] === key; i++)
    found.push(index.keyCity[i]);
  return found;
}

/**
 * Where the city called `name` is (accents, case and punctuation aside; "Geneva" is Genève): of
 * the cities of that name, in the hinted country when there is one (none elsewhere: a Swiss job
 * in "Geneva" is not in Illinois), those in the hinted state first, then the most populous —
 * "Berlin" alone is Germany's capital, "Berlin" in the United States is the one in New Hampshire.
 * Null when the places data has no such city.
 */
export function locateCity(name: string, hints: CityHints = {}): LocatedCity | null {
  const key = searchKey(name);
  if (!key) return null;
  const index = getCityIndex();
  const country = hints.country ? searchKey(hints.country) : null;
  const state = hints.state ? searchKey(hints.state) : null;
  const inCountry = (city: number): boolean => {
    const code = index.countryCodes[index.countryOf[city]];
    return searchKey(code) === country || searchKey(countryName(code) ?? '') === country;
  };
  const named = [key, ENGLISH_NAMES[key]]
    .filter((known): known is string => known !== undefined)
    .flatMap((known) => citiesNamed(index, known))
    .filter((city) => country === null || inCountry(city));
  if (named.length === 0) return null;
  const inState = (city: number): number =>
    state !== null && searchKey(index.stateNames[index.stateOf[city]]) === state ? 1 : 0;
  let best = named[0];
  for (const city of named.slice(1)) {
    const better =
      inState(city) - inState(best) || index.populations[city] - index.populations[best];
    if (better > 0) best = city;
  }
  return {
    latitude: index.latitudes[best],
    longitude: index.longitudes[best],
    population: index.populations[best],
  };
}
