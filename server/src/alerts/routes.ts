import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  JOB_ALERT_UNSUBSCRIBE_PATH,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_PATH,
} from '@contract/savedSearches';
import { RestMessage } from '@contract/schemas/common';
import {
  JobAlertSubscription,
  SavedSearch,
  SavedSearchCreateBody,
  SavedSearchList,
  SavedSearchParams,
  SavedSearchUpdateBody,
  UnsubscribeBody,
  UnsubscribeParams,
} from '@contract/schemas/savedSearches';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/connect';
import { isCandidate } from '../auth/roles';
import { ApiError, forbidden, notFound } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { unsubscribeTokens } from './jobAlerts';
import {
  deleteSavedSearch,
  findSavedSearch,
  findSavedSearchById,
  insertSavedSearch,
  readSavedQuery,
  savedSearchesOf,
  savedSearchView,
  stopAlerts,
  updateSavedSearch,
} from './savedSearches';
import { parseId } from '../http/ids';
import { REST_PUBLIC, REST_SIGNED_IN } from '../http/routeConfig';

const TAGS = ['Saved searches'];

/** The text fields of a small multipart/form-data body, by name. */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const part =
    /Content-Disposition:\s*form-data;\s*name="([^"\r\n]{1,100})"\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^\r\n]*)/gi;
  for (const [, name, value] of body.matchAll(part)) fields[name] = value;
  return fields;
}

/**
 * A name as stored: one line, no runs of blanks, and no bidirectional controls (U+202A–U+202E,
 * U+2066–U+2069), which would reverse the alert mail's subject that quotes it.
 */
function cleanName(name: string): string {
  const clean = name
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean === '') throw new ApiError(422, 'name: must contain a visible character.');
  return clean;
}

/**
 * A candidate's saved job searches and their alerts. Each is hers alone: another user's id is
 * a 404, as a missing one. The unsubscribe routes answer anyone holding a mail's token.
 */
export default async function savedSearchRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  const tokens = await unsubscribeTokens(db);
  // RFC 8058's own example posts the one-click form as multipart/form-data; these routes read
  // it (small, text fields only) as the same object a urlencoded form gives.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, formFields(String(body))),
  );

  const candidateOf = (request: Parameters<typeof requireUser>[0]) => {
    const auth = requireUser(request);
    if (!isCandidate(auth.roles)) throw forbidden(SAVED_SEARCH_MESSAGES.notACandidate);
    return auth.userId;
  };
  const ownSearch = async (handle: Db, uid: number, id: string, lock = false) => {
    const searchId = parseId(id);
    const search =
      searchId === null ? undefined : await findSavedSearch(handle, uid, searchId, { lock });
    if (!search) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    return search;
  };

  app.get(
    SAVED_SEARCHES_PATH,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: "The signed-in candidate's saved job searches, oldest first",
        tags: TAGS,
        response: { 200: SavedSearchList },
      }),
    },
    async (request) => (await savedSearchesOf(db, candidateOf(request))).map(savedSearchView),
  );

  app.post(
    SAVED_SEARCHES_PATH,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Save a job search (its filters and words, with a name) and choose its alerts',
        tags: TAGS,
        body: SavedSearchCreateBody,
        response: { 201: SavedSearch },
      }),
    },
    async (request, reply) => {
      const uid = candidateOf(request);
      const { canonical } = readSavedQuery(request.body.query);
      const row = await db.transaction((tx) =>
        insertSavedSearch(
          tx,
          uid,
          {
            name: cleanName(request.body.name),
            query: canonical,
            frequency: request.body.frequency,
          },
          app.deps.now(),
        ),
      );
      return reply.code(201).send(savedSearchView(row));
    },
  );

  app.patch(
    `${SAVED_SEARCHES_PATH}/:id`,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Rename a saved search or change how often it is mailed',
        tags: TAGS,
        params: SavedSearchParams,
        body: SavedSearchUpdateBody,
        response: { 200: SavedSearch },
      }),
    },
    async (request) => {
      const uid = candidateOf(request);
      const row = await db.transaction(async (tx) => {
        const current = await ownSearch(tx, uid, request.params.id, true);
        const { name, frequency } = request.body;
        return updateSavedSearch(
          tx,
          current,
          { ...(name !== undefined ? { name: cleanName(name) } : {}), frequency },
          app.deps.now(),
        );
      });
      return savedSearchView(row);
    },
  );

  app.delete(
    `${SAVED_SEARCHES_PATH}/:id`,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Delete a saved search (and its alerts)',
        tags: TAGS,
        params: SavedSearchParams,
        response: { 200: RestMessage },
      }),
    },
    async (request) => {
      const search = await ownSearch(db, candidateOf(request), request.params.id);
      await deleteSavedSearch(db, search.id);
      return { message: SAVED_SEARCH_MESSAGES.deleted(search.name) };
    },
  );

  const searchOfToken = async (token: string) => {
    const id = tokens.verify(token);
    const search = id === null ? undefined : await findSavedSearchById(db, id);
    if (!search) throw new ApiError(404, SAVED_SEARCH_MESSAGES.invalidLink);
    return search;
  };

  app.get(
    `${JOB_ALERT_UNSUBSCRIBE_PATH}/:token`,
    {
      config: REST_PUBLIC,
      schema: routeSchema('rest', {
        summary: 'The saved search an alert mail’s unsubscribe link names (no sign-in)',
        tags: TAGS,
        params: UnsubscribeParams,
        response: { 200: JobAlertSubscription },
      }),
    },
    async (request, reply) => {
      const search = await searchOfToken(request.params.token);
      void reply.header('Cache-Control', 'no-store');
      return { name: search.name, frequency: search.frequency };
    },
  );

  // RFC 8058: a mail client POSTs "List-Unsubscribe=One-Click" here, without cookies or a
  // token of the user; the unsubscribe page's button posts the same. Repeating it is harmless.
  app.post(
    `${JOB_ALERT_UNSUBSCRIBE_PATH}/:token`,
    {
      config: REST_PUBLIC,
      schema: routeSchema('rest', {
        summary: 'Stop the mails of the saved search an alert names (one click, no sign-in)',
        tags: TAGS,
        params: UnsubscribeParams,
        body: UnsubscribeBody,
        response: { 200: RestMessage },
      }),
    },
    async (request) => {
      const search = await searchOfToken(request.params.token);
      await stopAlerts(db, search.id, app.deps.now());
      return { message: SAVED_SEARCH_MESSAGES.unsubscribed(search.name) };
    },
  );
}
