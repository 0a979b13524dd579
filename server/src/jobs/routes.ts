import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_CURRENCY,
  JOB_COLLECTION_PATH,
  JOB_PAGE_SIZE,
  JOB_SERVER_MESSAGES,
  isJobActive,
} from '@contract/jobs';
import {
  JobCollectionQuery,
  JobCreateDocument,
  JobDocument,
  JobListDocument,
  JobQuery,
  JobUpdateDocument,
  JobUuidParams,
} from '@contract/schemas/jobs';
import type { AuthContext } from '../auth/guards';
import { isEmployer } from '../auth/roles';
import type { Db } from '../db/connect';
import type { JobRow } from '../db/jobSchema';
import { DOCUMENT_BODY_LIMIT } from '../http/bodyShape';
import { ApiError, badRequest, notFound } from '../http/errors';
import { Empty, routeSchema } from '../http/routeSchema';
import { JSONAPI_MEDIA_TYPE } from '@contract/jsonapi';
import { baseUrl, sendCollection, sendDocument } from '../jsonapi/document';
import { organizationNidsOf, requireEmployer, requireMember } from '../organizations/membership';
import { findOrganizationByNid, findOrganizationByUuid } from '../organizations/repository';
import {
  deleteJob,
  findJobByNid,
  findJobByUuid,
  insertJob,
  listOrganizationJobs,
  setSticky,
  updateJob,
  valuesOf,
} from './repository';
import { featuredQuotaLeft, requireCompleteOrganization, requireJobSlot } from './rules';
import { jobLookupsFor, parseJobIncludes, serializeJob, type JobLookups } from './serialize';
import { readJobChange } from './write';
import { parseId } from '../http/ids';

const ORGANIZATION_FILTER = 'filter[field_hiring_organization.id][value]';
const NID_FILTER = 'filter[drupal_internal__nid]';

const TAGS = ['Jobs'];

/** The caller's organizations and a job's lookups: what deciding on and serializing it needs. */
interface Reading {
  memberships: Set<number>;
  lookups: JobLookups;
}

/**
 * Writes need a signed-in employer: anonymous callers get the 401 before validation (signedIn),
 * and candidates the 403, so neither learns what the route accepts.
 */
const EMPLOYERS_ONLY = {
  config: { signedIn: true },
  preValidation: async (request: FastifyRequest) => {
    requireEmployer(request);
  },
};

/**
 * Job postings as JSON:API `node--job_posting` (spec 02 §7 "Jobs"). Members of the hiring
 * organization list, create, change and delete its jobs; anyone may read an active job (a job
 * post is a public advertisement), and only members read an expired one.
 */
