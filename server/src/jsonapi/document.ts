import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  JSONAPI_MEDIA_TYPE,
  type JsonApiDocument,
  type Relationship,
  type ResourceObject,
} from '@contract/jsonapi';

/** The top-level `jsonapi` member, as Drupal emits it. */
export const JSONAPI_MEMBER = {
  version: '1.0',
  meta: { links: { self: { href: 'http://jsonapi.org/format/1.0/' } } },
};

/**
 * The origin of absolute links (Drupal's links are absolute): APP_URL, never the request's Host
 * header, which a client writes. Every process behind a load balancer hands out the same links,
 * and a forged Host cannot point a link (or the profile PATCH the SPA sends to it) elsewhere.
 */
export function baseUrl(request: FastifyRequest): string {
  return request.server.deps.config.appUrl;
}

/** RFC 3339 in UTC without fractions, the way Drupal formats timestamps: 2026-01-02T03:04:05+00:00. */
export function rfc3339(date: Date): string {
  // toISOString is always YYYY-MM-DDTHH:mm:ss.sssZ for the years 0 to 9999.
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

/** Builds a resource object whose `links.self` is `${base}${path}`. */
export function resource<A extends Record<string, unknown>>(
  request: FastifyRequest,
  input: {
    type: string;
    id: string;
    path: string;
    attributes: A;
    relationships?: Record<string, Relationship>;
  },
): ResourceObject<A> {
  return {
    type: input.type,
    id: input.id,
    links: { self: { href: `${baseUrl(request)}${input.path}` } },
    attributes: input.attributes,
    ...(input.relationships ? { relationships: input.relationships } : {}),
  };
}

/** Sends a JSON:API document with the right media type and the top-level `jsonapi` member. */
export function sendDocument<D>(
  reply: FastifyReply,
  status: number,
  document: Omit<JsonApiDocument<D>, 'jsonapi'>,
): FastifyReply {
  return reply
    .code(status)
    .type(JSONAPI_MEDIA_TYPE)
    .send({ jsonapi: JSONAPI_MEMBER, ...document });
}

/**
 * Sends one page of a collection: the resources, their included resources once each, `links`
 * with `next` only when there is a next page (as Drupal does), and `meta.count`.
 */
export function sendCollection(
  reply: FastifyReply,
  input: {
    self: string;
    documents: readonly { data: ResourceObject; included: readonly ResourceObject[] }[];
    page: { offset: number; limit: number };
    total: number;
    withIncluded: boolean;
  },
): FastifyReply {
  const included = new Map<string, ResourceObject>();
  for (const document of input.documents)
    for (const item of document.included) included.set(`${item.type}:${item.id}`, item);
  const links: Record<string, { href: string }> = { self: { href: input.self } };
  if (input.page.offset + input.page.limit < input.total) {
    const next = new URL(input.self);
    next.searchParams.set('page[offset]', String(input.page.offset + input.page.limit));
    next.searchParams.set('page[limit]', String(input.page.limit));
    links.next = { href: next.toString() };
  }
  return sendDocument(reply, 200, {
    data: input.documents.map((document) => document.data),
    ...(input.withIncluded ? { included: [...included.values()] } : {}),
    links,
    meta: { count: input.total },
  });
}
