import { Type, type Static } from 'typebox';
import type { ALERT_FREQUENCIES } from '../savedSearches';
import {
  MAX_SAVED_SEARCH_NAME,
  MAX_SAVED_SEARCH_QUERY,
  MAX_SAVED_SEARCHES,
} from '../savedSearches';
import { IdParam } from './common';

const Frequency = Type.Union(
  [Type.Literal('none'), Type.Literal('daily'), Type.Literal('weekly')],
  { description: 'How often the search is mailed: never, at most daily, at most weekly' },
);

const Name = Type.String({
  minLength: 1,
  maxLength: MAX_SAVED_SEARCH_NAME,
  pattern: '\\S',
  description: 'What she calls the search',
});

/** One saved search. */
export const SavedSearch = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    query: Type.String({
      description: 'The filter part of a /jobs address (search=react&remote=remote)',
    }),
    frequency: Frequency,
    created: Type.String({ format: 'date-time' }),
    last_mailed: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);

export const SavedSearchList = Type.Array(SavedSearch, { maxItems: MAX_SAVED_SEARCHES });

/** POST /api/saved-searches */
export const SavedSearchCreateBody = Type.Object(
  {
    name: Name,
    query: Type.String({ maxLength: MAX_SAVED_SEARCH_QUERY }),
    frequency: Frequency,
  },
  { additionalProperties: false },
);

/** PATCH /api/saved-searches/{id}: a new name, a new frequency, or both. */
export const SavedSearchUpdateBody = Type.Object(
  { name: Type.Optional(Name), frequency: Type.Optional(Frequency) },
  { additionalProperties: false, minProperties: 1 },
);

export const SavedSearchParams = Type.Object({ id: IdParam });

export const UnsubscribeParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100 }),
});

/**
 * The POST of RFC 8058 one-click unsubscribe: mail clients send `List-Unsubscribe=One-Click`
 * as a form; the SPA's button sends nothing.
 */
export const UnsubscribeBody = Type.Union([
  Type.Object(
    { 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

export const JobAlertSubscription = Type.Object(
  { name: Type.String(), frequency: Frequency },
  { additionalProperties: false },
);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** @public A compile-time check, read by the compiler only. */
export type FrequencyMatchesContract = Assert<
  Same<Static<typeof Frequency>, (typeof ALERT_FREQUENCIES)[number]>
>;
