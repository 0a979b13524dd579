/**
 * Schema-driven fuzzing: for every operation of the API document, REQUESTS_PER_OPERATION requests
 * made from its schemas — valid ones, and ones broken the way careless or hostile clients break
 * them (wrong types, missing and unknown members, huge and odd strings, malformed JSON, JSON:API
 * operators that do not exist) — as anonymous, as a candidate and as an employer. Every answer
 * must be below 500, carry no stack trace or SQL, and match the route's declared schema (the
 * app checks that itself here: CHECK_RESPONSES turns a mismatch into a 500). A refused write must
 * change nothing in the database. FUZZ_SEED replays a run; FUZZ_REQUESTS sends more.
 */
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/connect';
import {
  buildTestApp,
  injectAs,
  registerAndConfirm,
  type TestApp,
  type TestUser,
} from '../helpers';
import { createOrganization } from '../organizations/fixtures';
import { createJob } from '../jobs/fixtures';
import { createProfile } from '../profiles/profileFixtures';
import { apiDocument, routeUrlOf } from './apiDocument';
import { dice, mutate, ODD_QUERY, sample, type Dice, type Schema } from './schemaSamples';

const REQUESTS_PER_OPERATION = Number(process.env.FUZZ_REQUESTS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

type Actor = 'anonymous' | 'candidate' | 'employer';
const ACTORS: Actor[] = ['anonymous', 'candidate', 'employer'];

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema: Schema }[];
  body?: { mediaType: string; schema: Schema };
}

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
/** Real values for path parameters, so requests reach past the 404s. */
const known: Record<string, string[]> = {};
let operations: Operation[] = [];
const totals = { requests: 0, refused: 0, answered: 0, serverErrors: 0 };

const STACK_TRACE = /\bat\s+[\w.<>]+\s+\(?[^\s()]+:\d+:\d+\)?/;
const SQL =
  /\b(select|insert|update|delete)\b[\s\S]{0,80}\b(from|into|set|where)\b|syntax error at or near|violates (foreign key|unique|not-null|check) constraint/i;

before(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Matchboard</title>');
  t = await buildTestApp({ STATIC_DIR: dist, RATE_LIMIT_CITIES_PER_ADDRESS: '100000' });
  users.candidate = await registerAndConfirm(t, 'candidate');
  users.employer = await registerAndConfirm(t, 'employer');
  const candidateProfile = await createProfile(t, users.candidate, 'candidate_profile');
  const employerProfile = await createProfile(t, users.employer, 'employer_profile');
  const organization = await createOrganization(t, users.employer);
  const job = await createJob(t, users.employer, organization.uuid);
  known.uuid = [
    users.candidate.uuid,
    users.employer.uuid,
    candidateProfile,
    employerProfile,
    organization.uuid,
    job.uuid,
  ];
  known.nid = [String(organization.nid), String(job.nid)];
  known.candidate = [candidateProfile];
  known.table = [`dashboard_table_${organization.nid}`];
  known.vocabulary = ['country', 'technical_skills', 'benefits'];
  known.field = ['languages', 'currency', 'employment_type'];
  known.sticky = ['0', '1'];
  known['*'] = ['index.html', 'profile/view', 'main.js'];

  const document = await apiDocument(t);
  for (const [pathName, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const operation = raw as {
        parameters?: Operation['parameters'];
        requestBody?: { content: Record<string, { schema: Schema }> };
      };
      const content = operation.requestBody?.content ?? {};
      const [mediaType] = Object.keys(content);
      operations.push({
        method: method.toUpperCase(),
        path: pathName,
        parameters: operation.parameters ?? [],
        body: mediaType ? { mediaType, schema: content[mediaType].schema } : undefined,
      });
    }
  }
  operations = operations.filter((operation) => operation.method !== 'HEAD');
});

after(() => {
  console.info(
    `fuzz (seed ${SEED}): ${operations.length} operations, ${totals.requests} requests, ` +
      `${totals.answered} answered 2xx/3xx, ${totals.refused} refused 4xx, ${totals.serverErrors} 5xx`,
  );
});

/** Every row of every table a request could change, as one digest (rate-limit counters aside). */
/** One statement that digests every table the API writes (the list is read once: no test adds one). */
let digestStatement: ReturnType<typeof sql.raw> | undefined;

async function databaseDigest(): Promise<string> {
  if (!digestStatement) {
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`SELECT table_name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
            AND table_name NOT IN ('rate_limits', '__drizzle_migrations', 'schema_migrations')
          ORDER BY table_name`,
    );
    const parts = tables.map(
      ({ table_name }) =>
        `SELECT '${table_name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table_name}" t`,
    );
    digestStatement = sql.raw(parts.join(' UNION ALL '));
  }
  const rows = await queryRows<{ name: string; digest: string }>(t.database.db, digestStatement);
  return rows.map((row) => `${row.name}:${row.digest}`).join(',');
}

