import fs from 'node:fs';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { ajvFor, perObject } from './ajv';
import { bodyShapeProblem, controlCharacterProblem } from './bodyShape';
import { installResponseCheck } from './responseCheck';
import {
  BODY_SHAPE,
  escapePointer,
  validationError,
  type Context,
  type MarkedError,
} from './validationErrors';

/**
 * Route schemas at work: the compilers fastify uses for every route. Requests are validated by
 * ajv (bodies strictly, queries and URL parts as text), answers are written by
 * fast-json-stringify, errors become readable messages (validationErrors.ts), and with
 * CHECK_RESPONSES answers are checked against their schemas (responseCheck.ts). Route schemas
 * are declared with routeSchema (routeSchema.ts) from the TypeBox schemas in contract/schemas.
 */

/** Bodies are JSON: a number where a string belongs is an error, not a string. */
const bodyAjv = ajvFor(false);
/** Query strings and URL parameters are text: "5" is the number 5 when a schema says so. */
const textAjv = ajvFor('array');

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
