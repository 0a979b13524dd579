import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ACCOUNT_DELETION_PATH,
  DATA_EXPORT_DOCUMENT,
  DATA_EXPORT_PAGE,
  DATA_EXPORT_PATH,
  dataExportFileName,
  PRIVACY_MESSAGES,
} from '@contract/privacy';
import { RestMessage } from '@contract/schemas/common';
import {
  AccountDeletionBody,
  AccountDeletionPreview,
  DataExportContent,
} from '@contract/schemas/privacy';
import { beginSignIn } from '../accounts/signInThrottle';
import { findUserById } from '../accounts/userRepository';
import { requireUser } from '../auth/guards';
import { verifyAgainstDummy, verifyPassword } from '../auth/password';
import { ApiError, unauthorized } from '../http/errors';
import { consume } from '../http/rateLimit';
import { FileNotFoundError } from '../files/fileStore';
import { routeSchema } from '../http/routeSchema';
import { collectDataExport } from './dataExport';
import { renderExportHtml } from './exportHtml';
import { deleteQueuedFiles, eraseAccount, forgetRateLimitsOf, organizationFates } from './erasure';
import { REST_SIGNED_IN } from '../http/routeConfig';

const TAGS = ['Privacy'];

/**
 * A user's own data (GDPR Art. 15 and 20): everything Matchboard holds about her as one ZIP, the
 * JSON document first and then her files, streamed as it is made. A file whose bytes are gone
 * from the store is listed with `missing: true` instead of failing the whole export.
 */
/** Copies of data one process prepares at once; more wait (503, Retry-After). */
const MAX_PARALLEL_EXPORTS = 2;

export default async function privacyRoutes(server: FastifyInstance): Promise<void> {
  const { db, files: store } = server.deps;
  let exportsRunning = 0;

  // Registered without the type provider: the answer is a stream, not the string its schema names.
  server.get(
    DATA_EXPORT_PATH,
    {
      config: { errorFormat: 'rest', signedIn: true },
      schema: routeSchema('rest', {
        summary: 'Download everything Matchboard holds about the caller, as a ZIP',
        tags: TAGS,
        response: { 200: DataExportContent },
      }),
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const limit = server.deps.config.rateLimits.dataExportsPerUser;
      await consume(
        server.deps,
        `export:user:${userId}`,
        limit,
        `You can download a copy of your data ${limit.max} times an hour. Please try again later.`,
      );
      // A few at a time per process: the files are copied, not compressed, but they are large.
      if (exportsRunning >= MAX_PARALLEL_EXPORTS) {
        void reply.header('Retry-After', '10');
        throw new ApiError(
          503,
          'Copies of data are being prepared for others. Please try again in a few seconds.',
        );
      }
      exportsRunning += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        exportsRunning -= 1;
      };
      try {
        const now = server.deps.now();
        const { document, files } = await collectDataExport(db, userId, now);
        const streams = await Promise.all(
          files.map((file) =>
            store.read(file.storage_key).catch((error: unknown) => {
              if (error instanceof FileNotFoundError) return null;
              throw error;
            }),
          ),
        );
        const listed = document.files as Record<string, unknown>[];
        streams.forEach((stream, index) => {
          if (!stream) listed[index] = { ...listed[index], missing: true };
        });
        const zip = new yazl.ZipFile();
        zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), DATA_EXPORT_DOCUMENT, {
          mtime: now,
        });
        zip.addBuffer(Buffer.from(renderExportHtml(document)), DATA_EXPORT_PAGE, { mtime: now });
        // Her files are stored as they are: pictures and PDFs are compressed already, and
        // deflating 150 MB of them again took seconds of CPU per request.
        streams.forEach((stream, index) => {
          const file = files[index];
          if (stream && file)
            zip.addReadStream(stream, file.path, {
              mtime: new Date(file.created),
              compress: false,
            });
        });
        zip.end();
        zip.outputStream.once('end', release).once('error', release);
        reply.raw.once('close', release);
        return reply
          .header('Content-Type', 'application/zip')
          .header(
            'Content-Disposition',
            `attachment; filename="${dataExportFileName(now.toISOString().slice(0, 10))}"`,
          )
          .header('Cache-Control', 'no-store')
          .send(zip.outputStream);
      } catch (error) {
        release();
        throw error;
      }
    },
  );

  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    ACCOUNT_DELETION_PATH,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: "What deleting the caller's account would do to the organizations she owns",
        tags: TAGS,
        response: { 200: AccountDeletionPreview },
      }),
    },
    async (request) => {
      const fates = await organizationFates(db, requireUser(request).userId);
      return { organizations: fates.map(({ title, outcome, to }) => ({ title, outcome, to })) };
    },
  );

  // Her password confirms that it is her (a session left open on a shared computer is not
  // enough); wrong guesses count against the same throttle as sign-in.
  app.post(
    ACCOUNT_DELETION_PATH,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: "Delete the caller's account and everything that names her",
        tags: TAGS,
        body: AccountDeletionBody,
        response: { 200: RestMessage },
      }),
    },
    async (request) => {
      const { userId } = requireUser(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      const attempt = await beginSignIn(server.deps, user.mail, request.ip);
      if (!user.status || !(await verifyPassword(user.passHash, request.body.password))) {
        if (!user.status) await verifyAgainstDummy(request.body.password);
        await attempt.failed();
        throw new ApiError(422, PRIVACY_MESSAGES.wrongPassword);
      }
      await attempt.succeeded();
      const now = server.deps.now();
      const erased = await db.transaction((tx) =>
        eraseAccount(tx, server.deps.mailer, { id: user.id, mail: user.mail }, now),
      );
      if (!erased) {
        // Erased by another of her requests meanwhile, which sent the mail: done. What this
        // request's sign-in check recorded of her address after that goes too.
        await forgetRateLimitsOf(db, user.mail.trim().toLowerCase());
        return { message: PRIVACY_MESSAGES.deleted };
      }
      const { fileKeys } = erased;
      // The rows are gone; now the bytes. Keys the store fails on stay queued for housekeeping.
      const deleted = await deleteQueuedFiles(db, store, fileKeys);
      if (deleted < fileKeys.length)
        request.log.warn(
          { left: fileKeys.length - deleted },
          'account erased; some stored files are left for housekeeping',
        );
      return { message: PRIVACY_MESSAGES.deleted };
    },
  );
}
