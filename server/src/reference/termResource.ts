import type { FastifyRequest } from 'fastify';
import type { ResourceObject } from '@contract/jsonapi';
import type { TaxonomyTermAttributes } from '@contract/reference';
import type { TermRow } from '../db/profileSchema';
import { resource } from '../jsonapi/document';

/** The JSON:API type of a term of `vocabulary`, as Drupal names it. */
export const termType = (vocabulary: string) => `taxonomy_term--${vocabulary}`;

/** A taxonomy term as a JSON:API resource; country terms also carry their ISO code. */
export function termResource(request: FastifyRequest, term: TermRow): ResourceObject {
  const attributes: TaxonomyTermAttributes & Record<string, unknown> = {
    drupal_internal__tid: term.tid,
    name: term.name,
    weight: term.weight,
    status: true,
    description: null,
    ...(term.code ? { field_country_code: term.code } : {}),
  };
  return resource(request, {
    type: termType(term.vocabulary),
    id: term.uuid,
    path: `/api/taxonomy_term/${term.vocabulary}/${term.uuid}`,
    attributes,
  });
}
