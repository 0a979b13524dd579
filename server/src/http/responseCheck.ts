import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { ajvFor, perObject } from './ajv';
import { ResponseSchemaError } from './errors';

/**
 * With CHECK_RESPONSES on, every answer is checked against the schema its route declares, and
 * the serializer made from that schema must send exactly what the handler produced: the OpenAPI
 * document generated from the same schemas cannot drift from what the server says.
 */

/** Responses are checked exactly as they were produced. */
const responseAjv = ajvFor(false);

const compiledResponse = perObject((schema: object) => responseAjv.compile(schema));

function responseSchemaFor(schemas: Record<string, unknown> | undefined, status: number): unknown {
  if (!schemas) return undefined;
  return schemas[String(status)] ?? schemas[`${String(status)[0]}xx`] ?? schemas.default;
}

export function installResponseCheck(
  app: FastifyInstance,
  report: (message: string) => void,
): void {
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
