import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CITY_SEARCH_PATH } from '@contract/places';
import type { CitySuggestionsResponse } from '@contract/places';
import { CitySearchQuery, CitySuggestionsSchema, MAX_CITY_QUERY } from '@contract/schemas/places';
import { badRequest } from '../http/errors';
import { consume } from '../http/rateLimit';
import { routeSchema } from '../http/routeSchema';
import { CITY_SEARCH_DEFAULT_LIMIT, searchCities } from './searchCities';

const TOO_MANY = 'Too many city searches from this address. Please wait a minute and try again.';

/**
 * GET /api/places/cities?q=&limit=: city suggestions from the embedded dataset. Public, like the
 * taxonomy routes: it is reference data, the SPA's places provider sends no Authorization header,
 * and Google Places is just as reachable from any browser. A per-address limit keeps one client
 * from hammering it. Errors are `{message}` bodies, like the other plain JSON routes.
 */
export default async function places(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    CITY_SEARCH_PATH,
    {
      config: { errorFormat: 'rest' },
      schema: routeSchema('rest', {
        summary: 'City suggestions for a typed text, from the embedded GeoNames data',
        tags: ['Reference data'],
        querystring: CitySearchQuery,
        response: { 200: CitySuggestionsSchema },
      }),
      // Counted before validation, so malformed requests cost a scraper as much as good ones.
      preValidation: async (request) => {
        const { citySearchPerAddress } = app.deps.config.rateLimits;
        await consume(app.deps, `cities:address:${request.ip}`, citySearchPerAddress, TOO_MANY);
      },
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      if (q.trim().length === 0) {
        throw badRequest(`q is required: between 1 and ${MAX_CITY_QUERY} characters.`);
      }
      const body: CitySuggestionsResponse = {
        data: searchCities(q, limit ?? CITY_SEARCH_DEFAULT_LIMIT),
      };
      return reply.header('Cache-Control', 'private, max-age=300').send(body);
    },
  );
}
