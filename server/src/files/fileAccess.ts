import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { ServeFileParams, ServeFileQuery } from '@contract/schemas/files';
import { requireUser } from '../auth/guards';
import { findFileByUuid } from './repository';
import type { FileRow } from '../db/profileSchema';
import { forbidden, notFound } from '../http/errors';

const UNKNOWN_FILE = 'The requested file does not exist.';

/** The caller's own file named in the URL: 401 anonymous, 404 unknown, 403 someone else's. */
export async function ownFile(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { uuid: string } }>,
): Promise<FileRow> {
  const auth = requireUser(request);
  const file = await findFileByUuid(app.deps.db, request.params.uuid);
  if (!file) throw notFound(UNKNOWN_FILE);
  if (file.uid !== auth.userId) throw forbidden('You may only access your own files.');
  return file;
}

/** A file a request may download, and how long a browser may keep it. */
export interface ServableFile {
  file: FileRow;
  cacheControl: string;
}

/** The route generic of GET /system/files/{uuid}/{name} (its schemas: contract/schemas/files.ts). */
export interface ServeRoute {
  Params: Static<typeof ServeFileParams>;
  Querystring: Static<typeof ServeFileQuery>;
}

/**
 * The file a GET /system/files/{uuid}/{name} may serve. Without `expires` and `sig` only its
 * owner gets it, by bearer token. With them, a valid unexpired signature for this uuid is enough;
 * a bad or expired one is a 403 that says so, unless the bearer is the owner, who keeps access
 * with a stale link as without one. A signed response may be cached until the link expires.
 */
export async function servableFile(
  app: FastifyInstance,
  request: FastifyRequest<ServeRoute>,
): Promise<ServableFile> {
  const { expires, sig } = request.query;
  if (expires === undefined && sig === undefined) {
    return { file: await ownFile(app, request), cacheControl: 'private, no-cache' };
  }
  const check = app.deps.fileUrls.verify(request.params.uuid, expires, sig);
  const file = await findFileByUuid(app.deps.db, request.params.uuid);
  if (check.ok) {
    if (!file) throw notFound(UNKNOWN_FILE);
    return { file, cacheControl: `private, max-age=${check.secondsLeft}` };
  }
  if (file && request.auth && file.uid === request.auth.userId) {
    return { file, cacheControl: 'private, no-cache' };
  }
  throw forbidden(check.message);
}
