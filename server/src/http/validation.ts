import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { JsonApiErrorDocument, OAuthError, RestError, RestMessage } from '@contract/schemas/common';
import { JSONAPI_MEDIA_TYPE } from '../jsonapi/document';
import type { ErrorFormat } from './deps';
import { bodyShapeProblem, controlCharacterProblem } from './bodyShape';
import { ApiError, ResponseSchemaError, type Violation } from './errors';

/**
 * Route schemas at work: request validation by ajv (one schema per route, declared with TypeBox
 * in contract/schemas), readable JSON:API errors made from ajv's, the error bodies every route
 * may answer with, and — when CHECK_RESPONSES is on — a check of every response against its
 * declared schema, so the OpenAPI document generated from the same schemas cannot drift.
 */

/**
 * The keyword a schema may carry to say, in the spec's own words, what is wrong with its value
 * (`Type.String({ maxLength: 255, [ERROR_MESSAGE]: 'Title is required' })`). It replaces the
 * generated sentence for every problem of that value, and for its absence when it is required.
 */
export const ERROR_MESSAGE = 'x-error';

function ajvFor(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    // Errors carry the schema they failed, for its `x-error` sentence (never the value itself).
    verbose: true,
    coerceTypes,
    useDefaults: false,
    // Unknown members are refused where a schema says so, never silently dropped.
    removeAdditional: false,
    strict: true,
    // 1e309 in a JSON body parses to Infinity, which no number field means.
    strictNumbers: true,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: ERROR_MESSAGE, schemaType: 'string' });
  return ajv;
}

/** Bodies are JSON: a number where a string belongs is an error, not a string. */
const bodyAjv = ajvFor(false);
/** Query strings and URL parameters are text: "5" is the number 5 when a schema says so. */
const textAjv = ajvFor('array');
/** Responses are checked exactly as they were produced. */
const responseAjv = ajvFor(false);

/** Where a server that checks its responses writes each mismatch, for the e2e run to read. */
export const RESPONSE_MISMATCH_LOG = 'response-schema-mismatches.log';

export function installValidation(
  app: FastifyInstance,
  options: { checkResponses: boolean; dataDir?: string },
): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart !== 'body') {
      const compiled = textAjv.compile(schema);
      const validate = /"(number|integer)"/.test(JSON.stringify(schema))
        ? finiteOnly(compiled)
        : compiled;
      return plainText(validate);
    }
    const validate = bodyAjv.compile(schema);
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    // A flat JSON body (REST routes): its members are "fields", as the SPA's forms call them.
    const flatBody = !(properties && 'data' in properties);
    const checked = (data: unknown) => {
      const problem = bodyShapeProblem(data);
      if (problem !== null) {
        checked.errors = [
          { keyword: BODY_SHAPE, instancePath: '', schemaPath: '#', params: {}, message: problem },
        ];
        return false;
      }
      const valid = validate(data);
      checked.errors = flatBody
        ? validate.errors?.map((error): MarkedError => ({ ...error, flatBody: true }))
        : validate.errors;
      return valid;
    };
    checked.errors = null as MarkedError[] | null | undefined;
    return checked;
  });
  // One serializer per schema, not per route and status: the error bodies and the documents
  // several routes answer share theirs, and a smaller heap is a faster one.
  const serializerOf = perObject((schema: object) =>
    fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]),
  );
  app.setSerializerCompiler(({ schema }) => serializerOf(schema));
  // The error handler renders an ApiError in the route's format (JSON:API, REST or OAuth).
  app.setSchemaErrorFormatter((errors, context) =>
    validationError(errors as ErrorObject[], context as Context),
  );
  if (options.checkResponses) {
    const { dataDir } = options;
    installResponseCheck(app, (message) => {
      if (dataDir) fs.appendFileSync(path.join(dataDir, RESPONSE_MISMATCH_LOG), `${message}\n`);
    });
  }
}

