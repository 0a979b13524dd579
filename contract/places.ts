/**
 * City autocomplete. The spec only says "a maps places service supplies city autocomplete"
 * (English, cities only). Our reference server answers it from an embedded city dataset; when a
 * Google Maps key is configured the SPA asks Google Places instead. Both produce this shape.
 */
import type { Static } from 'typebox';
import type { CitySuggestionsSchema } from './schemas/places';
import { CITY_SEARCH_MAX_LIMIT } from './constants';
export { CITY_SEARCH_MAX_LIMIT };

/** GET /api/places/cities?q={text}&limit={n} (n at most 10, default 8) */
export type CitySuggestion = CitySuggestionsResponse['data'][number];

export type CitySuggestionsResponse = Static<typeof CitySuggestionsSchema>;

export const CITY_SEARCH_PATH = '/api/places/cities';

/** The city a profile stores once the user has picked a suggestion. */
export interface SelectedCity {
  city: string;
  state: string;
  /** Country name, with 'USA' and 'UK' expanded; always one of the country vocabulary's names. */
  country: string;
  countryCode: string;
}

/** Where city suggestions come from: the embedded server route or Google Places. */
export interface PlacesProvider {
  /** Cities whose name starts with `query`, most relevant first, in English. */
  search(query: string, signal?: AbortSignal): Promise<CitySuggestion[]>;
  /**
   * Completes a picked suggestion when search results lack details (Google predictions carry no
   * reliable state or country code). Providers whose suggestions are complete leave it out.
   */
  resolve?(suggestion: CitySuggestion): Promise<CitySuggestion>;
}
