import type { FastifySchema } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { JsonApiErrorDocument, OAuthError, RestError, RestMessage } from '@contract/schemas/common';
import { JSONAPI_MEDIA_TYPE } from '@contract/jsonapi';
import { perObject } from './ajv';
import type { ErrorFormat } from './routeConfig';

/**
 * The schema of a route as declared: what it accepts and every answer it gives, the error
 * bodies of its format included, with response unions simplified for the serializer.
 */

/**
 * The error bodies of a route answering in `format`; `guessed` for the catch-all route, whose
 * errors take the format the URL suggests (see errorFormatOf).
 */
export function errorResponses(format: ErrorFormat | 'guessed'): Record<string, TSchema> {
  const body =
    format === 'guessed'
      ? Type.Union([JsonApiErrorDocument, RestMessage])
      : format === 'rest'
        ? RestMessage
        : format === 'rest-error'
          ? RestError
          : format === 'oauth'
            ? OAuthError
            : JsonApiErrorDocument;
  return { '4xx': body, '5xx': body };
}

/** The schema of one route: what it accepts and every answer it gives, errors included. */
export function routeSchema<S extends FastifySchema & { response: Record<string, TSchema> }>(
  format: ErrorFormat | 'guessed',
  schema: S,
): S {
  return {
    // JSON:API routes answer in their own media type (errors included); the others plain JSON.
    ...(format === 'jsonapi' ? { produces: [JSONAPI_MEDIA_TYPE] } : {}),
    ...schema,
    response: {
      ...errorResponses(format),
      ...Object.fromEntries(
        Object.entries(schema.response).map(([status, body]) => [status, simplified(body)]),
      ),
    },
  };
}

const SIMPLE_KEYS = new Set(['type', 'const', 'enum', 'description']);

/**
 * A response schema with each union of plain values (`anyOf` of literals, or of one type and
 * null) written as one `type` list with an `enum`: the same answers are valid, and
 * fast-json-stringify writes such a value directly, where a union costs a validation of the value
 * against each branch on every answer.
 */
export function simplified<T>(schema: T): T {
  if (typeof schema !== 'object' || schema === null) return schema;
  return simplifiedOnce(schema) as T;
}

/** The same schema object always gets the same copy, so routes sharing it share a serializer. */
const simplifiedOnce = perObject((schema: object): unknown => simplifiedCopy(schema));

function simplifiedCopy<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => simplified(item)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = simplified(value);
  for (const symbol of Object.getOwnPropertySymbols(schema)) {
    copy[symbol as unknown as string] = (schema as Record<symbol, unknown>)[symbol];
  }
  const branches = copy.anyOf as Record<string, unknown>[] | undefined;
  if (!Array.isArray(branches)) return copy as T;
  const plain = branches.every(
    (branch) =>
      typeof branch === 'object' &&
      Object.keys(branch).every((key) => SIMPLE_KEYS.has(key)) &&
      (typeof branch.type === 'string' || Array.isArray(branch.type) || 'const' in branch),
  );
  if (!plain) return copy as T;
  const typesOf = (branch: Record<string, unknown>): string[] =>
    Array.isArray(branch.type)
      ? (branch.type as string[])
      : typeof branch.type === 'string'
        ? [branch.type]
        : [branch.const === null ? 'null' : typeof branch.const];
  const valuesOf = (branch: Record<string, unknown>): unknown[] | null =>
    'const' in branch
      ? [branch.const]
      : Array.isArray(branch.enum)
        ? (branch.enum as unknown[])
        : typesOf(branch).every((type) => type === 'null')
          ? [null]
          : null;
  const types = [...new Set(branches.flatMap(typesOf))];
  const values = branches.map(valuesOf);
  const restricted = values.some((list) => list !== null && !list.includes(null));
  // A branch of a whole type (any string, say) next to a branch of chosen values: no enum fits.
  if (restricted && values.some((list) => list === null)) return copy as T;
  const { anyOf: _anyOf, ...rest } = copy;
  void _anyOf;
  return {
    ...rest,
    type: types.length === 1 ? types[0] : types,
    ...(restricted ? { enum: values.flatMap((list) => list ?? []) } : {}),
  } as T;
}

/** `null` as a response schema: a 204 or a redirect has no body. */
export const Empty = Type.Null();