/**
 * Query values and URL parts may carry percent-encoded control characters (`%00`), which no
 * parameter means and PostgreSQL refuses: they are refused before the schema is consulted.
 */
function plainText(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    for (const [name, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
      for (const item of [value].flat()) {
        const problem = typeof item === 'string' ? controlCharacterProblem(item, name) : null;
        if (problem !== null) {
          checked.errors = [
            {
              keyword: BODY_SHAPE,
              instancePath: '',
              schemaPath: '#',
              params: {},
              message: problem,
            },
          ];
          return false;
        }
      }
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return checked;
}

/**
 * ajv coerces the text "1e309" to Infinity and lets it through as a whole number; a query value
 * or URL part that only a non-finite number would satisfy is out of range. Only schemas that
 * have a number anywhere get this check, so the others pay nothing for it on every request.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    checked.errors = null;
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const values = Object.entries((data ?? {}) as Record<string, unknown>);
    const [name] = values.find(([, value]) =>
      [value].flat().some((item) => typeof item === 'number' && !Number.isFinite(item)),
    ) ?? [undefined];
    if (name === undefined) return true;
    checked.errors = [
      {
        keyword: 'finite',
        instancePath: `/${escapePointer(name)}`,
        schemaPath: '#',
        params: {},
      },
    ];
    return false;
  }) as ValidateFunction;
  return checked;
}

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

// ---------------------------------------------------------------------------------------------
// Validation errors → violations

type Context = 'body' | 'querystring' | 'params' | 'headers';

/** Error objects of a flat JSON body (not a JSON:API document) are marked so. */
interface MarkedError extends ErrorObject {
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
const BODY_SHAPE = 'bodyShape';
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

function escapePointer(segment: string): string {
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

// ---------------------------------------------------------------------------------------------
// Responses checked against their schemas

/** `make` of an object, made once per object (schemas are compiled once, whoever asks). */
function perObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}

const compiledResponse = perObject((schema: object) => responseAjv.compile(schema));

function responseSchemaFor(schemas: Record<string, unknown> | undefined, status: number): unknown {
  if (!schemas) return undefined;
  return schemas[String(status)] ?? schemas[`${String(status)[0]}xx`] ?? schemas.default;
}

function installResponseCheck(app: FastifyInstance, report: (message: string) => void): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schemas = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    if (!schemas) return payload;
    const schema = responseSchemaFor(schemas, reply.statusCode);
    const where = `${request.method} ${request.routeOptions.url} → ${reply.statusCode}`;
    if (!schema || typeof schema !== 'object') {
      const message = `${where}: the route declares no schema for this status.`;
      report(message);
      throw new ResponseSchemaError(message);
    }
    const validate = compiledResponse(schema);
    // What the handler produced, as JSON would carry it (dates become strings, and so on).
    const wire: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    if (!validate(wire)) {
      const problems = (validate.errors ?? [])
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
        .join('; ');
      const message = `${where}: the response does not match its schema: ${problems}`;
      report(message);
      throw new ResponseSchemaError(message);
    }
    expectedWire.set(request, wire);
    return payload;
  });

  // The serializer made from the schema must send exactly what the handler produced: nothing
  // dropped, nothing coerced (fast-json-stringify turns a null into "" for a string member, say).
  app.addHook('onSend', async (request, reply, payload) => {
    const expected = expectedWire.get(request);
    if (expected === undefined || typeof payload !== 'string') return payload;
    expectedWire.delete(request);
    if (!isDeepStrictEqual(JSON.parse(payload), expected)) {
      const where = `${request.method} ${request.routeOptions.url} → ${reply.statusCode}`;
      const message = `${where}: the serialized answer differs from what the handler produced.`;
      report(message);
      throw new ResponseSchemaError(message);
    }
    return payload;
  });
}

/** What each checked response must look like on the wire, from preSerialization to onSend. */
const expectedWire = new WeakMap<object, unknown>();
