/** JSON:API document shapes (https://jsonapi.org/format/) as Drupal's JSON:API module emits them. */
import type { Static } from 'typebox';
import type { UserAttributesSchema } from './schemas/accounts';

/** The media type of every JSON:API request and answer. */
export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';

export interface ResourceIdentifier {
  type: string;
  id: string;
  meta?: Record<string, unknown>;
}

export interface Relationship {
  data: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: Record<string, { href: string }>;
}

export interface ResourceObject<A = Record<string, unknown>> {
  type: string;
  id: string;
  links?: { self: { href: string } };
  attributes: A;
  relationships?: Record<string, Relationship>;
}

export interface JsonApiDocument<D = ResourceObject | ResourceObject[] | null> {
  jsonapi?: { version: string; meta?: Record<string, unknown> };
  data: D;
  included?: ResourceObject[];
  links?: Record<string, { href: string }>;
  meta?: Record<string, unknown>;
}

export interface JsonApiErrorObject {
  /** The request's id in the server log; on 5xx answers only. */
  id?: string;
  status: string;
  title: string;
  detail: string;
  source?: { pointer: string };
}

/** GET /api — the entry point; `meta.links.me.meta.id` is the signed-in user's uuid. */
export interface EntryPoint {
  jsonapi: { version: string };
  data: [];
  links: Record<string, { href: string }>;
  meta?: { links?: { me?: { href: string; meta: { id: string } } } };
}

/** A user--user resource as returned to the user themself. */
export type UserAttributes = Static<typeof UserAttributesSchema>;