export default async function jobRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  /**
   * The organizations the caller belongs to, read once per request; only employers belong to
   * any (membership asks for the role), so a candidate's or a visitor's read skips the query.
   */
  const membershipsOf = async (auth: AuthContext | null) =>
    new Set(auth && isEmployer(auth.roles) ? await organizationNidsOf(db, auth.userId) : []);

  /** What reading `row` needs: the caller's organizations and the job's lookups, together. */
  const readingOf = async (request: FastifyRequest, row: JobRow) => {
    const [memberships, lookups] = await Promise.all([
      membershipsOf(request.auth),
      jobLookupsFor(db, [row]),
    ]);
    return { memberships, lookups };
  };

  /**
   * Whether the caller may read `row`: anyone while it is active and its organization published
   * (its owner's email confirmed), members always.
   */
  const readable = (row: JobRow, { memberships, lookups }: Reading) =>
    (isJobActive(row.validUntil, app.deps.now()) &&
      lookups.organizations.get(row.organizationNid)?.status === true) ||
    memberships.has(row.organizationNid);

  const serialize = (
    request: FastifyRequest,
    row: JobRow,
    { memberships, lookups }: Reading,
    includes: readonly string[],
  ) => serializeJob(request, db, row, lookups, includes, (nid) => memberships.has(nid));

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    row: JobRow,
    includes: readonly string[],
    reading?: Reading,
  ) => {
    const { data, included } = await serialize(
      request,
      row,
      reading ?? (await readingOf(request, row)),
      includes,
    );
    return sendDocument(reply, status, { data, ...(includes.length > 0 ? { included } : {}) });
  };

  app.get(
    JOB_COLLECTION_PATH,
    {
      schema: routeSchema('jsonapi', {
        summary: 'One organization’s jobs (its members), or one readable job by node id',
        tags: TAGS,
        querystring: JobCollectionQuery,
        response: { 200: JobListDocument },
      }),
    },
    async (request, reply) => {
      const query = request.query;
      const includes = parseJobIncludes(query.include);
      const self = { href: `${baseUrl(request)}${request.url}` };
      const byNid = query[NID_FILTER];
      if (byNid !== undefined) {
        const nid = parseId(byNid);
        const row = nid === null ? undefined : await findJobByNid(db, nid);
        const reading = row && (await readingOf(request, row));
        if (!row || !reading || !readable(row, reading))
          return sendDocument(reply, 200, { data: [], links: { self }, meta: { count: 0 } });
        const { data, included } = await serialize(request, row, reading, includes);
        return sendDocument(reply, 200, {
          data: [data],
          ...(includes.length > 0 ? { included } : {}),
          links: { self },
          meta: { count: 1 },
        });
      }
      const organizationUuid = query[ORGANIZATION_FILTER];
      if (organizationUuid === undefined)
        throw badRequest(`Filter the jobs by ${ORGANIZATION_FILTER} or ${NID_FILTER}.`);
      const organization = await findOrganizationByUuid(db, organizationUuid);
      if (!organization) throw notFound('The requested organization does not exist.');
      await requireMember(request, db, organization.nid);
      const page = {
        offset: query['page[offset]'] ?? 0,
        limit: Math.min(query['page[limit]'] ?? JOB_PAGE_SIZE, JOB_PAGE_SIZE),
      };
      const { rows, total } = await listOrganizationJobs(
        db,
        organization.nid,
        page,
        query.sort === '-created',
      );
      const lookups = await jobLookupsFor(db, rows);
      const documents = [];
      for (const row of rows)
        documents.push(await serializeJob(request, db, row, lookups, includes, () => true));
      return sendCollection(reply, {
        self: self.href,
        documents,
        page,
        total,
        withIncluded: includes.length > 0,
      });
    },
  );

  app.get(
    `${JOB_COLLECTION_PATH}/:uuid`,
    {
      schema: routeSchema('jsonapi', {
        summary: 'One job: anyone reads an active job, members of its organization any',
        tags: TAGS,
        params: JobUuidParams,
        querystring: JobQuery,
        response: { 200: JobDocument },
      }),
    },
    async (request, reply) => {
      const includes = parseJobIncludes(request.query.include);
      const row = await findJobByUuid(db, request.params.uuid);
      const reading = row && (await readingOf(request, row));
      if (!row || !reading || !readable(row, reading)) throw notFound(JOB_SERVER_MESSAGES.notFound);
      return send(request, reply, 200, row, includes, reading);
    },
  );

  app.post(
    JOB_COLLECTION_PATH,
    {
      ...EMPLOYERS_ONLY,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: routeSchema('jsonapi', {
        summary: 'Publishes a job of an organization the caller is a member of',
        tags: TAGS,
        consumes: [JSONAPI_MEDIA_TYPE, 'application/json'],
        body: JobCreateDocument,
        response: { 201: JobDocument },
      }),
    },
    async (request, reply) => {
      const auth = requireEmployer(request);
      const now = app.deps.now();
      const change = await readJobChange(db, auth.userId, request.body, undefined, now);
      const organization = change.organizationUuid
        ? await findOrganizationByUuid(db, change.organizationUuid)
        : undefined;
      if (!organization)
        throw new ApiError(422, 'field_hiring_organization: the organization does not exist.', {
          violations: [
            {
              detail: 'field_hiring_organization: the organization does not exist.',
              pointer: '/data/relationships/field_hiring_organization',
            },
          ],
        });
      const row = await db.transaction(async (tx) => {
        await requireMember(request, tx, organization.nid, { lock: true });
        const current = await findOrganizationByNid(tx, organization.nid);
        if (!current) throw notFound('The requested organization does not exist.');
        requireCompleteOrganization(current);
        await requireJobSlot(tx, current, now);
        // A job sent without a currency takes its organization's (spec 02 §3).
        const values =
          request.body.data.attributes?.field_currency === undefined
            ? { ...change.values, currency: current.currency || DEFAULT_CURRENCY }
            : change.values;
        return insertJob(
          tx,
          { uuid: randomUUID(), organizationNid: current.nid, authorUid: auth.userId, values },
          now,
        );
      });
      reply.header('Location', `${JOB_COLLECTION_PATH}/${row.uuid}`);
      return send(request, reply, 201, row, []);
    },
  );

  /** The job a uuid route names, 404 when there is none. */
  const named = async (database: Db, uuid: string) => {
    const row = await findJobByUuid(database, uuid);
    if (!row) throw notFound(JOB_SERVER_MESSAGES.notFound);
    return row;
  };

  app.patch(
    `${JOB_COLLECTION_PATH}/:uuid`,
    {
      ...EMPLOYERS_ONLY,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: routeSchema('jsonapi', {
        summary: 'Changes the members sent of a job (members of its organization)',
        tags: TAGS,
        params: JobUuidParams,
        consumes: [JSONAPI_MEDIA_TYPE, 'application/json'],
        body: JobUpdateDocument,
        response: { 200: JobDocument },
      }),
    },
    async (request, reply) => {
      const auth = requireEmployer(request);
      const now = app.deps.now();
      const existing = await named(db, request.params.uuid);
      const row = await db.transaction(async (tx) => {
        await requireMember(request, tx, existing.organizationNid, { lock: true });
        const current = await named(tx, existing.uuid);
        const change = await readJobChange(
          tx,
          auth.userId,
          request.body,
          { uuid: current.uuid, values: valuesOf(current) },
          now,
        );
        const organization = await findOrganizationByNid(tx, current.organizationNid);
        if (!organization) throw notFound('The requested organization does not exist.');
        if (change.organizationUuid !== undefined && change.organizationUuid !== organization.uuid)
          throw new ApiError(
            422,
            'field_hiring_organization: a job cannot move to another organization.',
            {
              violations: [
                {
                  detail: 'field_hiring_organization: a job cannot move to another organization.',
                  pointer: '/data/relationships/field_hiring_organization',
                },
              ],
            },
          );
        // Extending an expired job publishes it again, which takes a slot of the job quota.
        const reopened =
          !isJobActive(current.validUntil, now) &&
          isJobActive(String(change.values.validUntil), now);
        if (reopened) await requireJobSlot(tx, organization, now);
        // A featured job that comes back takes a featured slot too; with none left it comes back
        // without the star, so the organization never has more featured jobs than its quota.
        if (reopened && current.sticky && (await featuredQuotaLeft(tx, organization, now)) <= 0)
          await setSticky(tx, current.nid, false, now);
        return updateJob(tx, current.nid, change.values, now);
      });
      return send(request, reply, 200, row, []);
    },
  );

  app.delete(
    `${JOB_COLLECTION_PATH}/:uuid`,
    {
      ...EMPLOYERS_ONLY,
      schema: routeSchema('jsonapi', {
        summary: 'Deletes a job (members of its organization)',
        tags: TAGS,
        params: JobUuidParams,
        response: { 204: Empty },
      }),
    },
    async (request, reply) => {
      requireEmployer(request);
      const existing = await named(db, request.params.uuid);
      await db.transaction(async (tx) => {
        await requireMember(request, tx, existing.organizationNid, { lock: true });
        await deleteJob(tx, existing.nid);
      });
      return reply.code(204).send(null);
    },
  );
}
