/** Route schema of the city autocomplete. */
import { Type } from 'typebox';
import { CITY_SEARCH_MAX_LIMIT } from '../places';

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
    id: Type.String(),
    city: Type.String(),
    state: Type.String(),
    country: Type.String(),
    countryCode: Type.String(),
    label: Type.String(),
  },
  { additionalProperties: false },
);

export const CitySuggestionsSchema = Type.Object(
  { data: Type.Array(Suggestion, { maxItems: CITY_SEARCH_MAX_LIMIT }) },
  { additionalProperties: false },
);
