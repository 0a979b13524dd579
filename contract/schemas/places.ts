/** Route schema of the city autocomplete. */
import { Type } from 'typebox';
import { CITY_SEARCH_MAX_LIMIT } from '../constants';

export const MAX_CITY_QUERY = 100;

export const CitySearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: MAX_CITY_QUERY }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CITY_SEARCH_MAX_LIMIT })),
  },
  { additionalProperties: false },
);

const Suggestion = Type.Object(
  {
    id: Type.String({
      description:
        'Stable id of the place (GeoNames id for the embedded provider, place_id for Google)',
    }),
    city: Type.String({ description: 'City name in English' }),
    state: Type.String({
      description: "First-level administrative division (state, region, province); '' when unknown",
    }),
    country: Type.String({
      description: "Country name as Google writes it; 'USA' and 'UK' are expanded by the SPA",
    }),
    countryCode: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
    label: Type.String({ description: '"City, State, Country" for display' }),
  },
  { additionalProperties: false },
);

export const CitySuggestionsSchema = Type.Object(
  { data: Type.Array(Suggestion, { maxItems: CITY_SEARCH_MAX_LIMIT }) },
  { additionalProperties: false },
);
