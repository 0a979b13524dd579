import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { DATA_EXPORT_DOCUMENT, DATA_EXPORT_PATH, dataExportFileName } from '@contract/privacy';
import { DataExportContent } from '@contract/schemas/privacy';
import { requireUser } from '../auth/guards';
import { FileNotFoundError } from '../files/fileStore';
import { routeSchema } from '../http/validation';
import { collectDataExport } from './dataExport';

const TAGS = ['Privacy'];

/**
 * A user's own data (GDPR Art. 15 and 20): everything Matchboard holds about her as one ZIP, the
 * JSON document first and then her files, streamed as it is made. A file whose bytes are gone
 * from the store is listed with `missing: true` instead of failing the whole export.
 */
export default async function privacyRoutes(server: FastifyInstance): Promise<void> {
  const { db, files: store } = server.deps;

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
      streams.forEach((stream, index) => {
        const file = files[index];
        if (stream && file) zip.addReadStream(stream, file.path, { mtime: new Date(file.created) });
      });
      zip.end();
      return reply
        .header('Content-Type', 'application/zip')
        .header(
          'Content-Disposition',
          `attachment; filename="${dataExportFileName(now.toISOString().slice(0, 10))}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(zip.outputStream);
    },
  );
}
