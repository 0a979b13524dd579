import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ORGANIZATION_COLLECTION_PATH,
  ORGANIZATION_PAGE_SIZE,
  type CurrentUserOrganization,
} from '@contract/organizations';
import {
  CurrentUserOrganizationList,
  ORGANIZATION_TAGS,
  OrganizationDocument,
  OrganizationItemQuery,
  OrganizationListDocument,
  OrganizationListQuery,
  OrganizationUuidParams,
  OrganizationWriteDocument,
} from '@contract/schemas/organizations';
import { requireUser } from '../auth/guards';
import { isUnverified } from '../auth/roles';
import type { Db } from '../db/connect';
import { findEmployerProfileByUid } from '../profiles/employerRepository';
import type { OrganizationRow } from '../db/organizationSchema';
import { DOCUMENT_BODY_LIMIT } from '../http/bodyShape';
import { forbidden, notFound } from '../http/errors';
import { Empty, routeSchema } from '../http/routeSchema';
import { JSONAPI_MEDIA_TYPE } from '@contract/jsonapi';
import { baseUrl, sendCollection, sendDocument } from '../jsonapi/document';
import { employerFirst } from './guards';
import { findMembership, requireEmployer, requireMember, requireOwner } from './membership';
import { parsePage } from './paging';
import {
  countMemberOrganizations,
  countOwnedOrganizations,
  MAX_OWNED_ORGANIZATIONS,
  deleteOrganization,
  findOrganizationByNid,
  findOrganizationByUuid,
  imageFids,
  insertOrganization,
  listMemberOrganizations,
  lockUserOrganizations,
  syncOrganizationFiles,
  updateOrganization,
  valuesOf,
} from './repository';
import { fileUrl, lookupsFor, parseOrganizationIncludes, serializeOrganization } from './serialize';
import { readOrganizationChange } from './write';
import { parseId } from '../http/ids';

const NOT_FOUND = 'The requested organization does not exist.';
const NID_FILTER = 'filter[drupal_internal__nid]';
/** Every route here needs a signed-in caller: anonymous ones get the 401 before validation. */
const SIGNED_IN = { signedIn: true } as const;

/**
 * Organization profiles as JSON:API `node--organization_profile` (spec 02 §7 "Organizations"),
 * and the organization lists the shell and the candidate pages read. Anyone signed in reads the
 * public profile; only members read contact and billing data and change anything; only the
 * owner deletes.
 */
