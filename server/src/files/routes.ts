import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyInstance } from 'fastify';
import { MEGABYTE } from '@contract/files';
import {
  FileContent,
  FileDocument,
  FileParams,
  ServeFileParams,
  ServeFileQuery,
  UPLOAD_BODY_DESCRIPTION,
  UPLOAD_CONTENT_TYPE,
  UploadHeaders,
} from '@contract/schemas/files';
import { requireUser } from '../auth/guards';
import { isCandidate, isEmployer, isUnverified } from '../auth/roles';
import { consume } from '../http/rateLimit';
import {
  clearFileReferences,
  countUnusedFiles,
  deleteFileRow,
  insertFile,
  isShownByOrganization,
  lockUserFiles,
} from './repository';
import type { FileRow } from '../db/profileSchema';
import { parseContentDisposition } from './contentDisposition';
import { FileNotFoundError, type FileStore } from './fileStore';
import { inspectUpload } from './inspectUpload';
import { UploadError } from './uploadError';
import {
  ApiError,
  forbidden,
  notFound,
  sendError,
  serviceUnavailable,
  toApiError,
} from '../http/errors';
import { oncePer } from '../http/logging';
import { Empty, routeSchema } from '../http/routeSchema';
import { sendDocument } from '../jsonapi/document';
import { ownFile, servableFile, type ServeRoute } from './fileAccess';
import { fileResource } from './fileResource';
import { sizeMessage, UPLOAD_FIELDS, uploadErrorMessage, type UploadField } from './uploadRules';

const OCTET_STREAM = UPLOAD_CONTENT_TYPE;

const TAGS = ['Files'];

/** Routes for a signed-in caller only; errors in JSON:API whatever the query says. */
const SIGNED_IN = { signedIn: true, errorFormat: 'jsonapi' } as const;

/** `attachment; filename="..."` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Uploads (POST /api/node/{bundle}/{field}, raw body), serving (GET /system/files/{uuid}/{name})
 * and deleting (DELETE /api/file/file/{uuid}) profile files. Files are visible to their owner
 * only, by bearer token or through the signed URL handed to the owner (fileAccess.ts); the issue
 * that lets employers see candidates' CVs and pictures widens this.
 */
/** A file the database knows, kept on the disk of a server other than this one. */
const ON_ANOTHER_SERVER =
  'This file is kept by another Matchboard server and cannot be served from this one just now. Please try again in a few seconds.';

