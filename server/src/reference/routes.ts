import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TAXONOMY_PAGE_LIMIT } from '@contract/reference';
import type { TaxonomyVocabulary } from '@contract/reference';
import { findTermByTid, findTermsByUuids, listTerms, seedReferenceTerms } from './termRepository';
import { badRequest, notFound } from '../http/errors';
import { baseUrl, sendDocument } from '../jsonapi/document';
import { getListFieldOptions, isListFieldName } from './listFieldOptions';
import { isTaxonomyVocabulary } from './taxonomy';
import { termResource } from './termResource';

/** Reference data changes only with a deployment; an hour of caching spares every page load. */
const CACHE_CONTROL = 'public, max-age=3600';

type Query = Record<string, string | string[] | undefined>;

/** A whole number from the query, `fallback` when absent; 400 when it is not one. */
function queryInteger(query: Query, name: string, fallback: number, min: number): number {
  const raw = query[name];
  if (raw === undefined) return fallback;
  const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min) {
    throw badRequest(`${name} must be a whole number of at least ${min}.`);
  }
  return value;
}

function vocabularyOf(request: FastifyRequest<{ Params: { vocabulary: string } }>) {
  const { vocabulary } = request.params;
  if (!isTaxonomyVocabulary(vocabulary)) {
    throw notFound(`The vocabulary "${vocabulary}" does not exist.`);
  }
  return vocabulary;
}

function pageLink(
  request: FastifyRequest,
  vocabulary: TaxonomyVocabulary,
  offset: number,
  limit: number,
) {
  const query = new URLSearchParams({
    'page[offset]': String(offset),
    'page[limit]': String(limit),
  });
  return { href: `${baseUrl(request)}/api/taxonomy_term/${vocabulary}?${query.toString()}` };
}

/**
 * Public reference data: list field options (REST, `{message}` errors) and taxonomy terms
 * (JSON:API, at most 50 per page). The terms table is filled from server/src/reference when
 * the app starts, in every mode, because profiles and jobs reference terms by foreign key.
 */
export default async function reference(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.addHook('onReady', async () => {
    await seedReferenceTerms(db);
  });

  app.get<{ Params: { field: string } }>(
    '/api/list_field_options/:field',
    { config: { errorFormat: 'rest' } },
    async (request, reply) => {
      const { field } = request.params;
      if (!isListFieldName(field)) throw notFound(`The list field "${field}" does not exist.`);
      return reply.header('Cache-Control', CACHE_CONTROL).send(getListFieldOptions(field));
    },
  );

  app.get<{ Params: { vocabulary: string }; Querystring: Query }>(
    '/api/taxonomy_term/:vocabulary',
    async (request, reply) => {
      const vocabulary = vocabularyOf(request);
      const query = request.query;
      for (const key of Object.keys(query)) {
        if (key.startsWith('filter[') && key !== 'filter[drupal_internal__tid]') {
          throw badRequest(`Filtering on "${key}" is not supported.`);
        }
      }
      reply.header('Cache-Control', CACHE_CONTROL);
      const self = { href: `${baseUrl(request)}${request.url}` };
      if (query['filter[drupal_internal__tid]'] !== undefined) {
        const tid = queryInteger(query, 'filter[drupal_internal__tid]', 0, 1);
        const term = await findTermByTid(db, vocabulary, tid);
        const data = term ? [termResource(request, term)] : [];
        return sendDocument(reply, 200, { data, links: { self } });
      }
      const limit = Math.min(
        TAXONOMY_PAGE_LIMIT,
        queryInteger(query, 'page[limit]', TAXONOMY_PAGE_LIMIT, 1),
      );
      const offset = queryInteger(query, 'page[offset]', 0, 0);
      const { rows, hasMore } = await listTerms(db, vocabulary, offset, limit);
      const links: Record<string, { href: string }> = { self };
      if (hasMore) links.next = pageLink(request, vocabulary, offset + limit, limit);
      if (offset > 0)
        links.prev = pageLink(request, vocabulary, Math.max(0, offset - limit), limit);
      return sendDocument(reply, 200, { data: rows.map((t) => termResource(request, t)), links });
    },
  );

  app.get<{ Params: { vocabulary: string; uuid: string } }>(
    '/api/taxonomy_term/:vocabulary/:uuid',
    async (request, reply) => {
      const vocabulary = vocabularyOf(request);
      const [term] = await findTermsByUuids(db, vocabulary, [request.params.uuid]);
      if (!term) throw notFound('The requested term does not exist.');
      reply.header('Cache-Control', CACHE_CONTROL);
      return sendDocument(reply, 200, { data: termResource(request, term) });
    },
  );
}
