import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { ServeFileParams, ServeFileQuery } from '@contract/schemas/files';
import { requireUser } from '../auth/guards';
import { findFileByUuid, isShownPublicly } from './repository';
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

/** How long anyone may keep a published organization's image: it can be replaced. */
const PUBLIC_IMAGE = 'public, max-age=3600';

/**
 * The file a GET /system/files/{uuid}/{name} may serve. A published organization's images are
 * anyone's, with or without a signature, so the address a kept job page or a crawler holds never
 * expires while the organization shows the image. Otherwise, without `expires` and `sig` only its
 * owner gets it, by bearer token. With them, a valid unexpired signature for this uuid is enough;
 * a bad or expired one is a 403 that says so, unless the bearer is the owner, who keeps access
 * with a stale link as without one. A signed response may be cached until the link expires.
 */
export async function servableFile(
  app: FastifyInstance,
  request: FastifyRequest<ServeRoute>,
): Promise<ServableFile> {
  const { db } = app.deps;
  const { expires, sig } = request.query;
  const check =
    expires === undefined && sig === undefined
      ? null
      : app.deps.fileUrls.verify(request.params.uuid, expires, sig);
  if (check?.ok) {
    const file = await findFileByUuid(db, request.params.uuid);
    if (!file) throw notFound(UNKNOWN_FILE);
    return { file, cacheControl: `private, max-age=${check.secondsLeft}` };
  }
  const file = await findFileByUuid(db, request.params.uuid);
  if (file && (await isShownPublicly(db, file.fid))) {
    return { file, cacheControl: PUBLIC_IMAGE };
  }
  if (!check) return { file: await ownFile(app, request), cacheControl: 'private, no-cache' };
  if (file && request.auth && file.uid === request.auth.userId) {
    return { file, cacheControl: 'private, no-cache' };
  }
  throw forbidden(check.message);
}
