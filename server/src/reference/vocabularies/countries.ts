import { getNames } from 'i18n-iso-countries';

/**
 * Short English names that differ from the package's default (often the formal ISO name). The
 * SPA keeps a city only when its country is in the country vocabulary, and city suggestions come
 * either from our embedded provider or from Google Places, which writes these short names. The
 * SPA expands Google's 'USA' and 'UK' to 'United States' and 'United Kingdom'.
 */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  GB: 'United Kingdom',
  BN: 'Brunei',
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czechia',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GM: 'The Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
};

let namesByCode: ReadonlyMap<string, string> | undefined;

function countryNames(): ReadonlyMap<string, string> {
  if (!namesByCode) {
    const names = new Map(Object.entries(getNames('en', { select: 'official' })));
    for (const [code, name] of Object.entries(SHORT_NAMES)) names.set(code, name);
    namesByCode = names;
  }
  return namesByCode;
}

/**
 * English name of an ISO 3166-1 alpha-2 country, as used by the country vocabulary and the
 * embedded city provider; undefined for unknown codes.
 */
export function countryName(code: string): string | undefined {
  return countryNames().get(code.toUpperCase());
}

/** Every ISO 3166-1 country as [code, English name], sorted by name. */
export function countryEntries(): Array<[code: string, name: string]> {
  return [...countryNames().entries()].sort(([, a], [, b]) => a.localeCompare(b, 'en'));
}
