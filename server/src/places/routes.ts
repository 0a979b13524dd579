import type { FastifyInstance } from 'fastify';
import { CITY_SEARCH_MAX_LIMIT, CITY_SEARCH_PATH } from '@contract/places';
import type { CitySuggestionsResponse } from '@contract/places';
import { badRequest } from '../http/errors';
import { consume } from '../http/rateLimit';
import { CITY_SEARCH_DEFAULT_LIMIT, searchCities } from './searchCities';

const MAX_QUERY_LENGTH = 100;
const TOO_MANY = 'Too many city searches from this address. Please wait a minute and try again.';

/**
 * GET /api/places/cities?q=&limit=: city suggestions from the embedded dataset. Public, like the
 * taxonomy routes: it is reference data, the SPA's places provider sends no Authorization header,
 * and Google Places is just as reachable from any browser. A per-address limit keeps one client
 * from hammering it. Errors are `{message}` bodies, like the other plain JSON routes.
 */
export default async function places(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    CITY_SEARCH_PATH,
    { config: { errorFormat: 'rest' } },
    async (request, reply) => {
      // Counted before validation, so malformed requests cost a scraper as much as good ones.
      const { citySearchPerAddress } = app.deps.config.rateLimits;
      await consume(app.deps, `cities:address:${request.ip}`, citySearchPerAddress, TOO_MANY);
      const { q, limit } = request.query;
      if (typeof q !== 'string' || q.trim().length === 0 || q.length > MAX_QUERY_LENGTH) {
        throw badRequest(`q is required: between 1 and ${MAX_QUERY_LENGTH} characters.`);
      }
      let wanted = CITY_SEARCH_DEFAULT_LIMIT;
      if (limit !== undefined) {
        wanted = typeof limit === 'string' && /^\d{1,2}$/.test(limit) ? Number(limit) : 0;
        if (wanted < 1 || wanted > CITY_SEARCH_MAX_LIMIT) {
          throw badRequest(`limit must be a whole number from 1 to ${CITY_SEARCH_MAX_LIMIT}.`);
        }
      }
      const body: CitySuggestionsResponse = { data: searchCities(q, wanted) };
      return reply.header('Cache-Control', 'private, max-age=300').send(body);
    },
  );
}
