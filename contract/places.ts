/**
 * City autocomplete. The spec only says "a maps places service supplies city autocomplete"
 * (English, cities only). Our reference server answers it from an embedded city dataset; when a
 * Google Maps key is configured the SPA asks Google Places instead. Both produce this shape.
 */

/** GET /api/places/cities?q={text}&limit={n} (n at most 10, default 8) */
export interface CitySuggestion {
  /** Stable id of the place (GeoNames id for the embedded provider, place_id for Google). */
  id: string;
  /** City name in English. */
  city: string;
  /** First-level administrative division (state, region, province); '' when unknown. */
  state: string;
  /** Country name as Google writes it; 'USA' and 'UK' are expanded by the SPA. */
  country: string;
  /** ISO 3166-1 alpha-2 code. */
  countryCode: string;
  /** "City, State, Country" for display. */
  label: string;
}

export interface CitySuggestionsResponse {
  data: CitySuggestion[];
}

export const CITY_SEARCH_PATH = '/api/places/cities';
export const CITY_SEARCH_MAX_LIMIT = 10;
