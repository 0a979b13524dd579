/**
 * The `config` of REST routes (Drupal's `?_format=json` routes, answering `{message}` errors),
 * by who may call them. JSON:API routes need none: their format is the default.
 */

/** Anyone may call it; the answer says what this caller may see. */
export const REST_PUBLIC = { errorFormat: 'rest' as const };

/** Signed-in callers only: anonymous ones get 401 before their request is validated. */
export const REST_SIGNED_IN = { errorFormat: 'rest' as const, signedIn: true };