export default async function files(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  const store = app.deps.files;
  const elsewhere = oncePer(60, (error, repeated) =>
    app.log.warn(
      { file: (error as Error).message, ...(repeated ? { repeated } : {}) },
      "a file is on another server's disk: with more than one server, set S3_BUCKET (npm run admin -- files copy-to-s3)",
    ),
  );

  // Raw bodies for the upload routes of this plugin only; each route caps the size.
  app.addContentTypeParser(OCTET_STREAM, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  for (const upload of UPLOAD_FIELDS) registerUpload(app, store, upload);

  // Registered without the type provider: the answer is a stream, not the string its schema names.
  server.get<ServeRoute>(
    '/system/files/:uuid/:filename',
    {
      // Anonymous callers with a signed URL are welcome: no signedIn here.
      config: { errorFormat: 'jsonapi' },
      schema: routeSchema('jsonapi', {
        summary: 'Download a file: by its signed URL, or as its owner with a bearer token',
        tags: TAGS,
        params: ServeFileParams,
        querystring: ServeFileQuery,
        response: { 200: FileContent },
      }),
    },
    async (request, reply) => {
      const { file, cacheControl } = await servableFile(app, request);
      const stream = await store.read(file.storageKey).catch((error: unknown) => {
        if (!(error instanceof FileNotFoundError)) throw error;
        // Kept on another server's own disk (several servers without S3_BUCKET): it exists,
        // this server cannot reach it. The operator hears why, once a minute.
        if (file.storedOn && file.storedOn !== store.holder) {
          elsewhere(new Error(`${file.storedOn}, not ${String(store.holder)}`));
          throw serviceUnavailable(ON_ANOTHER_SERVER);
        }
        // A row whose bytes are gone (a store restored from an older backup) is not a crash.
        throw notFound('This file is no longer available.');
      });
      const disposition = file.kind === 'pdf' ? 'attachment' : 'inline';
      return reply
        .header('Content-Type', file.filemime)
        .header('Content-Length', String(file.filesize))
        .header('Content-Disposition', contentDisposition(disposition, file.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', cacheControl)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );

  app.get(
    '/api/file/file/:uuid',
    {
      config: SIGNED_IN,
      schema: routeSchema('jsonapi', {
        summary: "One of the caller's files",
        tags: TAGS,
        params: FileParams,
        response: { 200: FileDocument },
      }),
    },
    async (request, reply) => {
      const file = await ownFile(app, request);
      return sendDocument(reply, 200, { data: fileResource(request, file) });
    },
  );

  app.delete(
    '/api/file/file/:uuid',
    {
      config: SIGNED_IN,
      schema: routeSchema('jsonapi', {
        summary: "Delete one of the caller's files and every reference to it",
        tags: TAGS,
        params: FileParams,
        response: { 204: Empty },
      }),
    },
    async (request, reply) => {
      const file = await ownFile(app, request);
      // An organization's images are shared by its admins: they change there, not here.
      if (await isShownByOrganization(db, file.fid)) {
        throw new ApiError(
          409,
          'An organization shows this image. Replace or remove it in the organization first.',
        );
      }
      await db.transaction(async (tx) => {
        await clearFileReferences(tx, file.fid, app.deps.now());
        await deleteFileRow(tx, file.fid);
      });
      // The bytes go after the row: a failure here leaves an unreachable file, never a dangling row.
      await store.delete(file.storageKey);
      return reply.code(204).send(null);
    },
  );
}

function mayUploadTo(upload: UploadField, roles: readonly string[]): boolean {
  return upload.bundle === 'candidate_profile' ? isCandidate(roles) : isEmployer(roles);
}

/** The checked file name and content of an upload; refusals become 413/422 with a message. */
async function inspect(body: Buffer, disposition: string | undefined, upload: UploadField) {
  try {
    const filename = parseContentDisposition(disposition);
    const inspected = await inspectUpload(body, upload.kind, filename);
    const min = upload.minDimensions;
    if (min && ((inspected.width ?? 0) < min.width || (inspected.height ?? 0) < min.height)) {
      throw new ApiError(422, min.message);
    }
    return { filename, inspected };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    throw new ApiError(error.status, uploadErrorMessage(error, upload.kind));
  }
}

function registerUpload(server: FastifyInstance, store: FileStore, upload: UploadField): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  const what =
    upload.kind === 'pdf'
      ? 'a PDF'
      : upload.field === 'field_culture_images'
        ? 'an image'
        : 'a picture';
  app.post(
    `/api/node/${upload.bundle}/${upload.field}`,
    {
      bodyLimit: upload.maxBytes,
      config: SIGNED_IN,
      schema: routeSchema('jsonapi', {
        summary: `Upload ${what} for ${upload.field} of ${upload.bundle.startsWith('o') ? 'an' : 'a'} ${upload.bundle.replace('_', ' ')}`,
        description: `${UPLOAD_BODY_DESCRIPTION} At most ${upload.maxBytes / MEGABYTE} MB; ${
          upload.kind === 'pdf' ? 'PDF only' : 'PNG or JPEG'
        }. The file stays temporary until a form refers to it.`,
        tags: TAGS,
        consumes: [UPLOAD_CONTENT_TYPE],
        headers: UploadHeaders,
        response: { 201: FileDocument },
      }),
      // Who may upload, and in which format, is settled before a single byte is buffered.
      onRequest: async (request) => {
        const auth = requireUser(request);
        if (!mayUploadTo(upload, auth.roles)) {
          throw forbidden(`Your account may not upload files to a ${upload.bundle}.`);
        }
        const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        if (type !== OCTET_STREAM) {
          throw new ApiError(415, `Uploads must be sent as ${OCTET_STREAM}.`);
        }
        // Counted atomically before the body is read, so a burst cannot slip past the limit.
        await consume(
          app.deps,
          `upload:user:${auth.userId}`,
          app.deps.config.rateLimits.uploadsPerUser,
          'Too many uploads. Please try again later.',
        );
      },
      errorHandler: (error: FastifyError, request, reply) => {
        // Same as the app's error handler, except that a body over this route's limit gets the
        // field's own size message instead of the 1 MB one of JSON bodies.
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          sendError(reply, new ApiError(413, sizeMessage(upload.kind)), 'jsonapi');
          return;
        }
        const outcome = toApiError(error);
        app.reportRequestError(request, error, outcome);
        sendError(reply, outcome.apiError, 'jsonapi');
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const body = request.body;
      if (!Buffer.isBuffer(body))
        throw new ApiError(415, `Uploads must be sent as ${OCTET_STREAM}.`);
      const { filename, inspected } = await inspect(
        body,
        request.headers['content-disposition'],
        upload,
      );
      const cap = isUnverified(auth.roles)
        ? app.deps.config.maxUnusedFilesUnverified
        : app.deps.config.maxUnusedFiles;
      const stored = await store.save(body, inspected.ext);
      let row: FileRow;
      try {
        row = await db.transaction(async (tx) => {
          // One upload of a user at a time past this point: the count and the insert agree.
          await lockUserFiles(tx, auth.userId);
          if ((await countUnusedFiles(tx, auth.userId)) >= cap)
            throw new ApiError(
              429,
              `You have ${cap} uploaded files that are not used yet. Save the form that uses them, or try again tomorrow when unused files are cleared.`,
            );
          return insertFile(
            tx,
            {
              uuid: randomUUID(),
              uid: auth.userId,
              kind: upload.kind,
              filename,
              filemime: inspected.mime,
              filesize: stored.size,
              storageKey: stored.key,
              storedOn: stored.holder,
            },
            app.deps.now(),
          );
        });
      } catch (error) {
        await store.delete(stored.key);
        throw error;
      }
      return sendDocument(reply.header('Location', `/api/file/file/${row.uuid}`), 201, {
        data: fileResource(request, row),
      });
    },
  );
}
