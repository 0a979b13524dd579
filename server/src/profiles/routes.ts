import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CandidateProfileCreate,
  CandidateProfilePatch,
  CandidateProfileQuery,
  EmployerProfileCreate,
  EmployerProfilePatch,
  EmployerProfileQuery,
  ProfileListQuery,
  ProfileParams,
} from '@contract/schemas/profiles';
import {
  CandidateProfileDocument,
  CandidateProfileListDocument,
  EmployerProfileDocument,
  EmployerProfileListDocument,
} from '@contract/schemas/profileResources';
import { requireUser, type AuthContext } from '../auth/guards';
import { DOCUMENT_BODY_LIMIT } from '../http/bodyShape';
import { ApiError, forbidden, notFound } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { baseUrl, sendDocument } from '../jsonapi/document';
import { candidateProfile } from './candidate';
import { employerProfile } from './employer';
import type { BundleDefinition, StoredProfile } from './model';
import { parseIncludes, serializeProfile } from './serialize';
import { readProfileChange, syncFileStatus } from './write';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TAGS = ['Profiles'];

/** The schemas of each bundle's routes (contract/schemas/profiles.ts). */
const SCHEMAS = {
  candidate_profile: {
    create: CandidateProfileCreate,
    patch: CandidateProfilePatch,
    itemQuery: CandidateProfileQuery,
    document: CandidateProfileDocument,
    list: CandidateProfileListDocument,
  },
  employer_profile: {
    create: EmployerProfileCreate,
    patch: EmployerProfilePatch,
    itemQuery: EmployerProfileQuery,
    document: EmployerProfileDocument,
    list: EmployerProfileListDocument,
  },
};

/** Every profile route needs a signed-in caller, and answers in JSON:API whatever `_format`. */
const CONFIG = { signedIn: true, errorFormat: 'jsonapi' } as const;

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause.
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown }).cause) === '23505';
}

const alreadyExists = (definition: BundleDefinition) =>
  new ApiError(
    409,
    `You already have a ${definition.bundle.replace('_', ' ')}. Change it with PATCH on its own link.`,
  );

/** What the app hands the profile routes (routes.ts composes them with the candidates domain). */
export interface ProfileRouteOptions {
  /**
   * `GET candidate_profile/{uuid}?org_id=`: a candidate as an employer of that organization may
   * see her (the privacy rules of candidates/privacy.ts).
   */
  sendToOrganization: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}

/**
 * Candidate and employer profiles: create once per user, read and change only one's own. A
 * profile of another user is a 403 by uuid, and filtering the list on another user's uuid
 * returns an empty list, as Drupal does for entities the caller may not view.
 */
