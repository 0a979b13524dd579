import type { ErrorObject } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify';
import { ERROR_MESSAGE } from './ajv';
import { ApiError, badRequest, type Violation } from './errors';

/**
 * ajv's errors as the readable messages every route answers with: one sentence per value, the
 * schema's own `x-error` sentence when it has one, JSON Pointers into JSON:API documents, "field"
 * for the members of flat bodies; 400 for queries and parameters, 422 for bodies (409 for a
 * wrong resource type).
 */

export type Context = 'body' | 'querystring' | 'params' | 'headers';

/** Error objects of a flat JSON body (not a JSON:API document) are marked so. */
export interface MarkedError extends ErrorObject {
  flatBody?: boolean;
}

/** Turns fastify's validation error into the ApiError the route's format renders. */
export function validationError(errors: ErrorObject[], context: Context): ApiError {
  const shape = errors.find((e) => e.keyword === BODY_SHAPE);
  if (shape) return new ApiError(400, shape.message ?? NOT_AN_OBJECT);
  if (context === 'body' && errors.some((e) => e.instancePath === '' && e.keyword === 'type')) {
    // Not even an object: a malformed document, with nothing more to say about its members.
    return new ApiError(400, NOT_AN_OBJECT);
  }
  const violations = describeErrors(errors, context);
  if (context !== 'body') {
    return new ApiError(400, violations.map((v) => v.detail).join(' '), {
      violations: violations.map(({ detail }) => ({ detail })),
    });
  }
  const typeProblem = violations.find((v) => v.pointer === '/data/type');
  if (typeProblem) {
    return new ApiError(409, typeProblem.detail, { violations: [typeProblem] });
  }
  return new ApiError(422, violations.map((v) => v.detail).join(' '), { violations });
}

const NOT_AN_OBJECT = 'The request body must be a JSON object.';
/** The keyword of a body refused for its shape before validation (see bodyShape.ts). */
export const BODY_SHAPE = 'bodyShape';
/**
 * Problems named in one answer: enough for any form, and the answer of a body with thousands of
 * problems stays small (the rest are counted, not described).
 */