export default async function organizationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  const send = async (
    request: FastifyRequest,
    reply: Parameters<typeof sendDocument>[0],
    status: number,
    row: OrganizationRow,
    member: boolean,
    includes: readonly string[],
  ) => {
    const lookups = await lookupsFor(db, [row]);
    const { data, included } = serializeOrganization(request, row, lookups, { member, includes });
    return sendDocument(reply, status, { data, ...(includes.length > 0 ? { included } : {}) });
  };

  app.get(
    ORGANIZATION_COLLECTION_PATH,
    {
      config: SIGNED_IN,
      schema: routeSchema('jsonapi', {
        summary: 'The organization with a node id, or a page of the caller’s organizations',
        tags: ORGANIZATION_TAGS,
        querystring: OrganizationListQuery,
        response: { 200: OrganizationListDocument },
      }),
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const query = request.query;
      const includes = parseOrganizationIncludes(query.include);
      const self = { href: `${baseUrl(request)}${request.url}` };
      const filter = query[NID_FILTER];
      if (filter !== undefined) {
        const nid = parseId(filter);
        const row = nid === null ? undefined : await findOrganizationByNid(db, nid);
        const member =
          row !== undefined && (await findMembership(db, row.nid, auth.userId)) !== undefined;
        // Unpublished (its owner has not confirmed their email): for its members only.
        if (!row || (!row.status && !member))
          return sendDocument(reply, 200, { data: [], links: { self } });
        const lookups = await lookupsFor(db, [row]);
        const { data, included } = serializeOrganization(request, row, lookups, {
          member,
          includes,
        });
        return sendDocument(reply, 200, {
          data: [data],
          ...(includes.length > 0 ? { included } : {}),
          links: { self },
          meta: { count: 1 },
        });
      }
      const page = parsePage(query, ORGANIZATION_PAGE_SIZE);
      const [memberships, total] = await Promise.all([
        listMemberOrganizations(db, auth.userId, page),
        countMemberOrganizations(db, auth.userId),
      ]);
      const rows = memberships.map(({ row }) => row);
      const lookups = await lookupsFor(db, rows);
      return sendCollection(reply, {
        self: self.href,
        documents: rows.map((row) =>
          serializeOrganization(request, row, lookups, { member: true, includes }),
        ),
        page,
        total,
        withIncluded: includes.length > 0,
      });
    },
  );

  app.get(
    `${ORGANIZATION_COLLECTION_PATH}/:uuid`,
    {
      config: SIGNED_IN,
      schema: routeSchema('jsonapi', {
        summary: 'One organization (members also get its contact and billing data)',
        tags: ORGANIZATION_TAGS,
        params: OrganizationUuidParams,
        querystring: OrganizationItemQuery,
        response: { 200: OrganizationDocument },
      }),
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const includes = parseOrganizationIncludes(request.query.include);
      const row = await findOrganizationByUuid(db, request.params.uuid);
      const member =
        row !== undefined && (await findMembership(db, row.nid, auth.userId)) !== undefined;
      // Unpublished (its owner has not confirmed their email): for its members only.
      if (!row || (!row.status && !member)) throw notFound(NOT_FOUND);
      return send(request, reply, 200, row, member, includes);
    },
  );

  app.post(
    ORGANIZATION_COLLECTION_PATH,
    {
      config: SIGNED_IN,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      preValidation: employerFirst,
      schema: routeSchema('jsonapi', {
        summary: 'Create an organization; the caller becomes its owner',
        tags: ORGANIZATION_TAGS,
        consumes: [JSONAPI_MEDIA_TYPE, 'application/json'],
        body: OrganizationWriteDocument,
        response: { 201: OrganizationDocument },
      }),
    },
    async (request, reply) => {
      const auth = requireEmployer(request);
      const now = app.deps.now();
      const row = await db.transaction(async (tx) => {
        await lockUserOrganizations(tx, auth.userId);
        if ((await countOwnedOrganizations(tx, auth.userId)) >= MAX_OWNED_ORGANIZATIONS) {
          throw forbidden(
            `You can own at most ${MAX_OWNED_ORGANIZATIONS} organizations. Delete one or transfer its ownership first.`,
          );
        }
        const values = await readOrganizationChange(tx, auth.userId, request.body, undefined);
        const profile = await findEmployerProfileByUid(tx, auth.userId);
        const created = await insertOrganization(
          tx,
          {
            uuid: randomUUID(),
            userId: auth.userId,
            // Public once its owner's email is confirmed: nobody publishes under an address
            // they do not hold (confirming publishes it, accounts/registrationRoutes.ts).
            published: !isUnverified(auth.roles),
            values,
            owner: {
              firstName: profile?.firstName ?? '',
              lastName: profile?.lastName ?? '',
              companyPosition: profile?.companyPosition ?? null,
            },
          },
          now,
        );
        await syncOrganizationFiles(tx, [], imageFids(values), now);
        return created;
      });
      reply.header('Location', `${ORGANIZATION_COLLECTION_PATH}/${row.uuid}`);
      return send(request, reply, 201, row, true, []);
    },
  );

  /** The organization a uuid route names, 404 when there is none. */
  const named = async (db: Db, uuid: string) => {
    const row = await findOrganizationByUuid(db, uuid);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  app.patch(
    `${ORGANIZATION_COLLECTION_PATH}/:uuid`,
    {
      config: SIGNED_IN,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      // Members only, checked before the body: others get the 403 (or 404) as before.
      preValidation: async (request) => {
        const { uuid } = request.params as { uuid: string };
        await requireMember(request, db, (await named(db, uuid)).nid);
      },
      schema: routeSchema('jsonapi', {
        summary: 'Change an organization (members)',
        tags: ORGANIZATION_TAGS,
        params: OrganizationUuidParams,
        consumes: [JSONAPI_MEDIA_TYPE, 'application/json'],
        body: OrganizationWriteDocument,
        response: { 200: OrganizationDocument },
      }),
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const now = app.deps.now();
      const existing = await named(db, request.params.uuid);
      const row = await db.transaction(async (tx) => {
        await requireMember(request, tx, existing.nid, { lock: true });
        const current = await named(tx, existing.uuid);
        const before = valuesOf(current);
        const values = await readOrganizationChange(tx, auth.userId, request.body, {
          uuid: current.uuid,
          values: before,
        });
        const updated = await updateOrganization(tx, current.nid, values, now);
        await syncOrganizationFiles(tx, imageFids(before), imageFids(values), now);
        return updated;
      });
      return send(request, reply, 200, row, true, []);
    },
  );

  app.delete(
    `${ORGANIZATION_COLLECTION_PATH}/:uuid`,
    {
      config: SIGNED_IN,
      schema: routeSchema('jsonapi', {
        summary: 'Delete an organization (its owner)',
        tags: ORGANIZATION_TAGS,
        params: OrganizationUuidParams,
        response: { 204: Empty },
      }),
    },
    async (request, reply) => {
      const existing = await named(db, request.params.uuid);
      const now = app.deps.now();
      await db.transaction(async (tx) => {
        await requireOwner(request, tx, existing.nid, { lock: true });
        await syncOrganizationFiles(tx, imageFids(valuesOf(existing)), [], now);
        await deleteOrganization(tx, existing.nid);
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/organization/get_organizations_for_current_user',
    {
      config: SIGNED_IN,
      schema: routeSchema('jsonapi', {
        summary: 'The organizations the caller belongs to, for the shell (employers)',
        tags: ORGANIZATION_TAGS,
        // A bare JSON array; its errors are JSON:API documents.
        produces: ['application/json', JSONAPI_MEDIA_TYPE],
        response: { 200: CurrentUserOrganizationList },
      }),
    },
    async (request) => {
      const auth = requireEmployer(request);
      const memberships = await listMemberOrganizations(db, auth.userId, null);
      const lookups = await lookupsFor(
        db,
        memberships.map(({ row }) => row),
      );
      return memberships.map(({ row, owner }): CurrentUserOrganization => ({
        uuid: row.uuid,
        id: row.nid,
        nid: row.nid,
        title: row.title,
        field_logo: fileUrl(request, lookups, row.logoFid),
        field_color_picker: row.colorPicker,
        field_candidate_database_date_ro: row.candidateDatabaseDate
          ? Math.floor(row.candidateDatabaseDate.getTime() / 1000)
          : null,
        owner,
      }));
    },
  );
}
