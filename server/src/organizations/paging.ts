import { badRequest } from '../http/errors';

/** A query string as fastify hands it over: raw text, or numbers where a route schema says so. */
type Query = Record<string, string | number | string[] | undefined>;

const WHOLE = /^(0|[1-9][0-9]{0,8})$/;

/**
 * `page[offset]` and `page[limit]` of a listing: whole numbers, the limit clamped to `max`
 * (JSON:API paging as Drupal reads it). Anything else is a 400 that says what is wrong. Routes
 * whose schema reads the two as integers pass numbers, which the same bounds apply to.
 */
export function parsePage(query: Query, max: number): { offset: number; limit: number } {
  const read = (name: string, fallback: number) => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    if (typeof raw === 'number') {
      if (!Number.isInteger(raw) || raw < 0 || raw > 999_999_999)
        throw badRequest(`${name} must be a whole number.`);
      return raw;
    }
    if (typeof raw !== 'string' || !WHOLE.test(raw))
      throw badRequest(`${name} must be a whole number.`);
    return Number(raw);
  };
  const offset = read('page[offset]', 0);
  const limit = read('page[limit]', max);
  if (limit < 1) throw badRequest('page[limit] must be at least 1.');
  return { offset, limit: Math.min(limit, max) };
}