export default async function profiles(
  server: FastifyInstance,
  options: ProfileRouteOptions,
): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  for (const definition of [candidateProfile, employerProfile]) {
    const collection = `/api/node/${definition.bundle}`;
    const schemas = SCHEMAS[definition.bundle];
    const noun = definition.bundle.replace('_', ' ');

    /** The caller's own profile named in the URL: 404 unknown, 403 someone else's. */
    const ownProfile = async (request: FastifyRequest<{ Params: { uuid: string } }>) => {
      const auth = requireUser(request);
      const { uuid } = request.params;
      const profile = UUID.test(uuid)
        ? await definition.findByUuid(db, uuid.toLowerCase())
        : undefined;
      if (!profile) throw notFound(`The requested ${definition.bundle} does not exist.`);
      if (profile.uid !== auth.userId) throw forbidden('You may only access your own profile.');
      return { auth, profile };
    };

    const send = async (
      request: FastifyRequest,
      reply: Parameters<typeof sendDocument>[0],
      status: number,
      profile: StoredProfile,
      includes: readonly string[],
    ) => {
      const { data, included } = await serializeProfile(request, db, definition, profile, includes);
      return sendDocument(reply, status, { data, ...(includes.length ? { included } : {}) });
    };

    app.get(
      collection,
      {
        config: CONFIG,
        schema: routeSchema('jsonapi', {
          summary: `The caller's own ${noun}, as a list of at most one`,
          tags: TAGS,
          querystring: ProfileListQuery,
          response: { 200: schemas.list },
        }),
      },
      async (request, reply) => {
        const auth = requireUser(request);
        const query = request.query;
        const includes = parseIncludes(definition, query.include);
        const filter = query['filter[uid.id]'];
        const self = { href: `${baseUrl(request)}${request.url}` };
        const own = filter === undefined || filter.toLowerCase() === auth.uuid.toLowerCase();
        const profile = own ? await definition.findByUid(db, auth.userId) : undefined;
        if (!profile) return sendDocument(reply, 200, { data: [], links: { self } });
        const { data, included } = await serializeProfile(
          request,
          db,
          definition,
          profile,
          includes,
        );
        return sendDocument(reply, 200, {
          data: [data],
          ...(includes.length ? { included } : {}),
          links: { self },
        });
      },
    );

    app.get(
      `${collection}/:uuid`,
      {
        config: CONFIG,
        schema: routeSchema('jsonapi', {
          summary:
            definition === candidateProfile
              ? `One candidate profile: the caller's own, or with org_id as an organization sees it`
              : `The caller's own ${noun}`,
          tags: TAGS,
          params: ProfileParams,
          querystring: schemas.itemQuery,
          response: { 200: schemas.document },
        }),
      },
      async (request, reply) => {
        // An employer reads a candidate for one of their organizations: the candidates domain answers.
        if (definition === candidateProfile && 'org_id' in request.query)
          return options.sendToOrganization(request, reply);
        const { profile } = await ownProfile(request);
        return send(request, reply, 200, profile, parseIncludes(definition, request.query.include));
      },
    );

    app.post(
      collection,
      {
        config: CONFIG,
        bodyLimit: DOCUMENT_BODY_LIMIT,
        schema: routeSchema('jsonapi', {
          summary: `Create the caller's ${noun} (one per account)`,
          tags: TAGS,
          body: schemas.create,
          response: { 201: schemas.document },
        }),
      },
      async (request, reply) => {
        const auth: AuthContext = requireUser(request);
        if (!definition.mayOwn(auth.roles)) {
          throw forbidden(`Your account may not have a ${noun}.`);
        }
        if (await definition.findByUid(db, auth.userId)) throw alreadyExists(definition);
        const values = await readProfileChange(db, auth, definition, request.body, undefined);
        const uuid = randomUUID();
        const now = app.deps.now();
        try {
          await db.transaction(async (tx) => {
            await definition.insert(tx, { uuid, uid: auth.userId, values }, now);
            await syncFileStatus(tx, auth.userId, definition, undefined, values, now);
          });
        } catch (error) {
          // Two creates racing: the unique uid lets only one of them in.
          if (isUniqueViolation(error)) throw alreadyExists(definition);
          throw error;
        }
        const created = (await definition.findByUuid(db, uuid)) as StoredProfile;
        reply.header('Location', `${baseUrl(request)}${collection}/${uuid}`);
        return send(request, reply, 201, created, []);
      },
    );

    app.patch(
      `${collection}/:uuid`,
      {
        config: CONFIG,
        bodyLimit: DOCUMENT_BODY_LIMIT,
        schema: routeSchema('jsonapi', {
          summary: `Change some members of the caller's ${noun}`,
          tags: TAGS,
          params: ProfileParams,
          body: schemas.patch,
          response: { 200: schemas.document },
        }),
      },
      async (request, reply) => {
        const { auth, profile } = await ownProfile(request);
        const now = app.deps.now();
        // Read, merge and write under a row lock: two saves of different fields at the same time
        // (edit mode saves every change) must both survive, never overwrite each other.
        await db.transaction(async (tx) => {
          await definition.lock(tx, profile.nid);
          const current = (await definition.findByUuid(tx, profile.uuid)) as StoredProfile;
          const values = await readProfileChange(tx, auth, definition, request.body, current);
          await definition.update(tx, profile.nid, values, now);
          await syncFileStatus(tx, auth.userId, definition, current.values, values, now);
        });
        const updated = (await definition.findByUuid(db, profile.uuid)) as StoredProfile;
        return send(request, reply, 200, updated, []);
      },
    );
  }
}
