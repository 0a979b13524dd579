import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TAXONOMY_PAGE_LIMIT } from '@contract/reference';
import type { TaxonomyVocabulary } from '@contract/reference';
import {
  ListFieldOptionsSchema,
  ListFieldParams,
  TermDocument,
  TermListDocument,
  TermListQuery,
  TermParams,
  VocabularyParams,
} from '@contract/schemas/reference';
import { RestFormatQuery } from '@contract/schemas/common';
import { findTermByTid, findTermsByUuids, listTerms, seedReferenceTerms } from './termRepository';
import { notFound } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { baseUrl, sendDocument } from '../jsonapi/document';
import { getListFieldOptions, isListFieldName } from './listFieldOptions';
import { isTaxonomyVocabulary } from './taxonomy';
import { termResource } from './termResource';

/** Reference data changes only with a deployment; an hour of caching spares every page load. */
const CACHE_CONTROL = 'public, max-age=3600';

const TAGS = ['Reference data'];

function vocabularyOf(vocabulary: string) {
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
export default async function reference(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  app.addHook('onReady', async () => {
    await seedReferenceTerms(db);
  });

  app.get(
    '/api/list_field_options/:field',
    {
      config: { errorFormat: 'rest' },
      schema: routeSchema('rest', {
        summary: 'The allowed values of a list field',
        tags: TAGS,
        params: ListFieldParams,
        querystring: RestFormatQuery,
        response: { 200: ListFieldOptionsSchema },
      }),
    },
    async (request, reply) => {
      const { field } = request.params;
      if (!isListFieldName(field)) throw notFound(`The list field "${field}" does not exist.`);
      return reply.header('Cache-Control', CACHE_CONTROL).send(getListFieldOptions(field));
    },
  );

  app.get(
    '/api/taxonomy_term/:vocabulary',
    {
      schema: routeSchema('jsonapi', {
        summary: 'One page of the terms of a vocabulary, or the term with a tid',
        tags: TAGS,
        params: VocabularyParams,
        querystring: TermListQuery,
        response: { 200: TermListDocument },
      }),
    },
    async (request, reply) => {
      const vocabulary = vocabularyOf(request.params.vocabulary);
      const query = request.query;
      reply.header('Cache-Control', CACHE_CONTROL);
      const self = { href: `${baseUrl(request)}${request.url}` };
      const tid = query['filter[drupal_internal__tid]'];
      if (tid !== undefined) {
        const term = await findTermByTid(db, vocabulary, tid);
        const data = term ? [termResource(request, term)] : [];
        return sendDocument(reply, 200, { data, links: { self } });
      }
      const limit = Math.min(TAXONOMY_PAGE_LIMIT, query['page[limit]'] ?? TAXONOMY_PAGE_LIMIT);
      const offset = query['page[offset]'] ?? 0;
      const { rows, hasMore } = await listTerms(db, vocabulary, offset, limit);
      const links: Record<string, { href: string }> = { self };
      if (hasMore) links.next = pageLink(request, vocabulary, offset + limit, limit);
      if (offset > 0)
        links.prev = pageLink(request, vocabulary, Math.max(0, offset - limit), limit);
      return sendDocument(reply, 200, { data: rows.map((t) => termResource(request, t)), links });
    },
  );

  app.get(
    '/api/taxonomy_term/:vocabulary/:uuid',
    {
      schema: routeSchema('jsonapi', {
        summary: 'One term',
        tags: TAGS,
        params: TermParams,
        response: { 200: TermDocument },
      }),
    },
    async (request, reply) => {
      const vocabulary = vocabularyOf(request.params.vocabulary);
      const [term] = await findTermsByUuids(db, vocabulary, [request.params.uuid]);
      if (!term) throw notFound('The requested term does not exist.');
      reply.header('Cache-Control', CACHE_CONTROL);
      return sendDocument(reply, 200, { data: termResource(request, term) });
    },
  );
}
