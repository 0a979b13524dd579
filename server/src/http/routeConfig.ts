/** How a route's errors are shaped on the wire (see errors.ts). */
export type ErrorFormat = 'jsonapi' | 'rest' | 'rest-error' | 'oauth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error body shape of the route; JSON:API when absent. */
    errorFormat?: ErrorFormat;
    /** When true, an Authorization: Bearer header is neither checked nor used. */
    ignoreBearer?: boolean;
    /**
     * When true, an anonymous caller gets the 401 before the request is validated, so nobody
     * learns what a route accepts without signing in. Handlers still check roles and ownership.
     */
    signedIn?: boolean;
  }
}

/**
 * The `config` of REST routes (Drupal's `?_format=json` routes, answering `{message}` errors),
 * by who may call them. JSON:API routes need none: their format is the default.
 */

/** Anyone may call it; the answer says what this caller may see. */
export const REST_PUBLIC = { errorFormat: 'rest' as const };

/** Signed-in callers only: anonymous ones get 401 before their request is validated. */
export const REST_SIGNED_IN = { errorFormat: 'rest' as const, signedIn: true };