export const MAX_VIOLATIONS = 20;
const DOCUMENT_EXPECTED = 'The request body must be a JSON:API document with a "data" object.';

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  uuid: 'a UUID',
  email: 'an email address',
  'date-time': 'a date and time (RFC 3339)',
  date: 'a date (YYYY-MM-DD)',
  uri: 'an absolute URL',
};

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function describeErrors(errors: MarkedError[], context: Context): Violation[] {
  // A failed anyOf reports each branch's failure too; one sentence per value is enough.
  // Unions by the value they judged, so finding a branch's union costs the same however many
  // values of a long list failed.
  const unionsAt = new Map<string, MarkedError[]>();
  for (const error of errors) {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') continue;
    unionsAt.set(error.instancePath, [...(unionsAt.get(error.instancePath) ?? []), error]);
  }
  const branchOf = (error: ErrorObject) =>
    unionsAt
      .get(error.instancePath)
      ?.find((union) => union !== error && error.schemaPath.startsWith(`${union.schemaPath}/`));
  const seen = new Set<string>();
  const violations: Violation[] = [];
  let unnamed = 0;
  for (const error of errors) {
    if (branchOf(error)) continue;
    if (violations.length === MAX_VIOLATIONS) {
      unnamed++;
      continue;
    }
    const violation = describe(error, context, errors);
    const key = `${violation.pointer ?? ''}|${violation.detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push(violation);
  }
  if (unnamed > 0) {
    violations.push({ detail: `…and ${unnamed} more ${unnamed === 1 ? 'problem' : 'problems'}.` });
  }
  return violations;
}

/** The `x-error` sentence of a schema, if it has one. */
function ownMessage(schema: unknown): string | undefined {
  const message = (schema as Record<string, unknown> | undefined)?.[ERROR_MESSAGE];
  return typeof message === 'string' ? message : undefined;
}

function describe(error: MarkedError, context: Context, all: MarkedError[]): Violation {
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  const name = segments.at(-1);
  const where = context === 'body' ? error.instancePath : undefined;
  const params = error.params as Record<string, unknown>;
  const at = (pointer: string | undefined) =>
    pointer !== undefined ? { pointer: pointer === '' ? '/' : pointer } : {};
  const field = (member: string) =>
    context === 'querystring'
      ? `The query parameter "${member}"`
      : context === 'params'
        ? `The URL part "${member}"`
        : error.flatBody
          ? `The field "${member}"`
          : `${member}:`;
  const subject = name === undefined ? 'The request body' : field(name);
  const say = (text: string): Violation => ({
    detail: ownMessage(error.parentSchema) ?? `${subject} ${text}`,
    ...at(where),
  });

  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      if (
        context === 'body' &&
        error.instancePath === '' &&
        missing === 'data' &&
        !error.flatBody
      ) {
        return { detail: DOCUMENT_EXPECTED, pointer: '/data' };
      }
      const properties = (error.parentSchema as { properties?: Record<string, unknown> })
        ?.properties;
      const pointer = where !== undefined ? `${where}/${escapePointer(missing)}` : undefined;
      return {
        detail: ownMessage(properties?.[missing]) ?? `${field(missing)} is required.`,
        ...at(pointer),
      };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const pointer = where !== undefined ? `${where}/${escapePointer(extra)}` : undefined;
      const detail =
        context === 'querystring'
          ? `The query parameter "${extra}" is not supported.`
          : error.instancePath === '/data/attributes'
            ? `${extra}: the attribute does not exist or cannot be changed.`
            : error.instancePath === '/data/relationships'
              ? `${extra}: the relationship does not exist or cannot be changed.`
              : error.flatBody
                ? `Unknown field "${extra}".`
                : `Unknown member "${extra}".`;
      return { detail, ...at(pointer) };
    }
    case 'type': {
      if (context === 'body' && error.instancePath === '/data' && !error.flatBody) {
        return { detail: DOCUMENT_EXPECTED, pointer: '/data' };
      }
      const types = String(params.type).split(',');
      return say(`must be ${types.map((t) => TYPE_NAMES[t] ?? t).join(' or ')}.`);
    }
    case 'finite':
      return say('is out of range.');
    case 'const':
      if (context === 'body' && error.instancePath === '/data/type' && !error.flatBody) {
        return {
          detail: `The resource type must be "${String(params.allowedValue)}".`,
          pointer: '/data/type',
        };
      }
      return say(`must be ${JSON.stringify(params.allowedValue)}.`);
    case 'enum': {
      const values = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const listed = values.length > 12 ? `${values.slice(0, 12).join(', ')} …` : values.join(', ');
      return say(`must be one of ${listed}.`);
    }
    case 'maxLength':
      return say(`must be at most ${String(params.limit)} characters long.`);
    case 'minLength':
      return say(
        params.limit === 1
          ? 'must not be empty.'
          : `must be at least ${String(params.limit)} characters long.`,
      );
    case 'maxItems':
      return say(`must have at most ${String(params.limit)} items.`);
    case 'minItems':
      return say(`must have at least ${String(params.limit)} items.`);
    case 'maxProperties':
      return say(`must have at most ${String(params.limit)} members.`);
    case 'maximum':
      return say(`must be at most ${String(params.limit)}.`);
    case 'minimum':
      return say(`must be at least ${String(params.limit)}.`);
    case 'uniqueItems':
      return say('must not list the same item twice.');
    case 'format':
      return say(`must be ${FORMAT_NAMES[String(params.format)] ?? 'in the expected format'}.`);
    case 'pattern':
      return say('is not in the expected format.');
    case 'anyOf':
    case 'oneOf': {
      const branches = all.filter(
        (e) =>
          e.instancePath === error.instancePath && e.schemaPath.startsWith(`${error.schemaPath}/`),
      );
      if (
        branches.length > 0 &&
        branches.every((e) => e.keyword === 'type' || e.keyword === 'const')
      ) {
        const options = branches.map((e) =>
          e.keyword === 'type'
            ? (TYPE_NAMES[String(e.params.type)] ?? String(e.params.type))
            : JSON.stringify((e.params as { allowedValue: unknown }).allowedValue),
        );
        return say(`must be ${[...new Set(options)].join(' or ')}.`);
      }
      const inner = branches.find((e) => e.keyword !== 'type');
      return inner ? describe(inner, context, []) : say('is not valid.');
    }
    default:
      return say(`${error.message ?? 'is not valid'}.`);
  }
}

/**
 * The error of a route that takes no body (schema EmptyBody): a body is a 400 that says so, as
 * it always was; the query and the URL are described as everywhere.
 */
export const emptyBodyErrors = (errors: FastifySchemaValidationError[], context: string): Error =>
  context === 'body'
    ? badRequest('This request takes an empty body.')
    : validationError(errors as ErrorObject[], context as Context);