function pathValue(name: string, schema: Schema, d: Dice): string {
  if (known[name] && d.chance(0.6)) return d.pick(known[name]);
  if (name === 'uuid' && d.chance(0.5)) return randomUUID();
  const value = d.chance(0.8)
    ? sample(schema, d)
    : d.pick(['0', '-1', 'x'.repeat(300), '%2e%2e', '..', 'null']);
  return encodeURIComponent(String(value ?? 'x'));
}

interface FuzzRequest {
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  kind: string;
}

function makeRequest(operation: Operation, d: Dice, valid: boolean): FuzzRequest {
  let url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return pathValue(name, parameter?.schema ?? { type: 'string' }, d);
  });
  let kind = valid ? 'valid' : 'mutated';
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    if (parameter.required || d.chance(0.5)) {
      const value = sample(parameter.schema, d);
      if (value !== null && value !== undefined) query.append(parameter.name, String(value));
    }
  }
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  let body: unknown = operation.body ? sample(operation.body.schema, d) : undefined;
  const mediaType =
    operation.body?.mediaType ??
    (operation.path.includes('/field_') ? 'application/octet-stream' : 'application/json');
  if (!valid) {
    const how = d.int(0, 5);
    if (how === 0) {
      const [name, value] = d.pick(ODD_QUERY);
      query.append(name, value);
      kind = `query ${name}`;
    } else if (how === 1 && operation.method !== 'GET') {
      payload = d.pick(['{"data":', '[1,2', 'null', '"text"', '{"data":{"type":"x"}}}', '\u0000']);
      headers['content-type'] = mediaType.includes('octet') ? 'application/json' : mediaType;
      kind = 'malformed JSON';
    } else if (how === 2 && query.size > 0) {
      const [name] = d.pick([...query.entries()]);
      query.set(name, String(mutate(query.get(name), d)).slice(0, 5000));
      kind = `query value ${name}`;
    } else {
      body = mutate(body ?? {}, d);
      kind = 'body';
    }
  }
  if (payload === undefined && operation.method !== 'GET' && operation.method !== 'DELETE') {
    if (mediaType === 'application/octet-stream') {
      payload = randomBytes(d.int(0, 2048));
      headers['content-type'] = d.pick(['application/octet-stream', 'image/png', 'text/plain']);
      headers['content-disposition'] =
        `file; filename="${d.pick(['a.png', 'cv.pdf', '../x.exe', '\u202Egnp.js'])}"`;
    } else if (mediaType === 'application/x-www-form-urlencoded') {
      const form = new URLSearchParams();
      if (body && typeof body === 'object') {
        for (const [name, value] of Object.entries(body)) form.append(name, String(value));
      }
      payload = form.toString();
      headers['content-type'] = mediaType;
    } else if (body !== undefined || d.chance(0.5)) {
      payload = JSON.stringify(body ?? {});
      headers['content-type'] = mediaType;
    }
  }
  const search = query.toString();
  if (search) url += `?${search}`;
  if (d.chance(0.2)) headers.accept = 'text/html';
  return { url, payload, headers, kind };
}

describe('fuzzing every operation of the API document', () => {
  it('has operations to fuzz', () => {
    assert.ok(operations.length >= 60, `only ${operations.length} operations`);
  });

  // One test per operation, made once the document is read.
  it('answers every generated request without a 5xx, a leak or a change when it refuses', async (context) => {
    for (const [index, operation] of operations.entries()) {
      await context.test(`${operation.method} ${routeUrlOf(operation.path)}`, async () => {
        const d = dice(SEED * 1000 + index);
        for (let i = 0; i < REQUESTS_PER_OPERATION; i++) {
          const actor = ACTORS[i % ACTORS.length];
          const request = makeRequest(operation, d, i < REQUESTS_PER_OPERATION * 0.35);
          const writes = operation.method !== 'GET';
          const digest = writes ? await databaseDigest() : '';
          const response = await injectAs(t, actor === 'anonymous' ? null : users[actor], {
            method: operation.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          totals.requests += 1;
          const where = `seed ${SEED}, request ${i} (${request.kind}) as ${actor}: ${operation.method} ${request.url.slice(0, 200)}`;
          if (response.statusCode >= 500) totals.serverErrors += 1;
          assert.ok(
            response.statusCode < 500,
            `${where} → ${response.statusCode} ${response.body.slice(0, 500)}`,
          );
          const text = response.headers['content-type']?.toString().includes('json')
            ? response.body
            : '';
          assert.doesNotMatch(text, STACK_TRACE, where);
          assert.doesNotMatch(text, SQL, where);
          if (response.statusCode >= 400) {
            totals.refused += 1;
            if (writes)
              assert.equal(
                await databaseDigest(),
                digest,
                `${where} was refused but changed the database`,
              );
          } else {
            totals.answered += 1;
          }
        }
      });
    }
  });
});
